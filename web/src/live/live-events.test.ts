import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-events';

describe('a private-channel publication', () => {
  it('carries the unread notification count', () => {
    const event = { event_name: 'unread_counters_changed', message: { unread: 3 } };
    expect(parseLiveEvent(event)).toEqual(event);
  });

  it('is ignored when its count is not a number', () => {
    expect(
      parseLiveEvent({ event_name: 'unread_counters_changed', message: { unread: '3' } }),
    ).toBeUndefined();
    expect(parseLiveEvent({ event_name: 'unread_counters_changed', message: {} })).toBeUndefined();
  });
});
