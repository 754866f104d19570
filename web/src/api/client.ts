/**
 * The only place that calls `fetch`: JSON requests to the Sportsbook and Platform APIs with the
 * `Language` header, the app header (`X-Sportsbook-App`, the CSRF check of docs/product.md#sign-in-and-sessions)
 * and, in a frame given a session token by its host, `Authorization: Bearer` (docs/embedding.md).
 */
import { config } from '@/config/config';
import { endsSession } from '@/lib/auth-status';
import { apiLanguage } from '@/lib/locales';
import { bearerToken } from './bearer-token';
import { initialDataKey, takeInitialData } from './initial-data';
import type { ErrorCode, ErrorDetail } from './types';

/** An error answered by the API (`{"error":{code,message,details}}`) or a failed request. */
export class ApiError extends Error {
  readonly status: number;
  /** The API's code, or `request_failed` when the answer carried none. */
  readonly code: ErrorCode | 'request_failed';
  readonly details: Record<string, unknown>;

  constructor(status: number, detail: Partial<ErrorDetail>) {
    super(detail.message ?? `request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = detail.code ?? 'request_failed';
    this.details = (detail.details as Record<string, unknown> | undefined) ?? {};
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** `?a=1&b=x` from the defined parameters, in a stable order. */
export function queryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

type RequestOptions = {
  locale: string;
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** `config.platformBase` for the Platform API; the Sportsbook API otherwise. */
  base?: string;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Readonly<Record<string, string>>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const sessionEndListeners = new Set<(error: ApiError) => void>();

/** Called when any answer is a 401 `unauthorized`/`session_expired` (docs/product.md#session-errors: the session ends). */
export function onSessionEnded(listener: (error: ApiError) => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

async function request<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  const url = `${options.base ?? config.apiBase}${path}${queryString(options.params)}`;
  const language = apiLanguage(options.locale);
  if (method === 'GET') {
    // The server inlined the first page's data into the HTML: no round trip before the first render.
    const inlined = takeInitialData(initialDataKey(language, url));
    if (inlined !== undefined) return inlined as T;
  }
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    Language: language,
    // The custom app header (docs/product.md#sign-in-and-sessions): writes without it are refused as cross-site.
    'X-Sportsbook-App': 'web',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = bearerToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail = (payload as { error?: Partial<ErrorDetail> } | undefined)?.error ?? {};
    const error = new ApiError(response.status, detail);
    // A 401 ends the session the request went with; a host may have given another one meanwhile.
    if (endsSession(error.status, error.code) && token === bearerToken())
      for (const listener of sessionEndListeners) listener(error);
    throw error;
  }
  return payload as T;
}

export function apiGet<T>(path: string, options: RequestOptions): Promise<T> {
  return request<T>('GET', path, options);
}

export function apiPost<T>(path: string, options: RequestOptions): Promise<T> {
  return request<T>('POST', path, options);
}

export function apiPut<T>(path: string, options: RequestOptions): Promise<T> {
  return request<T>('PUT', path, options);
}

export function apiPatch<T>(path: string, options: RequestOptions): Promise<T> {
  return request<T>('PATCH', path, options);
}

export function apiDelete<T>(path: string, options: RequestOptions): Promise<T> {
  return request<T>('DELETE', path, options);
}
