/** The frame around every screen: test banner, header with the shop and the language, footer. */
import type { ComponentChildren } from 'preact';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { LockIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { TestBanner } from './test-banner.tsx';

export function PageLayout(props: { children: ComponentChildren }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const order = checkout.order.value;
  return (
    <div class="page">
      <header>
        {order?.is_test && <TestBanner />}
        <div class="header">
          <p class="merchant">{order?.merchant_name ?? ''}</p>
          <LanguageSwitcher />
        </div>
      </header>
      <main class="card" id="main">
        {props.children}
      </main>
      <footer class="footer">
        <LockIcon />
        <span>{t('footer.secure')}</span>
      </footer>
    </div>
  );
}
