/** Turns an API error into translated texts: one per field (shown next to it) and one for the form. */
import type { TFunction } from 'i18next';
import { ApiError } from '@/api/client';
import type { ErrorCode } from '@/api/types';

export type FormErrors = { form?: string; fields: Record<string, string> };

/** The translation of an API error code; codes without one get the general text. */
export function errorText(t: TFunction, code: ErrorCode | ApiError['code']): string {
  return t(`account.errors.${code}`, { defaultValue: t('account.errors.default') });
}

/** "Try again in 15 minutes" when the refusal says how long to wait (`retry_after`, seconds). */
function waitText(t: TFunction, error: ApiError): string | undefined {
  const seconds = error.details.retry_after;
  if (error.code !== 'too_many_requests' || typeof seconds !== 'number' || seconds <= 0) return undefined;
  const wait =
    seconds < 60
      ? t('account.retry.seconds', { count: seconds })
      : t('account.retry.minutes', { count: Math.ceil(seconds / 60) });
  return t('account.tooManyRequestsWait', { wait });
}

/**
 * "Limit 50.00 EUR, left 20.00 EUR, resets 2026-11-30 00:00 UTC." when a limit refusal carries its
 * figures (`details.limit`, `available`, `currency`, `resets_at`; decision 049).
 */
function limitFigures(t: TFunction, error: ApiError): string | undefined {
  const { limit, available, currency, resets_at: resetsAt } = error.details;
  if (typeof limit !== 'string' || typeof available !== 'string' || typeof currency !== 'string')
    return undefined;
  const figures = t('account.limitFigures', { limit, available, currency });
  if (typeof resetsAt !== 'string') return figures;
  const resets = `${resetsAt.slice(0, 10)} ${resetsAt.slice(11, 16)} UTC`;
  return `${figures} ${t('account.limitResets', { resets })}`;
}

/** A refusal's own text, with the figures a limit refusal quotes. */
function refusalText(t: TFunction, error: ApiError): string {
  const figures = limitFigures(t, error);
  const text = errorText(t, error.code);
  return figures === undefined ? text : `${text} ${figures}`;
}

/**
 * `422 {details: {field, fields: {password: "password_too_weak"}}}` → the password field's text.
 * Errors for fields the form does not show, and errors without a field, go to the form.
 */
export function formErrors(t: TFunction, error: unknown, shownFields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) return { form: t('account.errors.network'), fields: {} };
  const details = error.details as { fields?: Record<string, ErrorCode>; field?: string };
  const byField = details.fields ?? (details.field ? { [details.field]: error.code } : {});
  const fields: Record<string, string> = {};
  let form: string | undefined;
  for (const [field, code] of Object.entries(byField)) {
    if (shownFields.includes(field))
      fields[field] = code === error.code ? refusalText(t, error) : errorText(t, code);
    else form = errorText(t, code);
  }
  if (Object.keys(fields).length === 0 && form === undefined)
    form = waitText(t, error) ?? refusalText(t, error);
  return { form, fields };
}
