/**
 * Browser tests start a fresh server per file, and each used to install the starter dictionaries into its
 * empty database first (a large part of every file's set-up). Instead, the first server of a build installs
 * them into a seed folder, once; every later server starts on a copy of that folder: a database of its own,
 * as fresh as before (no accounts, no words), with the dictionaries a fresh server would have installed.
 *
 * The seed is keyed by the built server and the dictionary data (files' names, sizes and times), so a rebuild
 * or a changed dictionary makes a new one. Only in Vitest runs and only for the harness's own dictionary
 * settings: a file that sets its own DICT_* (or database) environment starts empty, as before; so do
 * benchmarks. GLOSSA_TEST_SEED=false turns it off.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_ENTRY } from './paths.ts';
import type { RunningApp } from './server.ts';

const DICTIONARY_DATA = ['packages/dictionary/core', 'packages/dictionary/starter'];
const FINISHED = 'dictionary install: finished';

/** Whether a server started with `env` (the caller's additions) may start from the seed. */
export function seedsDictionaries(env: Record<string, string>): boolean {
  if (!process.env.VITEST || process.env.GLOSSA_TEST_SEED === 'false') return false;
  return !Object.keys(env).some(
    (key) => key.startsWith('DICT_') || key.startsWith('GLOSSA_ONLINE') || /^(DATA_DIR|DATABASE_)/.test(key),
  );
}

/** Every file of the dictionary data and the server build, by name, size and modification time. */
function fingerprint(): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(SERVER_ENTRY));
  const walk = (folder: string): void => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = fs.statSync(file);
        hash.update(`${path.relative(ROOT, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  for (const folder of DICTIONARY_DATA) walk(path.join(ROOT, folder));
  return hash.digest('hex').slice(0, 16);
}

/** Starts the built server on a given data folder; `keepData` leaves the folder when it stops. */
export type SpawnServer = (
  dataDir: string,
  env: Record<string, string>,
  options: { captureLog: boolean; keepData: boolean },
) => Promise<RunningApp>;

/**
 * Copies the seed into `dataDir`, making the seed first if this build has none: a server started on an
 * empty folder, stopped once its install has finished.
 */
export async function copySeededData(dataDir: string, spawn: SpawnServer): Promise<void> {
  const seed = path.join(os.tmpdir(), `glossa-e2e-seed-${fingerprint()}`);
  if (!fs.existsSync(seed)) {
    const made = `${seed}.${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    fs.mkdirSync(made);
    const app = await spawn(made, { LOG_LEVEL: 'info' }, { captureLog: true, keepData: true });
    let finished = false;
    try {
      await app.waitForLog((entry) => entry.msg === FINISHED, 180_000);
      finished = true;
    } finally {
      // Stopping closes the database cleanly; the folder is then moved into place whole, so a seed that
      // exists is always complete (two runs racing both make one, and the first rename wins).
      await app.stop();
      try {
        if (finished) {
          fs.renameSync(made, seed);
          removeOldSeeds(seed);
        }
      } catch (error) {
        // Another run put its seed there first (a folder cannot be renamed onto a full one): use that.
        if (!fs.existsSync(seed)) throw error;
      } finally {
        fs.rmSync(made, { recursive: true, force: true });
      }
    }
  }
  fs.cpSync(seed, dataDir, { recursive: true });
}

/** Seeds of earlier builds or dictionary data, left for an hour (a run may be copying one), then removed. */
function removeOldSeeds(current: string): void {
  const folder = path.dirname(current);
  for (const name of fs.readdirSync(folder)) {
    const other = path.join(folder, name);
    if (!name.startsWith('glossa-e2e-seed-') || other === current) continue;
    if (Date.now() - fs.statSync(other).mtimeMs > 3_600_000)
      fs.rmSync(other, { recursive: true, force: true });
  }
}
