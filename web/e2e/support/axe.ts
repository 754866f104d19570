// axe-core in the page (WCAG 2.x A and AA rules, axe's best practices): the critical and serious
// violations, one line each with its elements. The same check as accessibility.spec.ts, here for
// journeys that check a part of a page (a panel) in the state they brought it to.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** The critical and serious violations within the elements `selectors` match (the whole page without). */
export async function seriousViolations(page: Page, selectors: string[] = []): Promise<string[]> {
  // Evaluated, not added as a script tag: the page's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: { run: (context?: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const context = include.length > 0 ? { include: include.map((selector) => [selector]) } : undefined;
    return (await axe.run(context ?? document)).violations;
  }, selectors);
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      ({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
