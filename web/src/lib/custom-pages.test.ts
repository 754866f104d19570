import { describe, expect, it } from 'vitest';
import { customPageParagraphs, customPagePath, type CustomPageSettings } from './custom-pages';

const page: CustomPageSettings = {
  slug: 'euro-2028',
  title: { sr: 'Evro 2028', en: 'Euro 2028' },
  text: { sr: 'Prvi pasus.\n\n  Drugi\npasus.  \n \n\n', en: 'First.' },
  matchId: null,
};

describe('custom pages', () => {
  it('live under /pages/{slug}', () => {
    expect(customPagePath('euro-2028')).toBe('/pages/euro-2028');
  });

  it('split their text into paragraphs at blank lines, keeping single line breaks inside one', () => {
    expect(customPageParagraphs(page, 'sr', 'sr')).toEqual(['Prvi pasus.', 'Drugi\npasus.']);
    expect(customPageParagraphs(page, 'en', 'sr')).toEqual(['First.']);
  });

  it('fall back to the default locale’s text, and to none', () => {
    expect(customPageParagraphs({ ...page, text: { sr: 'Samo srpski.' } }, 'en', 'sr')).toEqual([
      'Samo srpski.',
    ]);
    expect(customPageParagraphs({ ...page, text: {} }, 'en', 'sr')).toEqual([]);
  });
});
