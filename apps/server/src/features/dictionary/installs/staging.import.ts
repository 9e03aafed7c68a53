import fs from 'node:fs';
import path from 'node:path';
import type { ImportStream } from '@glossa/dictionary';
import { openDatabase, type AppDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import {
  importDictionary,
  rebuildReverseGlosses,
  type ImportOptions,
  type ImportReport,
} from './source.import.ts';
import { attachStaging, detachStaging, sqliteFileOf, swapIn } from './staging.repository.ts';

/**
 * Imports into SQLite without holding the database's write lock for long: the entries go first into a
 * staging file of their own (as long as parsing takes), then short transactions on the real file swap them in
 * (`INSERT ... SELECT` through ATTACH, 5,000 rows at a time). A bad entry fails the staging import and the
 * real file is never touched. Other writers (sign-ins, vocabulary sync) wait at most one short transaction.
 * @example await importStaged(database, await openDictionaryFile('krdict.zip'))
 */
export async function importStaged(
  database: AppDatabase,
  stream: ImportStream,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const file = await sqliteFileOf(database);
  if (!file) return importDictionary(database, stream, options);
  const stagingFile = `${file}.import-${stream.source.id}-${process.pid}.sqlite`;
  removeFiles(stagingFile);
  const staging = openDatabase({ dialect: 'sqlite', file: stagingFile });
  let report: ImportReport;
  try {
    await migrateToLatest(staging);
    report = await importDictionary(staging, stream, { ...options, deriveReverse: false });
  } finally {
    await staging.close();
  }
  try {
    await attachStaging(database, stagingFile);
    try {
      await swapIn(database, stream.source.id);
    } finally {
      await detachStaging(database);
    }
  } finally {
    removeFiles(stagingFile);
  }
  if (stream.source.textLanguage === 'ko_KR' && options.deriveReverse !== false) {
    report.reverse = await rebuildReverseGlossesStaged(database, options.signal);
  }
  return report;
}

/**
 * rebuildReverseGlosses with each derived source staged like an import (on SQLite; directly otherwise).
 * @example await rebuildReverseGlossesStaged(database)
 */
export function rebuildReverseGlossesStaged(
  database: AppDatabase,
  signal?: AbortSignal,
): Promise<Array<{ source: string; entries: number }>> {
  const options: ImportOptions = { deriveReverse: false, ...(signal ? { signal } : {}) };
  return rebuildReverseGlosses(
    database,
    signal,
    async (stream) => (await importStaged(database, stream, options)).entries,
  );
}

/**
 * Removes the staging files an earlier process left behind when it was killed mid-import (their names end in
 * that process's pid, and no live process has it). Returns the files removed.
 * @example removeStaleStagingFiles('/data/glossa.sqlite') // ['/data/glossa.sqlite.import-wordnet-4242.sqlite']
 */
export function removeStaleStagingFiles(file: string): string[] {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.import-`;
  const removed: string[] = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const match = name.startsWith(prefix) ? /-(\d+)\.sqlite$/.exec(name) : null;
    if (!match || isAlive(Number(match[1]))) continue;
    removeFiles(path.join(dir, name));
    removed.push(path.join(dir, name));
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** Re-exported for the install, which asks it before opening its own connection. */
export { sqliteFileOf } from './staging.repository.ts';
