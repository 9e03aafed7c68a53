import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { api, buildOpenApiDocument } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import { APP_VERSION } from '../../version.ts';
import type { FeatureRoutes } from '../feature.ts';

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * The reference page: Swagger UI (swagger-ui-dist) reading `/api/openapi.json`. Its styles set `style`
 * attributes, so this page alone allows inline styles; scripts stay same-origin only.
 */
const REFERENCE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Glossa API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/reference.js"></script>
  </body>
</html>
`;

// Our own start-up script (a file, not inline, so the CSP needs no 'unsafe-inline' for scripts).
const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: false,
  supportedSubmitMethods: [],
});
`;

const ASSET_TYPES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'reference.js': 'application/javascript; charset=utf-8',
} as const;

/**
 * `GET /api/openapi.json` (the route table as OpenAPI 3.1, for the add-on and for anyone scripting Glossa)
 * and `GET /api/docs` (a readable reference of it).
 */
export const docsRoutes: FeatureRoutes = async (app) => {
  const document = JSON.stringify(buildOpenApiDocument({ version: APP_VERSION }));
  const assets = new Map<string, Buffer | string>([['reference.js', REFERENCE_SCRIPT]]);

  serve(app, api.docs.openapi, async ({ reply }) =>
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(document),
  );

  serve(app, api.docs.reference, async ({ reply }) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', REFERENCE_CSP)
      .type('text/html; charset=utf-8')
      .send(REFERENCE_HTML),
  );

  serve(app, api.docs.asset, async ({ reply, params }) => {
    let body = assets.get(params.file);
    if (body === undefined) {
      body = await readFile(path.join(SWAGGER_UI_DIR, params.file));
      assets.set(params.file, body);
    }
    return reply.header('Cache-Control', 'public, max-age=3600').type(ASSET_TYPES[params.file]).send(body);
  });
};
