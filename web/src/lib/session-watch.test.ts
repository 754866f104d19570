import { describe, expect, it } from 'vitest';
import { checkDelayMs, hoursAndMinutes, isActive, limitEnding, stopsPolling } from './session-watch';

describe('session watch', () => {
  it('knows the refusals by which a limit ends the session', () => {
    expect(limitEnding(401, 'session_limit_reached', { minutes: 60 })).toEqual({
      code: 'session_limit_reached',
      minutes: 60,
      resetsAt: null,
    });
    expect(limitEnding(403, 'time_limit_reached', { resets_at: '2026-11-26T00:00:00.000Z' })).toEqual({
      code: 'time_limit_reached',
      minutes: null,
      resetsAt: '2026-11-26T00:00:00.000Z',
    });
    expect(limitEnding(401, 'activity_limit_reached', {})?.code).toBe('activity_limit_reached');
    expect(limitEnding(401, 'session_expired', {})).toBeNull();
    expect(limitEnding(422, 'time_limit_reached', {})).toBeNull();
  });
  it('stops polling on a refusal, not on a failed request', () => {
    expect(stopsPolling(400)).toBe(true);
    expect(stopsPolling(403)).toBe(true);
    expect(stopsPolling(503)).toBe(false);
    expect(stopsPolling(0)).toBe(false);
  });
  it('times the reality check from the server’s seconds', () => {
    expect(checkDelayMs({ reality_check: { due_in_seconds: 90 } })).toBe(90_000);
    expect(checkDelayMs({ reality_check: { due_in_seconds: 0 } })).toBe(0);
    expect(checkDelayMs({ reality_check: null })).toBeNull();
  });
  it('counts a visible page with input in the last minute as active', () => {
    expect(isActive(1_000, 61_000, true)).toBe(true);
    expect(isActive(1_000, 61_001, true)).toBe(false);
    expect(isActive(1_000, 2_000, false)).toBe(false);
  });
  it('splits a duration into hours and minutes', () => {
    expect(hoursAndMinutes(3_900)).toEqual({ hours: 1, minutes: 5 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
