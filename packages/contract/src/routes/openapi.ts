import { z } from 'zod';
import { errorBodySchema } from '../errors.ts';
import { allRoutes } from './all-routes.ts';
import { ROUTE_COMMON_ERRORS, type Access, type AnyRoute } from './define.ts';
import { ERROR_STATUSES } from './error-statuses.ts';
import { ROUTE_SUMMARIES, TAG_DESCRIPTIONS } from './summaries.ts';

type JsonObject = Record<string, unknown>;

const BODY_MEDIA_TYPES = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  'form-urlencoded': 'application/x-www-form-urlencoded',
  text: 'text/plain',
} as const;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  // Transforms and refinements cannot be written in JSON Schema; the document shows the shape they accept.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

/** `/user/voc/change/:since` → `/user/voc/change/{since}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function parameters(route: AnyRoute): JsonObject[] {
  const list: JsonObject[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof property.description === 'string' ? { description: property.description } : {}),
        schema: property,
      });
    }
  }
  return list;
}

function successResponse(route: AnyRoute): [string, JsonObject] {
  const { answer } = route;
  switch (answer.kind) {
    case 'json':
      return [
        String(answer.status ?? 200),
        {
          description: 'Success',
          content: {
            'application/json': { schema: route.response ? jsonSchema(route.response, 'output') : {} },
          },
        },
      ];
    case 'empty':
      return ['204', { description: 'Done; no content' }];
    case 'redirect':
      return ['303', { description: 'The browser is sent on (Location header)' }];
    case 'file':
      return ['200', { description: 'The file', content: { [answer.mediaType]: { schema: {} } } }];
  }
}

/**
 * Who may call: user routes need the session (cookie or Bearer token); an empty requirement (`{}`) among the
 * alternatives makes it optional; public routes say so with no requirement at all, so that a generated
 * client can tell them from signed-in ones.
 */
const SECURITY: Record<Access, JsonObject[]> = {
  user: [{ cookie: [] }, { bearer: [] }],
  optional: [{}, { cookie: [] }, { bearer: [] }],
  public: [],
};

/** The route's error answers, one per HTTP status, each naming the codes it may carry. */
function errorResponses(route: AnyRoute): Record<string, JsonObject> {
  const codes = [...new Set([...route.errors, ...ROUTE_COMMON_ERRORS])];
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    for (const status of ERROR_STATUSES[code]) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonObject> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `An error: ${statusCodes.join(', ')}.`,
      content: {
        'application/json': {
          schema: {
            ...jsonSchema(errorBodySchema, 'output'),
            properties: { detail: { type: 'string' }, code: { type: 'string', enum: statusCodes } },
          },
        },
      },
    };
  }
  return responses;
}

function operation(route: AnyRoute): JsonObject {
  const [status, success] = successResponse(route);
  const body = route.body
    ? {
        requestBody: {
          required: true,
          content: {
            [BODY_MEDIA_TYPES[route.bodyKind ?? 'json']]: { schema: jsonSchema(route.body, 'input') },
          },
        },
      }
    : {};
  return {
    operationId: route.id,
    summary: ROUTE_SUMMARIES[route.id] ?? route.id,
    tags: [route.tag],
    security: SECURITY[route.access],
    ...(route.navigation ? { description: 'A browser navigation, not a call for scripts.' } : {}),
    parameters: parameters(route),
    ...body,
    responses: { [status]: success, ...errorResponses(route) },
  };
}

/**
 * The API as an OpenAPI 3.1 document, generated from the route table.
 * @example buildOpenApiDocument({ version: '0.1.0' }).paths['/api/health']
 */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of allRoutes()) {
    const key = `/api${openApiPath(route.path)}`;
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation(route) };
  }
  const tags = [...new Set(allRoutes().map((route) => route.tag))].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Glossa API',
      version: options.version,
      description:
        'Read Korean, English and French text word by word. Every error answers `{detail, code}`. Browsers ' +
        'send the session cookies and, on state-changing calls, the `x-csrf-token` header echoing the ' +
        '`glossa_csrf` cookie; companions send `Authorization: Bearer`.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'glossa_access' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
