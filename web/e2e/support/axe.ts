// axe-core in the page: the critical and serious violations (WCAG 2.x A and AA rules, axe's best
// practices) of the page as it is now.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated through the DevTools protocol rather than added as a <script>: the pages' CSP runs
// no inline script without the response's nonce.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** The critical and serious violations on the page as it is now, one line each with its elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      ({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
