/**
 * Luhn (mod 10) check digit, as used by every card network in our brand table.
 * @example
 * luhnValid('4111111111111111'); // true
 * luhnValid('4111111111111112'); // false
 */
export function luhnValid(digits: string): boolean {
  // Only plain ASCII digits: callers normalise first, so anything else is a caller bug.
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}
