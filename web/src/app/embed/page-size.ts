import { tellParent } from '@/frame/parent-messages';

/** Layout size messages are debounced to 100 ms (docs/product.md#constants). */
export const PAGE_SIZE_DEBOUNCE_MS = 100;

/**
 * `page-size-changed` with the page's size whenever it settles on a new one, so a host can size the
 * frame to it. In a frame the page's height is its content's (global.css drops the viewport-high
 * minimum there: it would grow with the frame and never let it shrink).
 */
export function reportPageSize(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const send = () => {
    const box = document.body.getBoundingClientRect();
    const size = { width: Math.ceil(box.width), height: Math.ceil(box.height) };
    const key = `${size.width}x${size.height}`;
    if (key === last) return;
    last = key;
    tellParent({ name: 'page-size-changed', payload: size });
  };
  new ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(send, PAGE_SIZE_DEBOUNCE_MS);
  }).observe(document.body);
}
