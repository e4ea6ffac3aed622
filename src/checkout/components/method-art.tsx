/**
 * The methods' logos: small drawings of our own (no third-party artwork), in the colours and
 * letterforms customers recognise each method by, drawn inline as SVG elements (SVG images, data:
 * URLs included, are laid out as documents of their own: about three times the first paint).
 * Loaded after the first screen by method-logo.tsx. Brand lettering, not text to translate (the
 * localisation review page skips it).
 */
import type { JSX } from 'preact';
import type { PaymentMethod } from '../../shared/payment-methods.ts';

const WHITE = '#fff';
const EDGE = '#c9ced6';
/** The card's background, its border, and what is drawn on it. */
type Art = readonly [fill: string, stroke: string, draw: () => JSX.Element];

const word = (text: string, fill: string, size: number) => () => (
  <text x="20" y="13" fill={fill} font-size={size}>
    {text}
  </text>
);
const klarna = word('Klarna.', '#17120f', 8.5);

const ART: Record<PaymentMethod, Art> = {
  'credit-card': [
    WHITE,
    '#8d96a8',
    () => (
      <>
        <text
          x="11.5"
          y="13"
          fill="#1434cb"
          font-size="8.6"
          font-style="italic"
          font-weight="900"
          letter-spacing="-0.3"
        >
          VISA
        </text>
        <circle cx="28" cy="13" r="5.5" fill="#eb001b" />
        <circle cx="33" cy="13" r="5.5" fill="#f79e1b" fill-opacity="0.85" />
      </>
    ),
  ],
  amex: ['#006fcf', '#006fcf', word('AMEX', WHITE, 9)],
  'tikkie-payment-request': ['#3a3996', '#3a3996', word('tikkie', WHITE, 9)],
  'klarna-direct-debit': ['#ffb3c7', '#ffb3c7', klarna],
  billink: ['#00a78e', '#00a78e', word('billink', WHITE, 8.5)],
  'anyday-split': ['#13163a', '#13163a', word('anyday', WHITE, 8)],
  wechat: ['#1aad19', '#1aad19', word('WeChat Pay', WHITE, 6.2)],
  giropay: [
    WHITE,
    EDGE,
    () => (
      <text x="20" y="13" font-size="8">
        <tspan fill="#000268">giro</tspan>
        <tspan fill="#e3001b">pay</tspan>
      </text>
    ),
  ],
  viacash: [WHITE, EDGE, word('viacash', '#1e8a44', 8)],
  ideal: [WHITE, EDGE, word('iD', '#c06', 13)],
  bancontact: [
    WHITE,
    EDGE,
    () => (
      <>
        <path d="M5 16h13l4-6H9z" fill="#1e3764" />
        <path d="M18 16l4-6h13l-4 6z" fill="#ffd800" />
      </>
    ),
  ],
  payconiq: ['#ff4785', '#ff4785', word('payconiq', WHITE, 6.5)],
  'klarna-pay-now': ['#ffb3c7', '#ffb3c7', klarna],
  'klarna-pay-later': ['#ffb3c7', '#ffb3c7', klarna],
  afterpay: ['#4bc3a1', '#4bc3a1', word('riverty', '#0b2e26', 8)],
  paypal: [
    WHITE,
    EDGE,
    () => (
      <text x="20" y="13" font-size="9" font-weight="800" font-style="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  ],
  'apple-pay': [
    '#000',
    '#000',
    () => (
      <>
        <path
          d="M12.6 9.6c.5-.6.8-1.3.7-2.1-.7 0-1.5.5-2 1.1-.4.5-.8 1.3-.7 2 .8.1 1.5-.4 2-1zm.7 1.1c-1.1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6c-1.1 0-2.1.7-2.7 1.7-1.2 2-.3 5 .8 6.6.5.8 1.2 1.7 2 1.6.8 0 1.1-.5 2.1-.5s1.2.5 2.1.5 1.4-.8 1.9-1.6c.6-.9.8-1.7.9-1.8 0 0-1.7-.7-1.7-2.6 0-1.6 1.3-2.4 1.4-2.5-.8-1.1-1.9-1.3-2.1-1.4z"
          fill={WHITE}
        />
        <text x="26" y="14" fill={WHITE} font-size="9.5">
          Pay
        </text>
      </>
    ),
  ],
  'google-pay': [WHITE, EDGE, word('G Pay', '#3c4043', 9.5)],
  sofort: ['#ef6c8f', '#ef6c8f', word('SOFORT', WHITE, 7.5)],
  swish: [WHITE, EDGE, word('swish', '#1a8c3c', 9.5)],
  mobilepay: ['#5a78ff', '#5a78ff', word('MobilePay', WHITE, 6.2)],
  'vipps-mobilepay': ['#ff5b24', '#ff5b24', word('vipps', WHITE, 10)],
  'bank-transfer': [
    '#eef1f6',
    EDGE,
    () => (
      <g fill="#3d4a5c">
        <path d="M20 5l10 5H10z" />
        <rect x="12" y="11" width="2.4" height="7" />
        <rect x="18.8" y="11" width="2.4" height="7" />
        <rect x="25.6" y="11" width="2.4" height="7" />
        <rect x="10" y="19" width="20" height="2.4" />
      </g>
    ),
  ],
};

/** The logo of `method`, 40 × 26 and hidden from assistive technology. */
export function drawLogo(method: PaymentMethod) {
  const [fill, stroke, draw] = ART[method];
  return (
    <svg
      class="logo"
      viewBox="0 0 40 26"
      width="40"
      height="26"
      aria-hidden="true"
      focusable="false"
      data-review-skip=""
      font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      font-weight="700"
      text-anchor="middle"
      dominant-baseline="central"
    >
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill={fill} stroke={stroke} />
      {draw()}
    </svg>
  );
}
