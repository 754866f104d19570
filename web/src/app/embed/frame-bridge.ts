/**
 * The product's side of the frame protocol (docs/embedding.md), loaded only inside a frame: it
 * posts the messages of docs/product.md#embedding to the parent — only to a whitelisted origin or
 * our own, never to `*` — and takes the parent's session and viewport messages under the same
 * section's origin rules.
 */
import { bearerToken } from '@/api/bearer-token';
import { adoptBearerToken } from '@/api/profile-load';
import { config } from '@/config/config';
import { setParentListeners } from '@/frame/parent-listeners';
import { connectParent, tellParent } from '@/frame/parent-messages';
import {
  acceptsHostMessage,
  parentTargetOrigin,
  parseHostMessage,
  toPosted,
  type HostMessage,
} from '@/lib/frame-protocol';
import { parseLocalePath } from '@/lib/paths';
import { queryClient } from '../query-client';
import { reportPageLoads } from './page-loads';
import { reportPageSize } from './page-size';
import { reportAccounts } from './account-reports';
import { reportSlip } from './slip-reports';
import { showViewport } from './viewport';

function currentLocale(): string {
  return parseLocalePath(window.location.pathname, config.locale).locale;
}

/** A session token from the host: a new one signs its player in, `null` signs out. */
function takeToken(token: string | null): void {
  if (token !== bearerToken()) void adoptBearerToken(queryClient, currentLocale(), token);
}

function receive(message: HostMessage): void {
  switch (message.type) {
    case 'initializePlayerSession':
      setParentListeners(message.listeners);
      // No token: the host has no session to give, the product keeps its own.
      if (message.token !== null) takeToken(message.token);
      return;
    case 'setAuthToken':
      takeToken(message.token);
      return;
    case 'updateViewport':
      showViewport(message.top, message.height);
      return;
  }
}

function ancestorOrigins(): string[] | undefined {
  return 'ancestorOrigins' in window.location ? Array.from(window.location.ancestorOrigins) : undefined;
}

/** Listens to the parent, then (when it may be told) says `initialized` and reports from then on. */
export function startFrameBridge(): void {
  const rules = { whitelist: config.parentOrigins, ownOrigin: window.location.origin };
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = parseHostMessage(event.data);
    if (message !== null && acceptsHostMessage(event.origin, message, rules)) receive(message);
  });
  const target = parentTargetOrigin(ancestorOrigins(), document.referrer, rules);
  if (target === null) return;
  connectParent((message) => window.parent.postMessage(toPosted(message), target));
  tellParent({ name: 'initialized', payload: { locale: currentLocale() } });
  reportPageLoads();
  reportPageSize();
  reportAccounts(queryClient);
  reportSlip();
}
