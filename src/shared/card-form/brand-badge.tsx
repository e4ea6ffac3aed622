/**
 * The detected card brand beside the number: its name as a small badge (text, not logos: no
 * external images under the frame's CSP, and no trademark artwork to keep in step), or a generic
 * card outline while the brand is unknown. Screen readers get "Card type: Visa" through the
 * number field's aria-describedby.
 * @example
 * <BrandBadge id="cc-brand" brand="amex" t={t} />
 */
import type { BrandId } from '../card/index.ts';
import type { Translate } from '../i18n/translate.ts';

export function BrandBadge(props: { id: string; brand: BrandId; t: Translate }) {
  const { id, brand, t } = props;
  if (brand === 'unknown')
    return (
      <svg class="xpc-brand-icon" viewBox="0 0 24 16" aria-hidden="true" focusable="false">
        <rect x="0.75" y="0.75" width="22.5" height="14.5" rx="2.5" />
        <path d="M1 5h22M4 11h6" />
      </svg>
    );
  const name = t(`brands.${brand}`);
  return (
    <>
      <span class={`xpc-brand xpc-brand-${brand}`} aria-hidden="true">
        {name}
      </span>
      <span id={id} class="xpc-sr">
        {t('fields.number.brand', { brand: name })}
      </span>
    </>
  );
}
