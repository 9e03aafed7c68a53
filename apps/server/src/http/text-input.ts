import { CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTERS_MESSAGE } from '@glossa/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body's text is used as sent, never stored (POST /api/analyze): not checked nor normalised here. */
    rawTextBody?: boolean;
  }
}
import { validationError } from './app-error.ts';

/** A UTF-16 code unit of a surrogate pair standing alone: in `u` mode a real pair is one code point. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Deeper than any body of the API: a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The one place text from outside is checked and normalised: every string of a request's body, query and
 * route parameters must be well-formed Unicode (a lone surrogate would be stored as U+FFFD and could make two
 * different words one), holds no control character but tab and line breaks (U+0000 never: PostgreSQL cannot
 * store it, so both databases answer the same 400), and is put in NFC so that the same word typed on two
 * systems is the same key.
 * Passwords are checked but kept as typed, so that no existing password stops matching its hash.
 */
export function installTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const raw = request.routeOptions.config.rawTextBody === true;
    if (request.body !== undefined && !Buffer.isBuffer(request.body) && !raw)
      request.body = cleanText(request.body, '');
    request.query = cleanText(request.query, '');
    request.params = cleanText(request.params, '');
  });
}

/**
 * Checks and normalises every string inside a parsed value; throws a 400 naming the field of a bad one.
 * @example cleanText({ written: 'e\u0301' }, '') // { written: 'é' }
 */
export function cleanText(value: unknown, field: string, depth = 0): unknown {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw validationError(field || 'body', 'is not well-formed Unicode');
    if (/password/i.test(field)) return value;
    // Tab and line breaks pass here; the contract refuses them where a text is one line (written forms, names).
    if (CONTROL_CHARACTERS_BUT_LINES.test(value))
      throw validationError(field || 'body', CONTROL_CHARACTERS_MESSAGE);
    return value.normalize('NFC');
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) throw validationError(field || 'body', 'is nested too deeply');
  if (Array.isArray(value))
    return value.map((item, index) => cleanText(item, `${field}[${index}]`, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key))
      throw validationError(field || 'body', 'has a key that is not well-formed Unicode');
    // defineProperty, not assignment: a "__proto__" key stays a plain key instead of replacing the prototype.
    Object.defineProperty(out, key.normalize('NFC'), {
      value: cleanText(item, field ? `${field}.${key}` : key, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
