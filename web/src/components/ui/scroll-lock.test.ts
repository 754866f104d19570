// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { holdScroll, showScrollVisibility } from './scroll-lock';

const scroll = () => document.body.dataset.scroll;

describe('holdScroll', () => {
  it('hides the scroll while any surface is open, however they overlap', () => {
    showScrollVisibility();
    expect(scroll()).toBe('visible');
    const dialog = holdScroll();
    expect(scroll()).toBe('hidden');
    const nested = holdScroll();
    dialog();
    expect(scroll()).toBe('hidden');
    const another = holdScroll();
    nested();
    expect(scroll()).toBe('hidden');
    another();
    expect(scroll()).toBe('visible');
  });

  it('counts a release once, however often it is called', () => {
    const first = holdScroll();
    const second = holdScroll();
    first();
    first();
    expect(scroll()).toBe('hidden');
    second();
    expect(scroll()).toBe('visible');
  });
});
