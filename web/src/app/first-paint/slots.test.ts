import { describe, expect, it } from 'vitest';
import { derived, fillScript, slot, toTemplate } from './slots';

describe('first-paint templates', () => {
  it('split rendered markup into markup and slot names, alternating', () => {
    const html = `<h1>${slot('match.name')}</h1><a href="/sports/${slot('sport.key')}">x</a>`;
    expect(toTemplate(html)).toEqual([
      '<h1>',
      'match.name',
      '</h1><a href="/sports/',
      'sport.key',
      '">x</a>',
    ]);
  });

  it('leave texts the browser derives to the fill script, their arguments still slots', () => {
    const html = `<span>${derived('kickOffDate', [slot('match.start_time'), 'en-GB'])}</span>`;
    expect(toTemplate(html)).toEqual([
      '<span><template data-fn="kickOffDate" data-a0="',
      'match.start_time',
      '" data-a1="en-GB"></template></span>',
    ]);
  });

  it('refuse a marker they cannot place', () => {
    expect(() => toTemplate('<p>@@not a slot@@</p>')).toThrow(/cannot place/);
  });

  it("fill each element with its function's text", () => {
    const script = fillScript({ shout: (text: string) => text.toUpperCase() });
    expect(script).toMatch(/^<script>.*shout:.*toUpperCase.*<\/script>$/s);
  });
});
