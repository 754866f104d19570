/**
 * The auth dialogs of docs/product.md#dialogs and how a URL opens them: a `modal` query or hash parameter
 * (`signIn`, `signUp`, `confirmation`, `passwordEdit`, `passwordNew`, `unlock`, `deposit`), the
 * show-deposit flag (`show_deposit=true`), plus the token the emailed links carry. Pure.
 */
import { addressParams } from './url-params';

export const ACCOUNT_DIALOG_KINDS = [
  'sign_in',
  'sign_up',
  'forgot_password',
  'confirm_password',
  'resend_confirmation_instructions',
  'resend_unlock_instructions',
  'edit_password',
  'missed_auth_fields',
  'phone_verification',
  'deposit',
  'unlock_user',
  'accept_terms',
  'verification',
] as const;

export type AccountDialogKind = (typeof ACCOUNT_DIALOG_KINDS)[number];

export type AccountDialogRequest = { kind: AccountDialogKind; token?: string };

/** The values of the `modal` parameter. */
export const MODAL_PARAM_VALUES = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
  'deposit',
] as const;

export type ModalParamValue = (typeof MODAL_PARAM_VALUES)[number];

/** Dialogs that cannot be dismissed (docs/product.md#dialogs): they close only when done (or on sign-out). */
export function isClosable(kind: AccountDialogKind): boolean {
  return kind !== 'phone_verification' && kind !== 'missed_auth_fields' && kind !== 'accept_terms';
}

/** Query/hash parameters an opened dialog takes out of the address (tokens must not linger). */
export const CONSUMED_PARAMS = [
  'modal',
  'show_deposit',
  'confirmation_token',
  'reset_password_token',
  'unlock_token',
] as const;

/** A flag parameter that is on: `true` or `1`. */
function isFlagOn(value: string | null): boolean {
  return value === 'true' || value === '1';
}

function isModalValue(value: string | null): value is ModalParamValue {
  return (MODAL_PARAM_VALUES as readonly string[]).includes(value ?? '');
}

/**
 * The dialog a URL asks for, if any. A token turns `confirmation` into the email confirmation and
 * `unlock` into the unlock itself; without one they offer to resend the instructions.
 */
export function parseModalRequest(search: string, hash = ''): AccountDialogRequest | null {
  const params = addressParams(search, hash);
  const value = params.get('modal');
  const confirmation = params.get('confirmation_token') ?? '';
  if (!isModalValue(value)) {
    if (confirmation !== '') return { kind: 'confirm_password', token: confirmation };
    return isFlagOn(params.get('show_deposit')) ? { kind: 'deposit' } : null;
  }
  switch (value) {
    case 'signIn':
      return { kind: 'sign_in' };
    case 'signUp':
      return { kind: 'sign_up' };
    case 'passwordNew':
      return { kind: 'forgot_password' };
    case 'deposit':
      return { kind: 'deposit' };
    case 'confirmation':
      return confirmation !== ''
        ? { kind: 'confirm_password', token: confirmation }
        : { kind: 'resend_confirmation_instructions' };
    case 'passwordEdit': {
      const token = params.get('reset_password_token') ?? '';
      return token !== '' ? { kind: 'edit_password', token } : { kind: 'forgot_password' };
    }
    case 'unlock': {
      const token = params.get('unlock_token') ?? '';
      return token !== '' ? { kind: 'unlock_user', token } : { kind: 'resend_unlock_instructions' };
    }
  }
}

/** The outcome of a demo payment carried back in `?payment=` (docs/product.md#query-parameters). */
export type PaymentResult = 'success' | 'error' | 'pending';

export function parsePaymentResult(search: string): PaymentResult | null {
  const value = new URLSearchParams(search.replace(/^\?/, '')).get('payment');
  return value === 'success' || value === 'error' || value === 'pending' ? value : null;
}
