/** Deposits through the demo payment provider (`POST /payments/deposits`). */
import { config } from '@/config/config';
import { apiPost } from './client';
import type { Payment } from './types';

/**
 * Starts a deposit of `amount` (decimal text) in the current currency. The answer's `redirect_url`
 * is `returnUrl` plus `?payment=success|error|pending`.
 */
export function createDeposit(locale: string, amount: string, returnUrl: string): Promise<Payment> {
  const body = { amount, return_url: returnUrl };
  return apiPost<{ data: Payment }>('/payments/deposits', { locale, base: config.platformBase, body }).then(
    (b) => b.data,
  );
}
