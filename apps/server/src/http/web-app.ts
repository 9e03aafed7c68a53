import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, findWebPage } from '@glossa/contract';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../lib/repo-root.ts';
import { isApiPath } from './security.ts';

/** Where the built web app is when the server runs from this repository (src/ or dist/ alike). */
export function defaultWebDistDir(): string {
  return path.join(repoRoot(), 'apps/web/dist');
}

/**
 * Serves the built single-page app: its files with long caching for hashed assets, and index.html for every
 * other non-API path so that deep links (/deck) survive a reload. Unknown /api paths answer a JSON 404; other
 * paths outside the web app's route table get the app (which shows its not-found page) with status 404.
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default (max-age=0) would otherwise replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.canonicalPath;
    if (isApiPath(pathname)) {
      return reply
        .code(404)
        .send({ detail: `No API route ${request.method} ${pathname}.`, code: ERROR_CODES.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(404)
        .send({ detail: `Cannot ${request.method} ${pathname}.`, code: ERROR_CODES.notFound });
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (or `npm start`).');
    }
    return reply
      .code(findWebPage(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
