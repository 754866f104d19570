import { i18n } from './i18n';

/** A message file as a dynamic `import()` of JSON gives it. */
type MessageModule = { default: Record<string, unknown> };

/**
 * A loader of one lazily loaded message bundle: `load` imports its Serbian and English files
 * (first and second, literal `import()`s in the caller so the build splits them; anything after
 * them is awaited too), and the loader adds them to the one i18next instance, once.
 */
export function messageBundle(
  load: () => Promise<readonly [MessageModule, MessageModule, ...unknown[]]>,
): () => Promise<void> {
  let loaded: Promise<void> | null = null;
  return () => {
    loaded ??= load().then(([sr, en]) => {
      i18n.addResourceBundle('sr', 'translation', sr.default, true, true);
      i18n.addResourceBundle('en', 'translation', en.default, true, true);
    });
    return loaded;
  };
}
