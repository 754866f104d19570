// Initial JavaScript of a route, gzip: the entry chunk, the route's lazy module and every chunk
// they import statically (what the browser must fetch before the route renders). Reads the Vite
// manifest of `dist/`. Usage: node scripts/measure-bundle.mjs [--max KiB] [route-module ...]
// (default: the home route); exits 1 over the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const args = process.argv.slice(2);
const maxIndex = args.indexOf('--max');
const maxKiB = maxIndex === -1 ? Infinity : Number(args.splice(maxIndex, 2)[1]);
const routes = args;
const roots = ['index.html', ...(routes.length ? routes : ['src/app/routes/home-route.tsx'])];

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
}
roots.forEach(visit);

let total = 0;
for (const key of seen) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const bytes = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KiB  initial JavaScript (gzip) of ${roots.slice(1).join(', ')}`,
);
if (total / 1024 > maxKiB) {
  console.error(`over the budget of ${maxKiB} KiB`);
  process.exit(1);
}
