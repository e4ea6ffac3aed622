/** The unmistakable test-mode strip at the very top of every screen of a test order. */
import { useI18n } from '../use-i18n.ts';

export function TestBanner() {
  const { t } = useI18n();
  return (
    <div class="test-banner" role="note">
      <strong class="test-banner-label">{t('test.banner')}</strong>{' '}
      <span>{t('test.bannerDetail')}</span>
    </div>
  );
}
