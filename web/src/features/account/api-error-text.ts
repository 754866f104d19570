/** Turns an API error into translated texts: one per field (shown next to it) and one for the form. */
import type { TFunction } from 'i18next';
import { ApiError } from '@/api/client';
import type { ErrorCode } from '@/api/types';

export type FormErrors = { form?: string; fields: Record<string, string> };

/** The translation of an API error code; codes without one get the general text. */
export function errorText(t: TFunction, code: ErrorCode | ApiError['code']): string {
  return t(`account.errors.${code}`, { defaultValue: t('account.errors.default') });
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
    if (shownFields.includes(field)) fields[field] = errorText(t, code);
    else form = errorText(t, code);
  }
  if (Object.keys(fields).length === 0 && form === undefined) form = errorText(t, error.code);
  return { form, fields };
}
