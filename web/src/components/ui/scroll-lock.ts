/**
 * The body's scroll visibility (docs/product.md#layout body attributes): `data-scroll="hidden"`
 * while any modal surface is open — a dialog, a drawer such as the side menu — so the page behind
 * stays still (`global.css`), `"visible"` otherwise. Surfaces may overlap: each one holds the
 * page until it closes, and the last to close lets it go.
 */
let holders = 0;

/** Writes the attribute for the surfaces open now. */
export function showScrollVisibility(): void {
  document.body.dataset.scroll = holders > 0 ? 'hidden' : 'visible';
}

/** Holds the page still until the returned release is called (more calls of it do nothing). */
export function holdScroll(): () => void {
  holders += 1;
  showScrollVisibility();
  let isHeld = true;
  return () => {
    if (!isHeld) return;
    isHeld = false;
    holders -= 1;
    showScrollVisibility();
  };
}
