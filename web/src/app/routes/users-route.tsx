import { Navigate, useLocation } from 'react-router';
import type { ModalParamValue } from '@/lib/account-modal';

/** The account pages (docs/product.md#pages) and the emailed links, by their path after `/users`. */
const MODAL_BY_PATH: Readonly<Record<string, ModalParamValue>> = {
  '/users/sign-in': 'signIn',
  '/users/sign-up': 'signUp',
  '/users/password/new': 'passwordNew',
  '/users/password/edit': 'passwordEdit',
  '/users/confirmation': 'confirmation',
};

/**
 * `/users/…` pages open their dialog over the home page: `/users/password/edit?reset_password_token=x`
 * → `/sports?modal=passwordEdit&reset_password_token=x` (the dialog then takes the token out).
 */
export function UsersRedirect({ prefix, base }: { prefix: string; base: string }) {
  const location = useLocation();
  const rest = location.pathname.slice(prefix.length).replace(/\/+$/, '');
  const modal = MODAL_BY_PATH[rest];
  const params = new URLSearchParams(location.search);
  if (modal !== undefined) params.set('modal', modal);
  const search = params.toString();
  return <Navigate to={{ pathname: base, search: search === '' ? '' : `?${search}` }} replace />;
}
