// The operator API of the server under test (its own listener, bearer token; see
// playwright.config.ts), for journeys where an operator acts while a player watches.
import type { APIResponse, Page } from '@playwright/test';

export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';
export const OPERATOR_PORT = Number(
  process.env.E2E_OPERATOR_PORT ?? Number(process.env.E2E_API_PORT ?? 8091) + 100,
);

export async function operator(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<APIResponse> {
  return page.request.fetch(`http://127.0.0.1:${OPERATOR_PORT}${path}`, {
    method,
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
    data,
  });
}
