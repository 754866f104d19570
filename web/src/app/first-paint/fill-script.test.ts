// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { kickOffDate } from '@/lib/match-text';
import { derived, fillScript, siteSetting, toTemplate } from './slots';

/** Runs the fill script over `#root` holding `markup`, with the site configuration the server injected. */
function fill(markup: string, siteConfig: object): string {
  document.head.innerHTML = `<script id="site-config" type="application/json">${JSON.stringify(siteConfig)}</script>`;
  document.body.innerHTML = `<div id="root">${toTemplate(markup).join('')}</div>`;
  const script = fillScript({ kickOffDate }).replace(/^<script>|<\/script>$/g, '');
  new Function(script)();
  return document.getElementById('root')?.textContent ?? '';
}

describe('the first paint fill script', () => {
  const markup = `<span>${derived('kickOffDate', ['2026-01-12T17:30:00Z', 'en-GB', siteSetting('timezone')])}</span>`;

  it("shows a kick-off in the site's time zone, read from the page's site configuration", () => {
    expect(fill(markup, { timezone: 'Europe/Belgrade' })).toBe('12 Jan 2026, 18:30');
    expect(fill(markup, { timezone: 'America/New_York' })).toBe('12 Jan 2026, 12:30');
  });

  it('writes what the app writes', () => {
    expect(fill(markup, { timezone: 'Asia/Tokyo' })).toBe(
      kickOffDate('2026-01-12T17:30:00Z', 'en-GB', 'Asia/Tokyo'),
    );
  });
});
