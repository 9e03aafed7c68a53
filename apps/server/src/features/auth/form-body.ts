import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Largest accepted form field: big enough for an ID token, small enough to refuse junk early. */
const FIELD_LIMIT_BYTES = 64 * 1024;

/**
 * Form bodies for the accounts routes of one encapsulated scope: multipart (signup/login, sent by the web
 * app) and urlencoded (Google/Apple form posts), both read into a plain `{field: value}` object. Files are
 * refused.
 */
export async function installFormBodies(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 0, files: 0, fields: 20, fieldSize: FIELD_LIMIT_BYTES, parts: 20 },
  });
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FIELD_LIMIT_BYTES * 4 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value;
      done(null, fields);
    },
  );
}
