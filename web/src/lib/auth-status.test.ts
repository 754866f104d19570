import { describe, expect, it } from 'vitest';
import { endsSession, isAuthLoading, nextAuthStatus } from './auth-status';

describe('nextAuthStatus', () => {
  it('goes UNKNOWN → PENDING → LOGGED_IN or NOT_LOGGED_IN', () => {
    const pending = nextAuthStatus('UNKNOWN', { type: 'profile_load_started' });
    expect(pending).toBe('PENDING');
    expect(nextAuthStatus(pending, { type: 'profile_loaded', isLoggedIn: true })).toBe('LOGGED_IN');
    expect(nextAuthStatus(pending, { type: 'profile_loaded', isLoggedIn: false })).toBe('NOT_LOGGED_IN');
  });
  it('does not fall back to PENDING when a known status reloads', () => {
    expect(nextAuthStatus('LOGGED_IN', { type: 'profile_load_started' })).toBe('LOGGED_IN');
  });
  it('treats a failed first load as not logged in but keeps a known status', () => {
    expect(nextAuthStatus('PENDING', { type: 'profile_load_failed' })).toBe('NOT_LOGGED_IN');
    expect(nextAuthStatus('LOGGED_IN', { type: 'profile_load_failed' })).toBe('LOGGED_IN');
  });
  it('signs in and out, and an ended session logs out', () => {
    expect(nextAuthStatus('NOT_LOGGED_IN', { type: 'signed_in' })).toBe('LOGGED_IN');
    expect(nextAuthStatus('LOGGED_IN', { type: 'signed_out' })).toBe('NOT_LOGGED_IN');
    expect(nextAuthStatus('LOGGED_IN', { type: 'session_ended' })).toBe('NOT_LOGGED_IN');
  });
});

describe('isAuthLoading', () => {
  it('holds until the status is known either way', () => {
    expect(isAuthLoading('UNKNOWN')).toBe(true);
    expect(isAuthLoading('PENDING')).toBe(true);
    expect(isAuthLoading('LOGGED_IN')).toBe(false);
    expect(isAuthLoading('NOT_LOGGED_IN')).toBe(false);
  });
});

describe('endsSession', () => {
  it('ends the session on a 401 unauthorized or session_expired only', () => {
    expect(endsSession(401, 'unauthorized')).toBe(true);
    expect(endsSession(401, 'session_expired')).toBe(true);
  });
  it('leaves wrong credentials and other statuses to the form', () => {
    expect(endsSession(401, 'invalid_credentials')).toBe(false);
    expect(endsSession(403, 'unauthorized')).toBe(false);
    expect(endsSession(422, 'password_too_weak')).toBe(false);
  });
});
