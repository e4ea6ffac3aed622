/**
 * The simulated acquirer's test-card table (README: "Test cards"). The verdict is decided once, at
 * tokenization, and stored with the vault token, so the card number itself is never kept.
 * Part of the tokens code: the only server code that sees a card number.
 */
export type CardOutcome =
  'approve' | 'decline' | 'insufficient_funds' | 'challenge' | 'expired_card';

export const TEST_CARDS: readonly { pan: string; outcome: CardOutcome; note: string }[] = [
  { pan: '4111111111111111', outcome: 'approve', note: 'Visa: approved' },
  { pan: '5555555555554444', outcome: 'approve', note: 'Mastercard: approved' },
  { pan: '2223003122003222', outcome: 'approve', note: 'Mastercard 2-series: approved' },
  { pan: '378282246310005', outcome: 'approve', note: 'American Express: approved' },
  { pan: '4000000000000002', outcome: 'decline', note: 'Visa: declined by the issuer' },
  { pan: '4000000000009995', outcome: 'insufficient_funds', note: 'Visa: insufficient funds' },
  { pan: '4000000000000069', outcome: 'expired_card', note: 'Visa: declined, card expired' },
  { pan: '4000000000003220', outcome: 'challenge', note: 'Visa: 3-D Secure challenge' },
  { pan: '5200000000001096', outcome: 'challenge', note: 'Mastercard: 3-D Secure challenge' },
];

/** Any other valid card number is approved. */
export function outcomeForCard(pan: string): CardOutcome {
  return TEST_CARDS.find((card) => card.pan === pan)?.outcome ?? 'approve';
}

/** What the acquirer answers for a final decline, as it appears on the transaction. */
export const DECLINE_TEXT: Record<
  Exclude<CardOutcome, 'approve' | 'challenge'>,
  {
    reason: string;
    customer_message: string;
    response_code: string;
  }
> = {
  decline: {
    reason: 'Declined by the issuer (simulated)',
    customer_message: 'Your card was declined. Try another card or payment method.',
    response_code: '05',
  },
  insufficient_funds: {
    reason: 'Insufficient funds (simulated)',
    customer_message: 'Your card was declined: insufficient funds.',
    response_code: '51',
  },
  expired_card: {
    reason: 'Expired card (simulated)',
    customer_message: 'Your card was declined: the card has expired.',
    response_code: '54',
  },
};
