// Renders every page's first paint from the app's own components (src/app/first-paint/) and writes
// the templates to dist/.vite/first-paint.json for the server. Runs after `vite build`: the same
// Vite configuration builds the renderer for Node, so its CSS-module class names are the client
// build's; every class a template uses is checked against the built stylesheets.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}node_modules/.first-paint/`;
const templateText = `${root}src/app/first-paint/template-text.ts`;

await build({
  root,
  logLevel: 'warn',
  plugins: [
    {
      name: 'first-paint-text',
      enforce: 'pre',
      // Texts the browser derives become markers in the templates (see template-text.ts). The alias
      // `@/` has resolved the app's imports to absolute paths; the renderer's own relative import
      // of the real functions (for the fill script) is left alone.
      resolveId: (id) => (id === `${root}src/lib/match-text` ? templateText : null),
    },
  ],
  build: {
    ssr: 'src/app/first-paint/templates.tsx',
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { advancedChunks: undefined } },
  },
});

const { renderFirstPaints } = await import(pathToFileURL(`${out}templates.js`).href);
const paints = await renderFirstPaints();

const dist = `${root}dist/`;
const css = readdirSync(`${dist}assets`)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(`${dist}assets/${file}`, 'utf8'))
  .join('\n');
for (const [key, parts] of Object.entries(paints.templates)) {
  const markup = parts.filter((_, index) => index % 2 === 0).join('');
  for (const [, classes] of markup.matchAll(/class="([^"]*)"/g)) {
    // CSS-module names (`_title_1fvhg_3`); others (React Router's `active`) are not the build's.
    for (const name of classes.split(/\s+/).filter((name) => name.startsWith('_'))) {
      if (!css.includes(`.${name}`))
        throw new Error(`first paint "${key}": class ${name} is not in the build's CSS`);
    }
  }
}
mkdirSync(`${dist}.vite`, { recursive: true });
writeFileSync(`${dist}.vite/first-paint.json`, `${JSON.stringify(paints)}\n`);
console.log(`first paint: ${Object.keys(paints.templates).length} templates`);
