/**
 * The page's small decorative icons, drawn inline in the colour of their text. Not CSS background
 * images: the browser builds an SVG image as a document of its own during the first style pass,
 * about 10–20 ms each on a slow phone, before anything is shown.
 */
import type { ComponentChildren } from 'preact';

function Icon({ size, children }: { size: number; children: ComponentChildren }) {
  return (
    <svg
      class="icon"
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      stroke-width="1.5"
    >
      {children}
    </svg>
  );
}

export const GlobeIcon = () => (
  <Icon size={20}>
    <circle cx="10" cy="10" r="8" />
    <path d="M2 10h16M10 2c2.5 2.6 2.5 13.4 0 16M10 2c-2.5 2.6-2.5 13.4 0 16" />
  </Icon>
);

export const LockIcon = () => (
  <Icon size={16}>
    <path
      d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1.5 0h4V5a2 2 0 0 0-4 0z"
      fill="currentColor"
      stroke="none"
    />
  </Icon>
);

export const ClockIcon = () => (
  <Icon size={16}>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 4.5V8l2.5 1.5" stroke-linecap="round" />
  </Icon>
);
