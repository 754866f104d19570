/**
 * Widget scripts loaded when first needed (decision 037, docs/widgets.md): a `<script async>` added
 * to the head once per address, and the object it registers on `window` under an agreed name. The
 * operator's live chat and push notifications use it, with the contract of docs/widgets.md, and so
 * does the platform's payment widget.
 */

/** How long a script has, from the ask, to load and register its object. */
export const WIDGET_TIMEOUT_MS = 10_000;
/** How often a loaded script's object is looked for (it may register once its provider is ready). */
const POLL_MS = 100;

/** The operator's widget: its script and the account it serves (`config.chat`, `config.pushNotifications`). */
export type WidgetSettings = { scriptUrl: string; id: string; region: string | null };

/** The chat contract: the script sets `window.sportsbookChat`. */
export type ChatWidget = { open: () => void };

/** What a push script is told about the subscription it makes. */
export type PushOptions = { id: string; region: string | null; playerId: string };

/** The push contract: the script sets `window.sportsbookPush`. */
export type PushWidget = {
  /** Subscribes this browser for the player; resolves with the provider's subscription id. */
  subscribe: (options: PushOptions) => Promise<string>;
  unsubscribe: () => Promise<void>;
};

type ScriptRequest<T> = {
  url: string;
  /** The `window` property the script sets. */
  global: string;
  isReady: (value: unknown) => value is T;
  /** `data-*` attributes of the script element (names without `data-`, camelCase). */
  data?: Readonly<Record<string, string>>;
};

/** Scripts added to the page, by address: settled when the script has run or failed to load. */
const scripts = new Map<string, Promise<void>>();
/** Objects asked for, by name and address, while the ask is pending or after it succeeded. */
const widgets = new Map<string, Promise<unknown>>();

function addScript(url: string, data: Readonly<Record<string, string>>): Promise<void> {
  let loaded = scripts.get(url);
  if (loaded === undefined) {
    loaded = new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = url;
      element.async = true;
      Object.assign(element.dataset, data);
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener(
        'error',
        () => {
          // Forgotten, so the next ask tries again (the network may come back).
          scripts.delete(url);
          element.remove();
          reject(new Error(`widget script ${url} failed to load`));
        },
        { once: true },
      );
      document.head.appendChild(element);
    });
    scripts.set(url, loaded);
  }
  return loaded;
}

function registered<T>({ url, global, isReady, data = {} }: ScriptRequest<T>): Promise<T> {
  const current: unknown = Reflect.get(window, global);
  if (isReady(current)) return Promise.resolve(current);
  return new Promise<T>((resolve, reject) => {
    let poll: number | undefined;
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      window.clearTimeout(timer);
      window.clearInterval(poll);
      finish();
    };
    const timer = window.setTimeout(
      () => settle(() => reject(new Error(`widget script ${url} registered no ${global}`))),
      WIDGET_TIMEOUT_MS,
    );
    const look = () => {
      const value: unknown = Reflect.get(window, global);
      if (isReady(value)) settle(() => resolve(value));
    };
    addScript(url, data).then(
      () => {
        look();
        if (!isSettled) poll = window.setInterval(look, POLL_MS);
      },
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

/**
 * The object a widget script registers under `global`, loading the script first if needed: at
 * most one script per address, one pending ask per object. Rejects when the script fails to load
 * or registers nothing within `WIDGET_TIMEOUT_MS`; a failed ask is forgotten, so the next one
 * tries again.
 */
export function loadWidgetScript<T>(request: ScriptRequest<T>): Promise<T> {
  const key = `${request.global} ${request.url}`;
  let widget = widgets.get(key) as Promise<T> | undefined;
  if (widget === undefined) {
    widget = registered(request);
    widget.catch(() => widgets.delete(key));
    widgets.set(key, widget);
  }
  return widget;
}

/** Whether `value` is an object with a function under each of `names` (a script's registered API). */
export function hasMethods(value: unknown, names: readonly string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    names.every((name) => typeof Reflect.get(value, name) === 'function')
  );
}

/** What the app tells every widget script: the operator's account and region at the provider. */
function widgetData(settings: WidgetSettings): Record<string, string> {
  return settings.region === null
    ? { widgetId: settings.id }
    : { widgetId: settings.id, widgetRegion: settings.region };
}

/** The operator's live chat (`window.sportsbookChat`). */
export function loadChat(settings: WidgetSettings): Promise<ChatWidget> {
  return loadWidgetScript({
    url: settings.scriptUrl,
    global: 'sportsbookChat',
    isReady: (value): value is ChatWidget => hasMethods(value, ['open']),
    data: widgetData(settings),
  });
}

/** The operator's push notifications (`window.sportsbookPush`). */
export function loadPush(settings: WidgetSettings): Promise<PushWidget> {
  return loadWidgetScript({
    url: settings.scriptUrl,
    global: 'sportsbookPush',
    isReady: (value): value is PushWidget => hasMethods(value, ['subscribe', 'unsubscribe']),
    data: widgetData(settings),
  });
}

/** Whether the server takes `value` as a subscription id: 1–200 visible ASCII characters. */
export function isSubscriptionId(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value);
}
