import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The committed OpenAPI document (source of src/api/schema.d.ts) must be what the server serves.
test('the committed OpenAPI document matches the running server', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.ok()).toBe(true);
  const committed = JSON.parse(
    readFileSync(new URL('../../crates/server/openapi.json', import.meta.url), 'utf8'),
  );
  expect(await response.json(), 'run `npm run gen:api:server` and commit').toEqual(committed);
});
