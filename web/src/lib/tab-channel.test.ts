import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabChannel } from './tab-channel';

describe('tab channel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries one tab’s messages to the others, not back to itself', async () => {
    const here = tabChannel<string>('test-channel');
    const there = tabChannel<string>('test-channel');
    const heard: string[] = [];
    const echoes: string[] = [];
    there.listen((message) => heard.push(message));
    here.listen((message) => echoes.push(message));
    here.post('open');
    await vi.waitFor(() => expect(heard).toEqual(['open']));
    expect(echoes).toEqual([]);
  });

  it('does nothing where there is no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = tabChannel<string>('none');
    const listener = vi.fn();
    const stop = channel.listen(listener);
    channel.post('open');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
