/**
 * Text that leaves the service in logs and error bodies: digit runs that could be a card number
 * are masked, and control characters are escaped so a client cannot split or forge a log line.
 */

/** A digit: any script's decimal digit, or one percent-encoded once or several times (`%34`, `%2534`). */
const DIGIT = String.raw`(?:\p{Nd}|%(?:25)*3\d)`;
/**
 * What people, forms and URLs put between the groups of a card number: up to three characters that
 * are neither letters nor digits (space, `.`, `_`, `-`, `+`, `/`, tab, no-break space…), each
 * possibly percent-encoded (`%20`, `%2520`).
 */
const SEPARATOR = String.raw`(?:[^\p{L}\p{N}%]|%(?:25)*(?!3\d)[0-9A-Fa-f]{2}){0,3}`;

const runOf = (minDigits: number) =>
  new RegExp(`${DIGIT}(?:${SEPARATOR}${DIGIT}){${minDigits - 1},}`, 'gu');

/** 13 to 19 digits make a card number; a longer run may hold one, so it is masked too. */
const CARD_RUN = runOf(13);
/** Error bodies are stricter: any 9 digits (a card number cut short is still not ours to echo). */
const LONG_RUN = runOf(9);

/**
 * Masks every run of 13 or more digits, however separated or encoded.
 * @example
 * redactCardNumbers('/v1/orders/4111.1111.1111.1111/'); // '/v1/orders/[redacted]/'
 */
export const redactCardNumbers = (text: string) => text.replace(CARD_RUN, '[redacted]');

/** Masks every run of 9 or more digits, however separated or encoded (error texts). */
export const redactDigits = (text: string) => text.replace(LONG_RUN, '[redacted]');

/** Control characters (C0, DEL, C1), line and paragraph separators, bidirectional overrides. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Escapes control characters and backslashes, so a log line written with it stays one line and
 * shows exactly what was sent.
 * @example
 * escapeControl('a\r\nb'); // 'a\\r\\nb'
 */
export const escapeControl = (text: string) =>
  text.replace(CONTROL, (ch) => {
    const named = NAMED[ch];
    if (named) return named;
    const code = ch.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
