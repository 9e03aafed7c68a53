import {
  errorBodySchema,
  type AnyRoute,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteResponse,
} from '@glossa/contract';
import { ApiError, NETWORK_ERROR, REQUEST_ABORTED, TIMEOUT_EXCEEDED, statusMessage } from './api-error.ts';
import type { AuthContext, ClientAuth } from './auth.ts';
import { routeUrl } from './request-url.ts';
import { parseAnswer, validatesByDefault } from './validate.ts';

export interface ClientOptions {
  /** Where the API is: `/api` in the web app, `https://glossa.example/api` elsewhere. */
  baseUrl: string;
  auth: ClientAuth;
  /** Check every JSON answer against its route's schema (default: in development and tests only). */
  validateResponses?: boolean;
  /** The fetch to use (default: the global one); tests give a fake. */
  fetch?: typeof fetch;
}

type IsNone<T> = [T] extends [undefined] ? true : false;

type ParamsOption<R> =
  IsNone<RouteParamsInput<R>> extends true ? { params?: undefined } : { params: RouteParamsInput<R> };
type QueryOption<R> =
  IsNone<RouteQueryInput<R>> extends true ? { query?: undefined } : { query?: RouteQueryInput<R> };
/** A JSON body, or for a multipart route either its fields as `body` or a ready `form`. */
type BodyOption<R> =
  IsNone<RouteBodyInput<R>> extends true
    ? { body?: undefined; form?: undefined }
    : { body: RouteBodyInput<R>; form?: undefined } | { form: FormData; body?: undefined };

/** Everything one call of a route takes besides the route. */
export type CallOptions<R> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    signal?: AbortSignal;
    /** Milliseconds; none by default. */
    timeoutMs?: number;
  };

/** What `url()` takes: a path and query, no body. */
export type UrlOptions<R> = ParamsOption<R> & QueryOption<R>;

/** Options may be left out when the route needs none. */
type OptionalWhenEmpty<T> = object extends T ? [options?: T] : [options: T];

export interface GlossaClient {
  /**
   * Calls a route and resolves to its answer (parsed when validating); rejects with an ApiError.
   * @example await client.call(api.vocabulary.changesSince, { params: { since } })
   */
  call<R extends AnyRoute>(
    route: R,
    ...options: OptionalWhenEmpty<CallOptions<R>>
  ): Promise<RouteResponse<R>>;
  /**
   * The URL of a route, for what the browser loads or navigates to itself (audio, sign-out, social sign-in).
   * @example audio.src = client.url(api.audio.recording, { params: { lang: 'ko', audioId } })
   */
  url<R extends AnyRoute>(route: R, ...options: OptionalWhenEmpty<UrlOptions<R>>): string;
}

interface LooseOptions {
  params?: object;
  query?: object;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function formOf(route: AnyRoute, fields: unknown): FormData {
  if (typeof fields !== 'object' || fields === null)
    throw new Error(`${route.id}: a form body must be an object`);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/** The body and its content type as the route expects them. */
function encodeBody(route: AnyRoute, options: LooseOptions): { body?: BodyInit; type?: string } {
  if (options.form) return { body: options.form };
  if (options.body === undefined) return {};
  if (route.bodyKind === 'multipart') return { body: formOf(route, options.body) };
  if (route.bodyKind === undefined || route.bodyKind === 'json') {
    return { body: JSON.stringify(options.body), type: 'application/json' };
  }
  throw new Error(`${route.id}: ${route.bodyKind} bodies are sent by a browser form, not by the client`);
}

async function toApiError(response: Response): Promise<ApiError> {
  let parsed: { detail: string; code: string } | undefined;
  try {
    const result = errorBodySchema.safeParse(await response.json());
    if (result.success) parsed = result.data;
  } catch {
    parsed = undefined;
  }
  return new ApiError(
    statusMessage(response.status),
    response.status,
    parsed?.code ?? 'HTTP_ERROR',
    parsed?.detail,
  );
}

/**
 * A client of the Glossa API: every call names a route of `@glossa/contract`'s table, so paths, inputs and
 * answers are typed from it and no path string is written anywhere else.
 * @example
 * const client = createClient({ baseUrl: '/api', auth: cookieAuth() });
 * const words = await client.call(api.dictionary.words, { params: { written: '학교' }, query: { lang: 'en' } });
 */
export function createClient(options: ClientOptions): GlossaClient {
  const { baseUrl, auth } = options;
  const validate = options.validateResponses ?? validatesByDefault();
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const context: AuthContext = { baseUrl, fetch: fetchFn };

  async function send(route: AnyRoute, call: LooseOptions, isRetry: boolean): Promise<unknown> {
    if (route.navigation)
      throw new Error(`${route.id} is a navigation: give the browser client.url() instead`);
    const url = routeUrl(baseUrl, route, call.params, call.query);
    const { body, type } = encodeBody(route, call);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(type ? { 'Content-Type': type } : {}),
      ...(await auth.headers(route.method, context)),
    };

    const controller = new AbortController();
    let timedOut = false;
    const timer = call.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, call.timeoutMs)
      : undefined;
    const abortFromCaller = () => controller.abort();
    if (call.signal?.aborted) controller.abort();
    call.signal?.addEventListener('abort', abortFromCaller);

    let response: Response;
    try {
      response = await fetchFn(url, {
        method: route.method,
        headers,
        body,
        credentials: auth.credentials,
        signal: controller.signal,
      });
    } catch {
      if (timedOut) throw new ApiError(TIMEOUT_EXCEEDED, 0, 'TIMEOUT');
      if (controller.signal.aborted) throw new ApiError(REQUEST_ABORTED, 0, 'ABORTED');
      throw new ApiError(NETWORK_ERROR, 0, 'NETWORK');
    } finally {
      if (timer) clearTimeout(timer);
      call.signal?.removeEventListener('abort', abortFromCaller);
    }

    if (response.status === 401 && !isRetry && (await auth.recover(route))) return send(route, call, true);
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204 || route.answer.kind === 'empty') return undefined;
    const contentType = response.headers.get('content-type') ?? '';
    const answer: unknown = contentType.includes('application/json')
      ? await response.json()
      : await response.text();
    return validate ? parseAnswer(route, answer) : answer;
  }

  return {
    call<R extends AnyRoute>(route: R, ...rest: OptionalWhenEmpty<CallOptions<R>>) {
      return send(route, (rest[0] ?? {}) as LooseOptions, false) as Promise<RouteResponse<R>>;
    },
    url<R extends AnyRoute>(route: R, ...rest: OptionalWhenEmpty<UrlOptions<R>>) {
      const given = (rest[0] ?? {}) as LooseOptions;
      return routeUrl(baseUrl, route, given.params, given.query);
    },
  };
}
