import {
  ERROR_CODES,
  type AnyRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@glossa/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
} from 'fastify';
import { AppError } from './app-error.ts';
import { parseInput } from './validate.ts';

/** Who signed in, as the HTTP layer hands it to handlers (the auth feature resolves it from the session). */
export interface RequestUser {
  id: string;
  username: string;
  email: string;
  /** The session (signed-in device) the request belongs to. */
  sessionId: string;
}

/** Finds the signed-in user of a request, or null for a guest or an expired or revoked session. */
export type UserResolver = (request: FastifyRequest) => Promise<RequestUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by installUserResolver; serve asks it for the user of `user` and `optional` routes. */
    userOf: UserResolver | null;
  }
}

/**
 * Lets serve resolve the signed-in user of the routes that declare `access: 'user'` or `'optional'`.
 * @example installUserResolver(app, (request) => getCurrentUser(request, context));
 */
export function installUserResolver(app: FastifyInstance, resolver: UserResolver): void {
  app.decorate('userOf', resolver);
}

/** The user a handler is given: always one on a `user` route, maybe one on an `optional` route. */
export type RouteUser<R> = R extends { access: 'user' }
  ? RequestUser
  : R extends { access: 'optional' }
    ? RequestUser | null
    : undefined;

/**
 * What a route handler is given: its inputs parsed with the contract's schemas, the signed-in user as the
 * route's access asks, and the raw request.
 */
export interface RouteInput<R> {
  user: RouteUser<R>;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the route's JSON, or takes over the reply itself (files, redirects, 204, 304). */
export type RouteHandler<R> = (input: RouteInput<R>) => Promise<RouteResponse<R> | FastifyReply>;

export interface ServeOptions {
  bodyLimit?: number;
  /** Fastify's own schema options (a compiled response serializer). */
  schema?: FastifySchema;
  config?: FastifyContextConfig;
  errorHandler?: (error: Error, request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * The body is checked by the service itself (its messages name the item of a batch); the contract's
   * schema then only documents it.
   */
  bodyCheckedByService?: boolean;
}

function methods(route: AnyRoute): HTTPMethods | HTTPMethods[] {
  // A file answered to GET is also answered to HEAD by the same handler, without reading the file;
  // Fastify's automatic HEAD route would stream the whole file and throw it away.
  return route.method === 'GET' && route.answer.kind === 'file' ? ['GET', 'HEAD'] : route.method;
}

/**
 * Registers one route of the contract's table: its method and path come from the table; a `user` route
 * answers 401 UNAUTHORIZED to a guest before anything else; its params, query and body are parsed with the
 * table's schemas (a failure is a 400 naming the field) before the handler runs; and its cache rule is the
 * Cache-Control header of every answer, errors included.
 * @example serve(app, api.vocabulary.status, async ({ user }) => service.status(user.id));
 */
export function serve<R extends AnyRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: ServeOptions = {},
): void {
  const userOf = route.access === 'public' ? undefined : resolverOf(app, route);
  const cache = route.cache;
  app.route({
    method: methods(route),
    url: route.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
    config: { ...options.config, ...(route.noCsrf ? { csrf: false } : {}) },
    ...(cache
      ? {
          onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
            reply.header('Cache-Control', cache);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const user = userOf ? await userOf(request) : undefined;
      if (route.access === 'user' && !user)
        throw new AppError(401, ERROR_CODES.unauthorized, 'Not signed in.');
      const params = route.params ? parseInput(route.params, request.params, 'params') : undefined;
      const query = route.query ? parseInput(route.query, request.query ?? {}, 'query') : undefined;
      const body =
        route.body && !options.bodyCheckedByService
          ? parseInput(route.body, request.body ?? {}, 'body')
          : request.body;
      return handler({ user, params, query, body, request, reply } as RouteInput<R>);
    },
  });
}

function resolverOf(app: FastifyInstance, route: AnyRoute): UserResolver {
  const resolver = app.hasDecorator('userOf') ? app.userOf : null;
  if (!resolver) throw new Error(`${route.id} needs the signed-in user: call installUserResolver first`);
  return resolver;
}
