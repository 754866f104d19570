import { apiPost } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

/** A connection token for the realtime server (anonymous visitors get one too). */
export function fetchConnectionToken(locale: string): Promise<string> {
  return apiPost<Schemas['ConnectionToken']>('/websocket/token', { locale, body: {} }).then((r) => r.token);
}

/** A subscription token for the player's own private channel. */
export function fetchChannelToken(locale: string, channel: string): Promise<string> {
  return apiPost<Schemas['AuthorizeReply']>('/websocket/authorize', {
    locale,
    body: { channels: [channel] },
  }).then((reply) => reply.channels.find((c) => c.channel === channel)?.token ?? '');
}
