/** The card frame's form. Issue #6 builds it out; today it proves the wiring. */
export function CardForm() {
  return (
    <form aria-label="Card details">
      <label for="cc-number">Card number</label>
      <input id="cc-number" name="cardnumber" autocomplete="cc-number" inputMode="numeric" />
    </form>
  );
}
