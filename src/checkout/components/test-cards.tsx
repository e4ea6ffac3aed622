import { useI18n } from '../use-i18n.ts';

/** The sandbox's test cards (README "Test cards"), shown beside the card form of a test order. */
const TEST_CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'test.approved' },
  { number: '4000 0000 0000 0002', outcome: 'test.declined' },
  { number: '4000 0000 0000 3220', outcome: 'test.challenge' },
] as const;

export function TestCards() {
  const { t } = useI18n();
  return (
    <div class="test-cards">
      <p class="test-cards-title">{t('test.cardsTitle')}</p>
      <ul class="test-cards-list">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code translate={false}>{card.number}</code> <span>{t(card.outcome)}</span>
          </li>
        ))}
      </ul>
      <p class="test-cards-hint">{t('test.cardsHint')}</p>
    </div>
  );
}
