// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import indexHtml from '../../../index.html?raw';
import { CONSENT_COOKIE, CookieConsent } from './cookie-consent';

const headScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  delete document.documentElement.dataset.consent;
});
afterEach(cleanup);

/** What the page's head decides before the first paint shows: whether the notice is hidden. */
function isHiddenByHead(): boolean {
  new Function(headScript)();
  return document.documentElement.dataset.consent === 'given';
}

describe("the page's head", () => {
  it('leaves the first paint’s notice to a visitor who has not answered', () => {
    expect(isHiddenByHead()).toBe(false);
  });

  it('hides it from a visitor whose cookie says they accepted', () => {
    document.cookie = `other=x; Path=/`;
    document.cookie = `${CONSENT_COOKIE}=1; Path=/`;
    expect(isHiddenByHead()).toBe(true);
  });

  it('reads an empty cookie as no answer, as the app does', () => {
    document.cookie = `${CONSENT_COOKIE}=; Path=/`;
    expect(isHiddenByHead()).toBe(false);
  });

  it('does not mistake another cookie ending in the same name', () => {
    document.cookie = `old_${CONSENT_COOKIE}=1; Path=/`;
    expect(isHiddenByHead()).toBe(false);
  });
});

function renderNotice() {
  const router = createMemoryRouter([{ path: '*', element: <CookieConsent /> }]);
  render(<RouterProvider router={router} />);
}

describe('CookieConsent', () => {
  it('asks until accepted, then keeps the answer in its cookie', async () => {
    renderNotice();
    const notice = screen.getByRole('region', { name: 'Kolačići' });
    expect(await screen.findByRole('link', { name: 'Više u uslovima korišćenja' })).toBeDefined();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Prihvatam' })));
    expect(notice.isConnected).toBe(false);
    await waitFor(() => expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`));
    // Another layout drawing the notice (an error page's) does not ask again either.
    cleanup();
    renderNotice();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('follows the head: not asked where it hid the first paint’s notice', () => {
    document.cookie = `${CONSENT_COOKIE}=1; Path=/`;
    expect(isHiddenByHead()).toBe(true);
    renderNotice();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
