/**
 * A method's logo: small SVGs of our own in public/methods/ (no third-party artwork, no inline
 * style), drawn with the colours and letterforms customers recognise each method by. Images, so
 * they cost the first render nothing and are cached. Decorative: the name is written next to it.
 */
import type { KnownMethod } from '../models/methods.ts';

export function MethodLogo(props: { method: KnownMethod }) {
  return (
    <img
      class="logo"
      src={`${import.meta.env.BASE_URL}methods/${props.method}.svg`}
      width="40"
      height="26"
      alt=""
    />
  );
}
