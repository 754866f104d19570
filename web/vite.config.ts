import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

type ModuleGraph = { getModuleInfo(id: string): { importers: string[]; importedIds: string[] } | null };

const SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const firstPages = new WeakMap<object, Set<string>>();

/** The app modules the entry imports statically (the first page's), found once per chunking pass. */
function firstPageModules(graph: ModuleGraph): Set<string> {
  const entry = graph.getModuleInfo(ENTRY);
  if (entry === null) return new Set();
  let modules = firstPages.get(entry);
  if (modules === undefined) {
    modules = new Set([ENTRY]);
    const queue = [ENTRY];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (next.startsWith(SOURCE) && !modules.has(next)) {
          modules.add(next);
          queue.push(next);
        }
      }
    }
    firstPages.set(entry, modules);
  }
  return modules;
}

/**
 * `first-page-shared`: the first page's modules that lazy chunks import too. Left to the automatic
 * splitting they become a dozen small chunks, regrouped whenever a lazy chunk starts or stops
 * importing one of them, each with its own overhead (see CONTEXT.md).
 */
function firstPageShared(id: string, graph: ModuleGraph): string | null {
  const modules = firstPageModules(graph);
  if (!modules.has(id) || id === ENTRY) return null;
  // All of the first page's styles, so they stay one stylesheet in import order (tokens first).
  if (id.endsWith('.css')) return 'first-page-shared';
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => !modules.has(importer)) ? 'first-page-shared' : null;
}

// The API server for development and `vite preview`; the production build is served by the Rust binary.
const apiTarget = process.env.SPORTSBOOK_API_URL ?? 'http://127.0.0.1:8090';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/connection': { target: apiTarget, ws: true },
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next|use-sync-external-store|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            { name: firstPageShared, debugName: 'first-page-shared' },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
