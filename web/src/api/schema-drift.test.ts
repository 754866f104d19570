// The generated wire types must match the committed OpenAPI document; the e2e suite checks that
// document against the running server (e2e/api-contract.spec.ts). Regenerate with `npm run gen:api`.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the generator script lives outside src/
import { generateSchema, schemaPath } from '../../scripts/gen-api.mjs';

describe('generated API types', () => {
  it('are what openapi-typescript makes of the committed OpenAPI document', async () => {
    const committed = await readFile(schemaPath, 'utf8');
    expect(committed, 'run `npm run gen:api`').toBe(await generateSchema());
  }, 30_000);
});
