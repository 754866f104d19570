import { describe, expect, it } from 'vitest';
import { isClosable, parseModalRequest, parsePaymentResult } from './account-modal';

describe('parseModalRequest', () => {
  it('maps every modal value of docs/product.md#dialogs to a dialog', () => {
    expect(parseModalRequest('?modal=signIn')).toEqual({ kind: 'sign_in' });
    expect(parseModalRequest('?modal=signUp')).toEqual({ kind: 'sign_up' });
    expect(parseModalRequest('?modal=passwordNew')).toEqual({ kind: 'forgot_password' });
    expect(parseModalRequest('?modal=deposit')).toEqual({ kind: 'deposit' });
    expect(parseModalRequest('?modal=confirmation')).toEqual({ kind: 'resend_confirmation_instructions' });
    expect(parseModalRequest('?modal=unlock')).toEqual({ kind: 'resend_unlock_instructions' });
    expect(parseModalRequest('?modal=passwordEdit')).toEqual({ kind: 'forgot_password' });
  });
  it('opens the deposit for the show-deposit flag, and only when it is on', () => {
    expect(parseModalRequest('?show_deposit=true')).toEqual({ kind: 'deposit' });
    expect(parseModalRequest('', '#show_deposit=1')).toEqual({ kind: 'deposit' });
    expect(parseModalRequest('?show_deposit=false')).toBeNull();
    expect(parseModalRequest('?modal=signIn&show_deposit=true')).toEqual({ kind: 'sign_in' });
  });
  it('uses the emailed tokens', () => {
    expect(parseModalRequest('?modal=unlock&unlock_token=abc')).toEqual({
      kind: 'unlock_user',
      token: 'abc',
    });
    expect(parseModalRequest('?modal=passwordEdit&reset_password_token=r1')).toEqual({
      kind: 'edit_password',
      token: 'r1',
    });
    expect(parseModalRequest('?modal=confirmation&confirmation_token=c1')).toEqual({
      kind: 'confirm_password',
      token: 'c1',
    });
    expect(parseModalRequest('?confirmation_token=c2')).toEqual({ kind: 'confirm_password', token: 'c2' });
  });
  it('reads the hash as well as the query', () => {
    expect(parseModalRequest('', '#modal=signUp')).toEqual({ kind: 'sign_up' });
    expect(parseModalRequest('?modal=signIn', '#modal=signUp')).toEqual({ kind: 'sign_in' });
  });
  it('ignores unknown values and pages without a modal', () => {
    expect(parseModalRequest('?modal=casino')).toBeNull();
    expect(parseModalRequest('?day=2')).toBeNull();
    expect(parseModalRequest('')).toBeNull();
  });
});

describe('isClosable', () => {
  it('refuses to dismiss phone verification and the missing-fields form only', () => {
    expect(isClosable('phone_verification')).toBe(false);
    expect(isClosable('missed_auth_fields')).toBe(false);
    expect(isClosable('sign_in')).toBe(true);
    expect(isClosable('deposit')).toBe(true);
  });
});

describe('parsePaymentResult', () => {
  it('reads success, error and pending and nothing else', () => {
    expect(parsePaymentResult('?payment=success')).toBe('success');
    expect(parsePaymentResult('?x=1&payment=error')).toBe('error');
    expect(parsePaymentResult('?payment=pending')).toBe('pending');
    expect(parsePaymentResult('?payment=maybe')).toBeNull();
  });
});
