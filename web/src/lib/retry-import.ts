/** A module of the app whose code did not arrive, even the second time (docs/product.md#error-pages). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('a module of the app could not be loaded', { cause });
  }
}

/** The wait before the one retry of a failed download: past a dropped request, not an outage. */
export const CHUNK_RETRY_MS = 1000;

/**
 * `load` — a dynamic `import()` — tried once more after `waitMs` when it fails (browsers fetch a
 * module that failed to arrive again); a second failure is a `ChunkLoadError`, for which the page
 * offers a reload.
 */
export function importWithRetry<T>(load: () => Promise<T>, waitMs = CHUNK_RETRY_MS): Promise<T> {
  return load()
    .catch(() => new Promise((resolve) => setTimeout(resolve, waitMs)).then(load))
    .catch((error: unknown) => {
      throw new ChunkLoadError(error);
    });
}
