// The host page of the embedding demo (docs/embedding.md): frames the sportsbook, logs every
// message it posts, answers `initialized` with `initializePlayerSession`, signs the player in
// with `setAuthToken`, reports the visible part of the frame and sizes the frame to the page.
//
// Query: `?product=<origin>` frames another origin (default: this one), `?path=` another page.
// The token comes from the sign-in API of the server that serves this page (`"auth": "bearer"`),
// so the product must be that same server, possibly under another host name
// (http://localhost:8080/embed-demo?product=http://127.0.0.1:8080). A real operator's site
// exchanges its own session for a token on its server instead.

const KEY = 'sportsbook';
const params = new URLSearchParams(window.location.search);
const productOrigin = originOf(params.get('product')) ?? window.location.origin;
const productPath = (params.get('path') ?? '/sports').replace(/^(?!\/)/, '/');

const frame = document.getElementById('product');
const log = document.getElementById('log');
const status = document.getElementById('status');
const signInForm = document.getElementById('sign-in');
const listenerBoxes = [...document.querySelectorAll('#listeners input[type="checkbox"]')];

function originOf(text) {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Posts to the framed product, to its origin only. */
function post(type, payload) {
  frame.contentWindow?.postMessage({ type, payload }, productOrigin);
}

function listeners() {
  return listenerBoxes.filter((box) => box.checked).map((box) => box.value);
}

/** The handshake; no token: the product keeps whatever session it has. */
function initializeSession() {
  post('initializePlayerSession', { token: null, listeners: listeners() });
}

function say(text) {
  status.textContent = text;
}

function record(type, payload) {
  const item = document.createElement('li');
  item.dataset.type = type;
  item.dataset.payload = JSON.stringify(payload ?? null);
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString('en-GB');
  item.append(time, ` ${type} ${JSON.stringify(payload ?? {})}`);
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

/** The part of the frame on screen, in the frame's pixels from its top. */
function reportViewport() {
  const box = frame.getBoundingClientRect();
  const top = Math.max(0, -box.top);
  const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  post('updateViewport', { top: Math.round(top), height: Math.round(height) });
}

let viewportQueued = false;
function queueViewport() {
  if (viewportQueued) return;
  viewportQueued = true;
  window.requestAnimationFrame(() => {
    viewportQueued = false;
    reportViewport();
  });
}

const handlers = {
  initialized() {
    initializeSession();
    reportViewport();
  },
  'page-size-changed'(payload) {
    if (typeof payload?.height === 'number' && payload.height > 0) {
      frame.style.height = `${Math.ceil(payload.height)}px`;
      queueViewport();
    }
  },
  'sign-in'() {
    say('The sportsbook asked this page to sign the player in: use the form.');
    document.getElementById('login').focus();
  },
  'sign-up'() {
    say('The sportsbook asked this page to sign a visitor up (this demo has no sign-up form).');
  },
  deposit() {
    say('The sportsbook asked this page to open its deposit (this demo has no cashier).');
  },
};

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== productOrigin) return;
  const type = typeof event.data?.type === 'string' ? event.data.type : '';
  if (!type.startsWith(`${KEY}:`)) return;
  record(type, event.data.payload);
  handlers[type.slice(KEY.length + 1)]?.(event.data.payload);
});

signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(signInForm);
  say('Signing in…');
  try {
    const response = await fetch('/api/platform/users/sign_in', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Sportsbook-App': 'embed-demo',
      },
      body: JSON.stringify({ login: form.get('login'), password: form.get('password'), auth: 'bearer' }),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok || typeof body.token !== 'string') {
      say(`Sign-in refused: ${body.error?.message ?? response.status}`);
      return;
    }
    post('setAuthToken', { token: body.token });
    say(`Signed in as ${body.data?.email ?? 'the player'}; the token went to the frame.`);
  } catch {
    say('Sign-in failed: the server did not answer.');
  }
});

document.getElementById('sign-out').addEventListener('click', () => {
  post('setAuthToken', { token: null });
  say('The frame was told to sign out.');
});

for (const box of listenerBoxes) box.addEventListener('change', initializeSession);
window.addEventListener('scroll', queueViewport, { passive: true });
window.addEventListener('resize', queueViewport);

document.getElementById('product-origin').textContent = productOrigin;
frame.src = `${productOrigin}${productPath}`;
