import type { AnyRoute, RouteBody, RouteParams, RouteQuery, RouteResponse } from '@glossa/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
} from 'fastify';
import { parseInput } from './validate.ts';

/** What a route handler is given: its inputs parsed with the contract's schemas, and the raw request. */
export interface RouteInput<R> {
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
 * Registers one route of the contract's table: its method and path come from the table, and its params,
 * query and body are parsed with the table's schemas (a failure is a 400 naming the field) before the
 * handler runs.
 * @example serve(app, api.vocabulary.status, async ({ request }) => service.status(await userOf(request)));
 */
export function serve<R extends AnyRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: ServeOptions = {},
): void {
  app.route({
    method: methods(route),
    url: route.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
    config: { ...options.config, ...(route.noCsrf ? { csrf: false } : {}) },
    handler: async (request, reply) => {
      const params = route.params ? parseInput(route.params, request.params, 'params') : undefined;
      const query = route.query ? parseInput(route.query, request.query ?? {}, 'query') : undefined;
      const body =
        route.body && !options.bodyCheckedByService
          ? parseInput(route.body, request.body ?? {}, 'body')
          : request.body;
      return handler({ params, query, body, request, reply } as RouteInput<R>);
    },
  });
}
