// The generated wire types must match the committed OpenAPI document; the e2e suite checks that
// document against the running server (e2e/api-contract.spec.ts). Regenerate with `npm run gen:api`.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { generateSchema, schemaPath } from '../../scripts/gen-api.mjs';

describe('generated API types', () => {
  it('are what openapi-typescript makes of the committed OpenAPI document', async () => {
    const committed = await readFile(schemaPath as string, 'utf8');
    expect(committed, 'run `npm run gen:api`').toBe(await (generateSchema as () => Promise<string>)());
  }, 30_000);
});
