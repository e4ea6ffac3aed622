/**
 * Keeps a chosen method in view. Choosing a method closes the one above it, which moves the new one
 * up, possibly out of the screen: this scrolls the least that shows the method's action (Pay,
 * Continue), never its label out of view. A chunk of its own, loaded when the customer first
 * chooses (the first render does not need it); the card entry uses it too.
 * @example
 * reveal(radio.parentElement); // after the choice is rendered, or as soon as the panel is
 */

/** Space kept between the viewport's edge and what is revealed. */
const MARGIN = 12;

/**
 * Scrolls the least that shows `item`'s action, never its label out of view; tries again on the
 * next frames while the panel is still loading (the card entry is a chunk of its own).
 */
export function reveal(item: Element, frames = 90) {
  const action = item.querySelector('.primary, .xpc-pay');
  if (!action) {
    if (frames > 0) requestAnimationFrame(() => reveal(item, frames - 1));
    return;
  }
  const top = item.getBoundingClientRect().top - MARGIN;
  const below = action.getBoundingClientRect().bottom + MARGIN - innerHeight;
  const by = top < 0 ? top : Math.min(Math.max(below, 0), top);
  if (by) scrollBy(0, by);
}
