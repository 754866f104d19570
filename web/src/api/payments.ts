/** Deposits through the demo payment provider (`POST /payments/deposits`). */
import { config } from '@/config/config';
import { apiPost } from './client';
import type { Payment } from './types';

/**
 * Starts a deposit of `amount` (decimal text) in the current currency, exactly once per
 * `idempotencyKey` (a retry of the same attempt repeats it and gets the first answer). The
 * answer's `redirect_url` is `returnUrl` plus `?payment=success|error|pending`.
 */
export function createDeposit(
  locale: string,
  amount: string,
  returnUrl: string,
  idempotencyKey: string,
): Promise<Payment> {
  const body = { amount, return_url: returnUrl };
  const headers = { 'Idempotency-Key': idempotencyKey };
  return apiPost<{ data: Payment }>('/payments/deposits', {
    locale,
    base: config.platformBase,
    body,
    headers,
  }).then((b) => b.data);
}
