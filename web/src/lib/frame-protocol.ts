/**
 * The frame protocol with a host page (docs/embedding.md): the messages the product posts to its
 * parent, each type prefixed with the product's key, the messages it accepts from the parent and
 * the origin rules of both directions (docs/product.md#embedding). Pure.
 */

/** The product's key: every message to the parent is typed `sportsbook:<name>`. */
export const PRODUCT_KEY = 'sportsbook';

/** The actions a host page may take over (offered in a frame only when it listens: docs/product.md#embedding). */
export const HOST_ACTIONS = ['sign-in', 'sign-up', 'deposit'] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

/** What the product tells its parent; `payload` is the message's data. */
export type ParentMessage =
  | { name: HostAction; payload: Record<string, never> }
  | { name: 'initialized'; payload: { locale: string } }
  | { name: 'page-loaded'; payload: { path: string } }
  | { name: 'page-size-changed'; payload: { width: number; height: number } }
  | { name: 'balance-changed'; payload: { balance: number; currency: string; subunits: number } }
  | { name: 'notify-currency-changed'; payload: { currency: string } }
  | { name: 'bet-slip-state-changed'; payload: { selections: number } }
  | { name: 'top-event-clicked'; payload: { match_id: number } }
  | { name: 'notify-modal-triggered'; payload: { modal: string } };

export type ParentMessageName = ParentMessage['name'];

/** The posted form: `{ type: 'sportsbook:page-loaded', payload: { path: '/sports' } }`. */
export type PostedMessage = { type: `${typeof PRODUCT_KEY}:${ParentMessageName}`; payload: object };

export function toPosted(message: ParentMessage): PostedMessage {
  return { type: `${PRODUCT_KEY}:${message.name}`, payload: message.payload };
}

/** What the parent may send: a session (a bearer token, or none) and the visible part of the frame. */
export type HostMessage =
  /** The host's handshake: the player's session, and which actions it handles itself. */
  | { type: 'initializePlayerSession'; token: string | null; listeners: HostAction[] }
  /** A new session token (the host signed the player in or refreshed it); `null` signs out. */
  | { type: 'setAuthToken'; token: string | null }
  /** The part of the frame the visitor sees, in the frame's CSS pixels from its top. */
  | { type: 'updateViewport'; top: number; height: number };

/** The two session messages: the only ones the wildcard admits (docs/product.md#embedding). */
const SESSION_MESSAGES: ReadonlySet<HostMessage['type']> = new Set([
  'initializePlayerSession',
  'setAuthToken',
]);

/** A whitelist entry that admits any origin, for the session messages only. */
export const ANY_ORIGIN = '*';

type Payload = Record<string, unknown>;

function token(payload: Payload): string | null | undefined {
  const value = payload.token;
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function listeners(payload: Payload): HostAction[] {
  const value = payload.listeners;
  if (!Array.isArray(value)) return [];
  return HOST_ACTIONS.filter((action) => value.includes(action));
}

function pixels(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A host message from posted data (`{ type, payload }`), or `null` for anything else. */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, payload: raw } = data as { type?: unknown; payload?: unknown };
  const payload: Payload = typeof raw === 'object' && raw !== null ? (raw as Payload) : {};
  switch (type) {
    case 'initializePlayerSession': {
      const value = token(payload);
      return value === undefined ? null : { type, token: value, listeners: listeners(payload) };
    }
    case 'setAuthToken': {
      const value = token(payload);
      return value === undefined ? null : { type, token: value };
    }
    case 'updateViewport': {
      const top = pixels(payload.top);
      const height = pixels(payload.height);
      return top === undefined || height === undefined ? null : { type, top, height };
    }
    default:
      return null;
  }
}

export type OriginRules = {
  /** The site's `parent_origins`. */
  whitelist: readonly string[];
  /** The product's own origin. */
  ownOrigin: string;
};

/**
 * Whether a message from `origin` is accepted (docs/product.md#embedding): from a whitelisted
 * origin, from our own, or — the session messages only — from any origin when the whitelist holds
 * the wildcard.
 */
export function acceptsHostMessage(origin: string, message: HostMessage, rules: OriginRules): boolean {
  if (origin === rules.ownOrigin) return true;
  if (origin !== ANY_ORIGIN && rules.whitelist.includes(origin)) return true;
  return rules.whitelist.includes(ANY_ORIGIN) && SESSION_MESSAGES.has(message.type);
}

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin messages to the parent are posted to: the parent's (the browser's ancestor origins, or
 * the referrer where there are none), and only when it is whitelisted or our own — never `*`, so a
 * page that framed us without being allowed to hears nothing.
 */
export function parentTargetOrigin(
  ancestorOrigins: readonly string[] | undefined,
  referrer: string,
  rules: OriginRules,
): string | null {
  const parent = ancestorOrigins?.[0] ?? (referrer === '' ? null : originOf(referrer));
  if (parent === null || parent === undefined) return null;
  return parent === rules.ownOrigin || rules.whitelist.includes(parent) ? parent : null;
}
