// Writes the files the server reads besides the client build (decisions 017 and 018), after
// `vite build`: every page's first paint rendered from the app's own components
// (src/app/first-paint/) into dist/.vite/first-paint.json, and the route table with each page
// kind's metadata and first data (src/app/route-list/) into dist/.vite/routes.json. The same Vite
// configuration builds both for Node, so CSS-module class names are the client build's; every class
// a template uses is checked against the built stylesheets, every route module against the manifest.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}node_modules/.first-paint/`;
const templateText = `${root}src/app/first-paint/template-text.ts`;
const BROWSER_TEXTS = [`${root}src/lib/match-text`, `${root}src/lib/country-text`];

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
      resolveId: (id) => (BROWSER_TEXTS.includes(id) ? templateText : null),
    },
  ],
  build: {
    ssr: true,
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { templates: 'src/app/first-paint/templates.tsx', 'route-list': 'src/app/route-list/emit.ts' },
      output: { advancedChunks: undefined },
    },
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

const { emitRouteList } = await import(pathToFileURL(`${out}route-list.js`).href);
const routeList = await emitRouteList();
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
for (const { path, module } of routeList.routes) {
  if (module !== null && !(module in manifest))
    throw new Error(`route ${path}: its module ${module} is not in the build's manifest`);
}
for (const [kind, { is_redirect: isRedirect }] of Object.entries(routeList.pages)) {
  if (!isRedirect && !Object.keys(paints.templates).some((key) => key.split(' ')[1] === kind))
    throw new Error(`page kind ${kind} has no first paint (src/app/first-paint/pages.tsx)`);
}

mkdirSync(`${dist}.vite`, { recursive: true });
writeFileSync(`${dist}.vite/first-paint.json`, `${JSON.stringify(paints)}\n`);
writeFileSync(`${dist}.vite/routes.json`, `${JSON.stringify(routeList, null, 1)}\n`);
console.log(
  `first paint: ${Object.keys(paints.templates).length} templates; routes: ${routeList.routes.length} routes, ` +
    `${Object.keys(routeList.pages).length} page kinds`,
);
