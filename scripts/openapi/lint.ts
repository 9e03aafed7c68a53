/**
 * Lints the OpenAPI document the route table generates (what GET /api/openapi.json serves) with Redocly's
 * recommended rules (redocly.yaml): writes it to a temporary file and runs the Redocly CLI on it, with its
 * telemetry and update check off. Exits with the CLI's code (non-zero on any error).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@glossa/contract';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-openapi-'));
try {
  const file = path.join(folder, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument({ version: '0.0.0' }), null, 2));
  const result = spawnSync(
    process.execPath,
    [CLI, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'stylish'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
