import type { z } from 'zod';
import type { RegisteredErrorCode } from '../error-registry.ts';

/** HTTP methods the API uses. HEAD is answered wherever GET is (Fastify adds it, or the route declares it). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone (`public`), anyone with the answer depending on who asks (`optional`),
 * or only a signed-in user, by session cookie or Bearer token (`user`).
 */
export type Access = 'public' | 'optional' | 'user';

/** A Cache-Control rule a route's answers carry. */
export type CacheRule = 'no-store' | `public, max-age=${number}`;

/** How the request body travels. */
export type BodyKind = 'json' | 'multipart' | 'form-urlencoded' | 'text';

/**
 * What a successful answer is: JSON checked against `response`, no content (204), a redirect a browser
 * follows (a navigation, not an API call), or a file of the given media type.
 */
export type Answer =
  | { kind: 'json'; status?: 200 | 201 }
  | { kind: 'empty' }
  | { kind: 'redirect' }
  | { kind: 'file'; mediaType: string };

/**
 * One endpoint of the API, described once: the server registers and validates with it, the client calls
 * through it, and the OpenAPI document is generated from it.
 */
export interface RouteDefinition<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
> {
  /** Stable name (`vocabulary.changesSince`), the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Path under `/api` in Fastify's syntax (`/user/voc/change/:since`). */
  path: string;
  /** The feature it belongs to: the OpenAPI tag. */
  tag: string;
  access: A;
  /**
   * The Cache-Control header of every answer (errors included), set by the server from here: `no-store` for
   * anything private to the signed-in user. Absent: the handler decides (files with validators, redirects).
   */
  cache?: CacheRule;
  params?: Params;
  query?: Query;
  body?: Body;
  bodyKind?: BodyKind;
  /** Schema of a JSON answer (only for `answer.kind === 'json'`). */
  response?: Response;
  answer: Answer;
  /** The error codes this route may answer besides the ones every route may (ROUTE_COMMON_ERRORS). */
  errors: readonly RegisteredErrorCode[];
  /** True when a browser navigates here (sign-out, social sign-in): the client never calls it with fetch. */
  navigation?: boolean;
  /** True when state-changing requests are exempt from the CSRF check (a provider's form post). */
  noCsrf?: boolean;
}

/** Codes any route may answer: bad input, a body too large, rate limits, an overloaded or failing server. */
export const ROUTE_COMMON_ERRORS = [
  'VALIDATION',
  'BAD_REQUEST',
  'BAD_PATH',
  'TIMEOUT',
  'UNAVAILABLE',
  'INTERNAL',
] as const satisfies readonly RegisteredErrorCode[];

/**
 * Describes a route, keeping its literal types so that the server and the client infer params, query,
 * body and answer from it.
 * @example const health = defineRoute({ id: 'health', method: 'GET', path: '/health', ... });
 */
export function defineRoute<
  const Params extends z.ZodType | undefined = undefined,
  const Query extends z.ZodType | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
  const Response extends z.ZodType | undefined = undefined,
  const A extends Access = Access,
>(
  route: RouteDefinition<Params, Query, Body, Response, A>,
): RouteDefinition<Params, Query, Body, Response, A> {
  return route;
}

/** A route as its feature writes it: the id and the tag are derived from the group it stands in. */
export type RouteSpec<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
> = Omit<RouteDefinition<Params, Query, Body, Response, A>, 'id' | 'tag'>;

/**
 * Describes a route inside a feature's group (see `routeGroup`), keeping its literal types.
 * @example const status = route({ method: 'GET', path: '/user/voc/status', access: 'user', ... });
 */
export function route<
  const Params extends z.ZodType | undefined = undefined,
  const Query extends z.ZodType | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
  const Response extends z.ZodType | undefined = undefined,
  const A extends Access = Access,
>(spec: RouteSpec<Params, Query, Body, Response, A>): RouteSpec<Params, Query, Body, Response, A> {
  return spec;
}

/** Routes of a group, possibly nested (`auth.google.start`). */
export interface RouteTree {
  readonly [key: string]: RouteSpec | RouteTree;
}

/** A group with every route's id (`group.key`, nested keys joined by dots) and tag filled in. */
export type RouteGroup<T> = {
  readonly [K in keyof T]: T[K] extends RouteSpec<infer P, infer Q, infer B, infer R, infer A>
    ? RouteDefinition<P, Q, B, R, A>
    : RouteGroup<T[K]>;
};

function isSpec(node: RouteSpec | RouteTree): node is RouteSpec {
  return typeof node.method === 'string' && typeof node.path === 'string';
}

function stamp(prefix: string, tag: string, tree: RouteTree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(tree))
    out[key] = isSpec(node) ? { id: `${prefix}.${key}`, tag, ...node } : stamp(`${prefix}.${key}`, tag, node);
  return out;
}

/**
 * A feature's routes under one name: each route's id is `name.key` (the OpenAPI operationId), and its tag
 * is `name` unless the group is documented under another feature's tag.
 * @example export const deckRoutes = routeGroup('deck', { list: route({ ... }) });
 */
export function routeGroup<const T extends RouteTree>(
  name: string,
  routes: T,
  options: { tag?: string } = {},
): RouteGroup<T> {
  return stamp(name, options.tag ?? name, routes) as RouteGroup<T>;
}

/** Inputs a caller gives (before parsing) and a handler receives (after parsing). */
type InputOf<S> = [S] extends [z.ZodType] ? z.input<S> : undefined;
type OutputOf<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;
type Parts<R> =
  R extends RouteDefinition<infer P, infer Q, infer B, infer Res, Access> ? [P, Q, B, Res] : never;

export type RouteParamsInput<R> = InputOf<Parts<R>[0]>;
export type RouteQueryInput<R> = InputOf<Parts<R>[1]>;
export type RouteBodyInput<R> = InputOf<Parts<R>[2]>;
export type RouteParams<R> = OutputOf<Parts<R>[0]>;
export type RouteQuery<R> = OutputOf<Parts<R>[1]>;
export type RouteBody<R> = OutputOf<Parts<R>[2]>;
/** The parsed JSON answer of a route (undefined for empty, redirect and file answers). */
export type RouteResponse<R> = OutputOf<Parts<R>[3]>;

/** Any route, whatever its schemas. */
export type AnyRoute = RouteDefinition<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined
>;

/**
 * A concrete path for a route: `:name` segments replaced by the encoded values.
 * @example fillPath('/user/voc/change/:since', { since: '2026-01-01T00:00:00.000Z' })
 */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
