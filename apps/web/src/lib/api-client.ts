import type { ErrorCode, ErrorResponse } from '@ojeador/shared';
import { currentLanguage, i18n } from './i18n';
import { blockReasonOf, rememberBlock } from './blocked-account';
import { getAuthToken, signOut } from './session';

/** What arrived as an error body: the shared `{ code, message, details?, requestId }`, any field possibly missing. */
type ApiErrorBody = Partial<ErrorResponse>;

export class ApiError extends Error {
  readonly status: number;
  /** The server's error code: branch on this, never on the message text. Null when no body came. */
  readonly code: ErrorCode | null;
  readonly details: unknown;
  readonly requestId: string | null;
  /** The server's own `message`, when it sent one (user-facing text). */
  readonly serverMessage: string | null;

  constructor(status: number, body: ApiErrorBody | null, fallbackMessage?: string) {
    const serverMessage = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : null;
    super(serverMessage ?? fallbackMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body?.code === 'string' ? body.code : null;
    this.details = body?.details;
    this.requestId = typeof body?.requestId === 'string' ? body.requestId : null;
    this.serverMessage = serverMessage;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token when there is one (default true). */
  auth?: boolean;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asErrorBody(value: unknown): ApiErrorBody | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

/**
 * Same-origin fetch wrapper: JSON in and out, bearer token when signed in, typed errors.
 * A 204 (or an empty body) resolves to undefined. A 401 to a signed-in call ends the session, and so does
 * a 403 ACCOUNT_BLOCKED.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  const data = parseJson(text);
  return (data === undefined ? text : data) as T;
}

/** A file a signed-in route serves (an image or a PDF that is not a public upload): its bytes, errors as apiFetch's. */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await send(path, { signal }, '*/*')).blob();
}

/** The request with the session's token, and the failure rules every call shares; answers an ok response. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const token = auth ? getAuthToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, i18n.t('errors.unreachable'));
  }

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const error = new ApiError(response.status, asErrorBody(text ? parseJson(text) : null));
    if (response.status === 401 && token) signOut('expired');
    // A blocked account is refused on every call (and at sign-in): end the session here; BlockedNotice opens the
    // page that says why, with the admin's reason.
    if (response.status === 403 && error.code === 'ACCOUNT_BLOCKED') {
      rememberBlock(blockReasonOf(error.details));
      if (token) signOut('blocked');
    }
    throw error;
  }
  return response;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiFetch<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiFetch<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiFetch<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiFetch<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiFetch<T>(path, { ...options, method: 'DELETE' }),
};

type CodeWithText = keyof OjeadorCatalogues['common']['errors']['codes'];
const hasCodeText = (code: ErrorCode): code is CodeWithText => i18n.exists(`errors.codes.${code}`, { ns: 'common' });

/**
 * What the user reads for a failed call. The server speaks Spanish: a Spanish reader gets its message when it sent
 * one; an English reader gets the common catalogue's text for the error's `code` when there is one, else the
 * server's message. Without either, the given fallback (the spec's "server message if given").
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (currentLanguage() === 'en' && error.code && hasCodeText(error.code)) return i18n.t(`errors.codes.${error.code}`);
  return error.serverMessage ?? fallback;
}
