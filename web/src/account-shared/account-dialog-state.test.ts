// @vitest-environment jsdom
// In a frame, sign-in, sign-up and deposit go to the host page when it listens for them, and are
// not offered when it does not (docs/product.md#embedding); every dialog that opens is announced to
// the host.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParentMessage } from '@/lib/frame-protocol';

async function load(isFramed: boolean) {
  vi.resetModules();
  vi.spyOn(window, 'top', 'get').mockReturnValue(isFramed ? ({} as Window) : window);
  const heard: ParentMessage[] = [];
  const messages = await import('@/frame/parent-messages');
  messages.connectParent((message) => heard.push(message));
  const listeners = await import('@/frame/parent-listeners');
  const state = await import('./account-dialog-state');
  const dialog = renderHook(() => state.useAccountDialog());
  const open = (kind: 'sign_in' | 'sign_up' | 'deposit' | 'phone_verification') =>
    act(() => state.openAccountDialog({ kind }));
  const current = () => dialog.result.current;
  return { heard, listeners, open, current };
}

describe('openAccountDialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens our own dialog outside a frame and announces it', async () => {
    const { heard, open, current } = await load(false);
    open('sign_in');
    expect(current()).toEqual({ kind: 'sign_in' });
    expect(heard).toEqual([{ name: 'notify-modal-triggered', payload: { modal: 'sign_in' } }]);
  });

  it('hands sign-in, sign-up and deposit to a host page that listens for them', async () => {
    const { heard, listeners, open, current } = await load(true);
    listeners.setParentListeners(['sign-in', 'sign-up', 'deposit']);
    open('sign_in');
    open('sign_up');
    open('deposit');
    expect(current()).toBeNull();
    expect(heard.map((message) => message.name)).toEqual(['sign-in', 'sign-up', 'deposit']);
  });

  it('offers nothing the host page does not handle, and keeps the other dialogs', async () => {
    const { heard, listeners, open, current } = await load(true);
    listeners.setParentListeners(['deposit']);
    expect(listeners.actionRoute('sign-in')).toBe('not_offered');
    open('sign_in');
    expect(current()).toBeNull();
    expect(heard).toEqual([]);
    open('phone_verification');
    expect(current()).toEqual({ kind: 'phone_verification' });
    expect(heard).toEqual([{ name: 'notify-modal-triggered', payload: { modal: 'phone_verification' } }]);
  });
});
