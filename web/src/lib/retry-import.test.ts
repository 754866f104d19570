import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_RETRY_MS, importWithRetry } from './retry-import';

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithRetry', () => {
  it('loads once when the module arrives', async () => {
    const load = vi.fn(() => Promise.resolve({ page: 1 }));
    await expect(importWithRetry(load)).resolves.toEqual({ page: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download once more after the wait', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ page: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ page: 2 });
    const result = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ page: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry with a ChunkLoadError carrying the last failure', async () => {
    const last = new TypeError('still offline');
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(last);
    const error: unknown = await importWithRetry(load, 0).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(last);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
