import { describe, expect, it } from 'vitest';
import { playerPrompt, type PlayerChecks } from './player-prompt';

const NOTHING: PlayerChecks = {
  missedFields: 0,
  mustAcceptTerms: false,
  mustVerifyPhone: false,
  isUnverified: false,
};

describe('playerPrompt', () => {
  it('asks nothing of a player with nothing to do', () => {
    expect(playerPrompt(NOTHING)).toBeNull();
  });

  it('asks each check on its own', () => {
    expect(playerPrompt({ ...NOTHING, missedFields: 1 })).toBe('missed_auth_fields');
    expect(playerPrompt({ ...NOTHING, mustAcceptTerms: true })).toBe('accept_terms');
    expect(playerPrompt({ ...NOTHING, mustVerifyPhone: true })).toBe('phone_verification');
    expect(playerPrompt({ ...NOTHING, isUnverified: true })).toBe('verification');
  });

  it('asks the missing fields first, then the terms, the phone and the verification', () => {
    const all: PlayerChecks = {
      missedFields: 2,
      mustAcceptTerms: true,
      mustVerifyPhone: true,
      isUnverified: true,
    };
    expect(playerPrompt(all)).toBe('missed_auth_fields');
    expect(playerPrompt({ ...all, missedFields: 0 })).toBe('accept_terms');
    expect(playerPrompt({ ...all, missedFields: 0, mustAcceptTerms: false })).toBe('phone_verification');
  });
});
