// Property-based fuzzing of every route the app registered: random and adversarial params, queries and bodies,
// as a guest and signed in. Shared by the bounded suite in `npm test` (http/fuzz.test.ts) and the long run
// (`npm run fuzz -- --minutes 10`).
import { CSRF_COOKIE, CSRF_HEADER, REGISTERED_ERROR_CODES } from '@glossa/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import type { RegisteredRoute } from '../app.ts';

/** Strings that have broken servers: surrogates, NUL, encodings, huge, numbers, prototypes, scripts. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '%',
  '%00',
  '%ff',
  '%2e%2e',
  '../../etc/passwd',
  '..%2f..%2f',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '学校',
  '학교',
  'e\u0301',
  '\u202e',
  '🙂',
  'x'.repeat(10_000),
  '가'.repeat(1001),
];

const nasty = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    maxLength: 4,
  }),
);

const jsonLeaf = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/** Plausible field names of the API mixed with random ones: the validators meet both. */
const FIELD_NAMES = [
  'text',
  'textLanguage',
  'dictionaryLanguage',
  'text_lang',
  'dico_lang',
  'written',
  'lang',
  'status',
  'updated_at',
  'identifier',
  'password',
  'username',
  'email',
  'name',
  'state',
  'credential',
  'id_token',
  'q',
  'page',
  'pageSize',
  'since',
  '__proto__',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));

const jsonBody: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** A request body of a fuzz case. */
export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form' | 'multipart'; value: Record<string, string> }
  | { kind: 'raw'; value: string; type: string }
  | { kind: 'none' };

/** One request case for a route: values for its path parameters, a query, a body, and who sends it. */
export interface FuzzCase {
  params: string[];
  query: Record<string, string>;
  body: FuzzBody;
  signedIn: boolean;
}

/** A body: JSON of any shape, a list of vocabulary-like items, a form, garbage, or nothing. */
const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  jsonBody.map((value) => ({ kind: 'json' as const, value })),
  fc
    .array(
      fc.record({ written: nasty, lang: nasty, status: nasty, updated_at: jsonLeaf }, { requiredKeys: [] }),
      { maxLength: 5 },
    )
    .map((value) => ({ kind: 'json' as const, value })),
  fc
    .record({
      text: nasty,
      textLanguage: fc.constantFrom('ko_KR', 'en_US', 'fr_FR', 'xx_XX', ''),
      dictionaryLanguage: fc.constantFrom('en_US', 'fr_FR', 'ko_KR', 'es_ES', 'ja_JP', 'zz'),
    })
    .map((value) => ({ kind: 'json' as const, value })),
  fc.dictionary(fieldName, nasty, { maxKeys: 5 }).map((value) => ({ kind: 'form' as const, value })),
  fc.dictionary(fieldName, nasty, { maxKeys: 5 }).map((value) => ({ kind: 'multipart' as const, value })),
  fc.oneof(nasty, fc.constant('{"a":'), fc.constant('\u0000\u0001')).map((value) => ({
    kind: 'raw' as const,
    value,
    type: 'application/json',
  })),
  fc.constant({ kind: 'raw' as const, value: 'a=1', type: 'multipart/form-data' }),
  fc.constant({ kind: 'raw' as const, value: '<x/>', type: 'text/xml' }),
  fc.constant({ kind: 'none' as const }),
);

export const fuzzCase: fc.Arbitrary<FuzzCase> = fc.record({
  params: fc.array(nasty, { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(fieldName, nasty, { maxKeys: 4 }),
  body,
  signedIn: fc.boolean(),
});

/** Fills a route's `:params` (and a `*` wildcard) with the case's values, percent-encoded as a client would. */
export function fillPath(url: string, params: readonly string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z_]+|\*/g, () => {
    const value = params[i++ % params.length] ?? '';
    // A lone surrogate cannot be percent-encoded; send it as the raw bytes a broken client would.
    try {
      return encodeURIComponent(value) || 'x';
    } catch {
      return '%ED%A0%80';
    }
  });
}

function multipart(fields: Record<string, string>): { payload: Buffer; type: string } {
  const boundary = 'fuzzboundary7d1a';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The inject options of one case against one route. */
export function requestFor(
  route: RegisteredRoute,
  testCase: FuzzCase,
  identity: { cookie: string; csrf: string } | null,
  remoteAddress: string,
): InjectOptions {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(testCase.query)) {
    try {
      query.append(key, value);
    } catch {
      // A lone surrogate in a query is what URLSearchParams will not encode: skip it.
    }
  }
  const search = query.toString();
  const csrf = identity?.csrf ?? 'fuzz-csrf-token-0123456789abcdef';
  const headers: Record<string, string> = {
    cookie: identity ? identity.cookie : `${CSRF_COOKIE}=${csrf}`,
    [CSRF_HEADER]: csrf,
  };
  const options: InjectOptions = {
    method: route.method,
    url: `${fillPath(route.url, testCase.params)}${search ? `?${search}` : ''}`,
    headers,
    remoteAddress,
  };
  if (route.method === 'GET' || route.method === 'HEAD') return options;
  const b = testCase.body;
  if (b.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(b.value) ?? 'null';
  } else if (b.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(b.value)) {
      try {
        form.append(key, value);
      } catch {
        // skipped, as above
      }
    }
    options.payload = form.toString();
  } else if (b.kind === 'multipart') {
    const { payload, type } = multipart(b.value);
    headers['content-type'] = type;
    options.payload = payload;
  } else if (b.kind === 'raw') {
    headers['content-type'] = b.type;
    options.payload = b.value;
  }
  return options;
}

/**
 * What must hold of any answer: no 5xx but a service honestly unavailable (503 with a registered code), no
 * stack trace, and every error in `{detail, code}` with a registered code. Returns the problem, or null.
 */
export function answerProblem(status: number, contentType: string, body: string): string | null {
  if (status >= 500 && status !== 503) return `status ${status}`;
  if (/\n\s+at .+:\d+:\d+\)?/.test(body) || /node_modules|\/src\/.+\.ts/.test(body)) return 'a stack trace';
  if (status < 400 || status === 304) return null;
  if (!contentType.includes('application/json'))
    return status === 404 || status === 416 ? null : `error as ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'an error body that is not JSON';
  }
  const { detail, code } = (parsed ?? {}) as { detail?: unknown; code?: unknown };
  if (typeof detail !== 'string') return 'an error without detail';
  if (typeof code !== 'string' || !REGISTERED_ERROR_CODES.has(code))
    return `an unregistered code ${String(code)}`;
  return null;
}

/** The routes worth fuzzing: every API route (the web app's static files are not under test here). */
export function apiRoutes(app: FastifyInstance): RegisteredRoute[] {
  return app.registeredRoutes.filter(
    (r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );
}
