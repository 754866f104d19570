// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createStoredValue, localStore } from './stored-value';
import { ODDS_FORMAT_STORAGE_KEY, oddsFormatStore } from './odds-format';

describe('the odds format preference', () => {
  it('is european until chosen, then remembered under odds_type', () => {
    expect(oddsFormatStore.get()).toBe('european');
    let notified = 0;
    const unsubscribe = oddsFormatStore.subscribe(() => {
      notified += 1;
    });
    oddsFormatStore.set('american');
    unsubscribe();
    expect(notified).toBe(1);
    expect(localStorage.getItem(ODDS_FORMAT_STORAGE_KEY)).toBe('american');
  });
  it('ignores a stored value that is not a format', () => {
    localStorage.setItem('odds_type_probe', 'decimal');
    const store = createStoredValue(localStore, 'odds_type_probe', (raw) =>
      raw === 'british' ? raw : 'european',
    );
    expect(store.get()).toBe('european');
  });
});
