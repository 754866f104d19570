// Lighthouse (mobile, simulated throttling, Debian Chromium) on pages of a running app; prints the
// median of N runs of LCP and CLS per URL as JSON lines for BENCHMARKS.md.
// Usage: node scripts/lighthouse.mjs [--runs 5] URL...   (CHROME_PATH defaults to /usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 5 : Number(args.splice(runsIndex, 2)[1]);
const urls = args;
if (urls.length === 0) throw new Error('give at least one URL');
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const bin = new URL('../node_modules/.bin/lighthouse', import.meta.url).pathname;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

for (const url of urls) {
  const lcp = [];
  const cls = [];
  for (let run = 0; run < runs; run += 1) {
    const output = join(dir, `run-${run}.json`);
    execFileSync(
      bin,
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${output}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: 'ignore',
      },
    );
    const audits = JSON.parse(readFileSync(output, 'utf8')).audits;
    lcp.push(audits['largest-contentful-paint'].numericValue);
    cls.push(audits['cumulative-layout-shift'].numericValue);
  }
  console.log(
    JSON.stringify({ url, runs, lcp_ms: Math.round(median(lcp)), cls: Number(median(cls).toFixed(3)) }),
  );
}
