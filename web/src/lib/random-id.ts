/**
 * 128 random bits as hex: idempotency keys for exactly-once writes (deposits, bet placement; one
 * per attempt, repeated when the same attempt is retried) and the device id.
 * `crypto.getRandomValues` works outside secure contexts too, unlike `randomUUID`.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
