/**
 * Card-brand marks by the number field: the brands the form takes, as a row of small marks beside
 * the field's label; once the number shows its brand, the other marks fade. The marks are one
 * sprite drawn for this project, public/brands/cards.svg, each an image of one of its views
 * (`cards.svg#visa`): fetched once, never holding up the first screen, and without style
 * attributes (the frame's CSP has no 'unsafe-inline'). Screen readers hear "Accepted cards: Visa,
 * …" and, through the number field's aria-describedby, "Card type: Visa".
 * @example
 * <BrandMarks id="cc-brand" accept={['visa', 'mastercard']} brand="visa" t={t} />
 */
import type { BrandId, CoBadge } from '../card/index.ts';
import type { Translate } from '../i18n/translate.ts';

export function BrandMarks(props: {
  id: string;
  accept: readonly CoBadge[];
  brand: BrandId;
  t: Translate;
}) {
  const { brand, t } = props;
  const name = (b: string) => t(`brands.${b}`);
  const known = brand !== 'unknown';
  // The brand's name sits inside the image's span: read through aria-describedby only.
  return (
    <span
      class="xpc-marks"
      role="img"
      aria-label={t('marks.accepted', { brands: props.accept.map(name).join(', ') })}
    >
      {props.accept.map((b) => (
        <img
          class={b === brand ? 'xpc-on' : undefined}
          src={`${import.meta.env.BASE_URL}brands/cards.svg#${b}`}
          alt=""
        />
      ))}
      {known && (
        <span id={props.id} class="xpc-sr">
          {t('fields.number.brand', { brand: name(brand) })}
        </span>
      )}
    </span>
  );
}
