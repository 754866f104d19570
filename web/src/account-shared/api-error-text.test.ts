import { readFileSync } from 'node:fs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import type { ErrorCode } from '@/api/types';
import accountEn from '@/i18n/messages/account-en.json';
import accountSr from '@/i18n/messages/account-sr.json';
import { formErrors } from './api-error-text';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('formErrors', () => {
  it('puts a field error next to the field the form shows', () => {
    const error = new ApiError(422, {
      code: 'password_too_weak',
      details: { field: 'password', fields: { password: 'password_too_weak' } } as never,
    });
    expect(formErrors(t, error, ['email', 'password'])).toEqual({
      form: undefined,
      fields: { password: '[account.errors.password_too_weak]' },
    });
  });
  it('quotes a limit refusal’s figures: the limit, what is left and when it resets', () => {
    const tWith = ((key: string, values?: Record<string, string>) =>
      `[${key}${values ? ` ${Object.values(values).join(' ')}` : ''}]`) as unknown as TFunction;
    const error = new ApiError(422, {
      code: 'deposit_limit_reached',
      details: {
        limit_type: 'deposit',
        limit: '50.00',
        available: '20.00',
        currency: 'EUR',
        resets_at: '2026-11-30T00:00:00.000Z',
      } as never,
    });
    expect(formErrors(tWith, error, ['amount']).form).toBe(
      '[account.errors.deposit_limit_reached [account.errors.default]] [account.limitFigures 50.00 20.00 EUR] [account.limitResets 2026-11-30 00:00 UTC]',
    );
  });
  it('gives the form the errors of fields it does not show', () => {
    const error = new ApiError(422, {
      code: 'token_expired',
      details: { field: 'reset_password_token' } as never,
    });
    expect(formErrors(t, error, ['password'])).toEqual({
      form: '[account.errors.token_expired]',
      fields: {},
    });
  });
  it('gives the form errors without a field, and says "network" for failed requests', () => {
    expect(formErrors(t, new ApiError(401, { code: 'invalid_credentials' }), ['login'])).toEqual({
      form: '[account.errors.invalid_credentials]',
      fields: {},
    });
    expect(formErrors(t, new TypeError('Failed to fetch'), [])).toEqual({
      form: '[account.errors.network]',
      fields: {},
    });
  });
});

describe('waits', () => {
  const counted = ((key: string, options?: { count?: number; wait?: string }) =>
    `[${key}${options?.count !== undefined ? `:${options.count}` : ''}${options?.wait ? `:${options.wait}` : ''}]`) as unknown as TFunction;
  const refusal = (retry: unknown) =>
    new ApiError(429, { code: 'too_many_requests', details: { retry_after: retry } as never });

  it('say how long to wait, in seconds under a minute and whole minutes after', () => {
    expect(formErrors(counted, refusal(9), ['login']).form).toBe(
      '[account.tooManyRequestsWait:[account.retry.seconds:9]]',
    );
    expect(formErrors(counted, refusal(61), ['login']).form).toBe(
      '[account.tooManyRequestsWait:[account.retry.minutes:2]]',
    );
  });
  it('fall back to the general text without a wait', () => {
    expect(formErrors(counted, refusal(undefined), ['login']).form).toBe(
      '[account.errors.too_many_requests]',
    );
  });
});

describe('error texts', () => {
  // Fails to compile when the server adds a code the web app has no text for.
  const en: Record<ErrorCode, string> = accountEn.account.errors;
  const sr: Record<ErrorCode, string> = accountSr.account.errors;

  it('exist in both languages for every code of the OpenAPI document', () => {
    const document = JSON.parse(
      readFileSync(new URL('../../../crates/server/openapi.json', import.meta.url), 'utf8'),
    ) as { components: { schemas: { ErrorCode: { enum: ErrorCode[] } } } };
    const codes = document.components.schemas.ErrorCode.enum;
    expect(codes.length).toBeGreaterThan(80);
    for (const code of codes) {
      expect(en[code], code).toBeTruthy();
      expect(sr[code], code).toBeTruthy();
      expect(sr[code], code).not.toBe(en[code]);
    }
  });
});
