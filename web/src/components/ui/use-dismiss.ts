import { useEffect, type RefObject } from 'react';

/** Closes a popup on Escape (focus back to its button) and on a click outside `ref`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, isOpen: boolean, close: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      ref.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    }
    function onPointer(event: PointerEvent) {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref, isOpen, close]);
}
