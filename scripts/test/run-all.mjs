// `npm test`: everything CI checks, in one command, ending with "N passed, N failed, N skipped".
// Lint, formatting, type-check, the OpenAPI document's lint and the build count as one test each; then every
// Vitest test (unit, integration over SQLite and PostgreSQL, browser tests in Chromium), then the Anki
// add-on's pytest suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.info(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function check(name, command, args) {
  if (step(name, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

const { chromium, pgBin, python } = ensureSystemDeps();
const postgres = pgBin ? await startPostgres(pgBin) : undefined;
if (postgres) console.info(`[postgres] test database at ${postgres.url}`);

try {
  check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  check('typecheck', 'npx', ['tsc', '-b']);
  check('OpenAPI lint (Redocly recommended)', 'npx', ['tsx', 'scripts/openapi/lint.ts']);
  check('lint and types (Anki add-on)', python ?? 'python3', ['scripts/anki/check.py']);
  // The Chrome extension's browser tests load an unpacked build with the service worker's test hooks
  // (dist-e2e); the shipped build (dist and its zip) is built too, and checked to have none.
  const built =
    step('build', 'npm', ['run', 'build']) &&
    step('build:chrome', 'npm', ['run', 'build:chrome']) &&
    step('build:chrome:e2e', 'npm', ['run', 'build:chrome:e2e']);
  if (built) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push('build');
  }

  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-vitest-')), 'report.json');
  const env = {
    ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}),
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    DICT_AUTO_INSTALL: process.env.DICT_AUTO_INSTALL ?? 'false',
  };
  step(
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    // A test file that fails to load has no failed test but is a failure all the same.
    const brokenFiles = result.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    );
    for (const file of brokenFiles) failures.push(`vitest file ${path.relative(root, file.name)}`);
    totals.failed += brokenFiles.length;
    for (const file of result.testResults) {
      for (const test of file.assertionResults) if (test.status === 'failed') failures.push(test.fullName);
    }
  } else {
    totals.failed += 1;
    failures.push('vitest (no report)');
  }

  // The Anki add-on (Python): pytest against the built server; its JUnit report's counts join the totals.
  const junit = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-pytest-')), 'junit.xml');
  step(
    'pytest (Anki add-on)',
    python ?? 'python3',
    ['-m', 'pytest', 'extensions/anki/tests', '-q', '-p', 'no:cacheprovider', `--junitxml=${junit}`],
    { PYTHONDONTWRITEBYTECODE: '1' },
  );
  const suites = fs.existsSync(junit)
    ? [...fs.readFileSync(junit, 'utf8').matchAll(/<testsuite\b([^>]*)>/g)]
    : [];
  if (suites.length === 0) {
    totals.failed += 1;
    failures.push('pytest (no report)');
  }
  for (const [, attributes] of suites) {
    const count = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(attributes)?.[1] ?? 0);
    const failed = count('failures') + count('errors');
    totals.passed += count('tests') - failed - count('skipped');
    totals.failed += failed;
    totals.skipped += count('skipped');
    if (failed) failures.push(`pytest: ${failed} failed (see the output above)`);
  }
} finally {
  postgres?.stop();
}

if (failures.length) console.info(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.info(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
