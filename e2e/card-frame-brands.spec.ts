/**
 * The card frame has the hosted page's card-form behaviour (they share src/shared/card-form): the
 * accepted brands' marks by the number field, the detected brand singled out, and auto-advance
 * to the expiry once the number is whole and valid.
 */
import { expect, test } from './fixtures/widget.ts';

const PAY_EN = /^Pay €24\.95$/;

test('the card frame shows the brand marks and moves on to the expiry', async ({ shop }) => {
  const card = await shop.open();
  await card.ready(PAY_EN);
  const marks = card.frame.getByRole('img', { name: /^Accepted cards: Visa, Mastercard/ });
  await expect(marks).toBeVisible();
  await expect(marks.locator('img')).toHaveCount(8);
  await expect
    .poll(() =>
      marks
        .locator('img')
        .evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);

  // An ordinary UK Visa Debit number: Visa, not V PAY.
  await card.number.pressSequentially('4462000000000003');
  await expect(marks.locator('.xpc-on')).toHaveAttribute('src', /#visa$/);
  await expect(card.expiry).toBeFocused();
  await card.expiry.pressSequentially('1230');
  await expect(card.expiry).toHaveValue('12 / 30');

  // Editing the number in the middle keeps focus there.
  await card.number.click();
  await card.number.press('Home');
  await card.number.press('Delete');
  await card.number.press('4');
  await expect(card.number).toBeFocused();
  await expect(card.number).toHaveValue('4462 0000 0000 0003');
});
