/**
 * Devise-style auth routes of the Platform API: sign-up/in, password reset, confirmation, unlock (sign-out is
 * the session's: `session.ts`, part of every page, while these load with the account dialogs).
 */
import { config } from '@/config/config';
import { apiGet, apiPost, apiPut } from './client';
import type { Player, SignedIn, SignUpForm } from './types';

const base = config.platformBase;
type Sent = { data: { status: string } };

export function signIn(locale: string, login: string, password: string): Promise<Player> {
  return apiPost<SignedIn>('/users/sign_in', { locale, base, body: { login, password } }).then((b) => b.data);
}

export function signUp(locale: string, form: SignUpForm): Promise<Player> {
  return apiPost<{ data: Player }>('/users', { locale, base, body: form }).then((b) => b.data);
}

export function requestPasswordReset(locale: string, email: string): Promise<Sent> {
  return apiPost<Sent>('/users/password', { locale, base, body: { email } });
}

export function resetPassword(
  locale: string,
  token: string,
  password: string,
  confirmation: string,
): Promise<unknown> {
  const body = { reset_password_token: token, password, password_confirmation: confirmation };
  return apiPut<unknown>('/users/password', { locale, base, body });
}

export function confirmEmail(locale: string, token: string): Promise<unknown> {
  return apiGet<unknown>('/users/confirmation', { locale, base, params: { confirmation_token: token } });
}

export function resendConfirmation(locale: string, email: string): Promise<Sent> {
  return apiPost<Sent>('/users/confirmation', { locale, base, body: { email } });
}

export function unlockAccount(locale: string, token: string): Promise<unknown> {
  return apiGet<unknown>('/users/unlock', { locale, base, params: { unlock_token: token } });
}

export function resendUnlock(locale: string, email: string): Promise<Sent> {
  return apiPost<Sent>('/users/unlock', { locale, base, body: { email } });
}
