/**
 * What the app tells the host page that frames it (docs/embedding.md). Small on purpose: it is part
 * of the first page. Nothing is sent outside a frame; inside one the frame bridge (`app/embed`,
 * loaded only there) connects itself and posts to the whitelisted parent.
 */
import type { ParentMessage } from '@/lib/frame-protocol';

let deliver: ((message: ParentMessage) => void) | null = null;

/** Whether the page runs inside a frame (a cross-origin parent counts too). */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export function tellParent(message: ParentMessage): void {
  deliver?.(message);
}

/** The frame bridge delivers the messages from now on. */
export function connectParent(send: (message: ParentMessage) => void): void {
  deliver = send;
}
