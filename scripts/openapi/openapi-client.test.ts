/**
 * A client generated from the OpenAPI document with openapi-typescript compiles under strict TypeScript, and
 * its types say what the route table says (a usage file reads typed answers and a public operation's empty
 * security). Generated into a temporary folder and checked with this repository's tsc.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@glossa/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

// Reads the generated types as a script author would: an answer's fields, a path parameter, an error's code.
const USAGE = `import type { paths } from './api.ts';

type Health = paths['/api/health']['get']['responses']['200']['content']['application/json'];
export const status: Health['status'] = 'ok';

type Changes = paths['/api/user/voc/change/{since}']['get'];
export const since: Changes['parameters']['path']['since'] = '2026-01-01T00:00:00.000Z';
type Unauthorized = Changes['responses']['401']['content']['application/json'];
export const unauthorized: Unauthorized = { detail: 'Sign in first.', code: 'UNAUTHORIZED' };
`;

const STRICT_CONFIG = {
  compilerOptions: {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    allowImportingTsExtensions: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['api.ts', 'usage.ts'],
};

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-openapi-client-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function compile(usage: string): { status: number | null; output: string } {
  fs.writeFileSync(path.join(folder, 'usage.ts'), usage);
  const result = spawnSync(process.execPath, [TSC, '-p', folder], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a client generated with openapi-typescript', () => {
  it('compiles under strict TypeScript with typed answers, parameters and error codes', async () => {
    const document = buildOpenApiDocument({ version: '0.0.0' });
    const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
    fs.writeFileSync(path.join(folder, 'api.ts'), astToString(ast));
    fs.writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify(STRICT_CONFIG));

    const valid = compile(USAGE);
    expect(valid.output).toBe('');
    expect(valid.status).toBe(0);

    // The types are not `any`: a code the route does not answer with is refused.
    const wrong = compile(USAGE.replace("code: 'UNAUTHORIZED'", "code: 'DECK_NOT_FOUND'"));
    expect(wrong.status).not.toBe(0);
    expect(wrong.output).toContain('DECK_NOT_FOUND');
  }, 180_000);
});
