// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: the id is also held for the page's life. */
async function freshDeviceId(): Promise<string> {
  vi.resetModules();
  const module = await import('./device-id');
  return module.deviceId();
}

function clearCookie(name: string) {
  document.cookie = `${name}=; Path=/; Max-Age=0`;
}

describe('deviceId', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie('device_id');
  });

  it('makes a random id once and keeps it in the cookie and local storage', async () => {
    const id = await freshDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`device_id=${id}`);
    expect(localStorage.getItem('device_id')).toBe(id);
    expect(await freshDeviceId()).toBe(id);
  });

  it('keeps the id an earlier version saved in local storage', async () => {
    localStorage.setItem('device_id', 'legacy-id');
    expect(await freshDeviceId()).toBe('legacy-id');
    expect(document.cookie).toContain('device_id=legacy-id');
  });

  it('prefers the cookie, and puts it back into local storage', async () => {
    document.cookie = 'device_id=from-cookie; Path=/';
    localStorage.setItem('device_id', 'other');
    expect(await freshDeviceId()).toBe('from-cookie');
    expect(localStorage.getItem('device_id')).toBe('from-cookie');
  });
});
