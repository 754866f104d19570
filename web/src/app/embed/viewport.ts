/**
 * The part of the frame the visitor sees, as the host reports it (`updateViewport`): a frame sized
 * to the page is taller than the screen, so dialogs open in that part (modal.module.css) rather than
 * in the middle of the whole frame.
 */
export function showViewport(top: number, height: number): void {
  const root = document.documentElement;
  root.style.setProperty('--frame-viewport-top', `${top}px`);
  root.style.setProperty('--frame-viewport-height', `${height}px`);
  root.dataset.frameViewport = 'reported';
}
