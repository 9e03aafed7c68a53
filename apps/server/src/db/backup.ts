// Backups of the whole database: SQLite through its online backup API (consistent while the server writes),
// PostgreSQL through pg_dump / pg_restore in their custom format.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseTarget } from '../config.ts';

/** What a backup or restore did. */
export interface BackupReport {
  file: string;
  bytes: number;
}

/** SQLite files start with this header; anything else is refused before the database is touched. */
const SQLITE_HEADER = 'SQLite format 3\u0000';

/**
 * The default backup file: `<dataDir>/backups/glossa-<UTC time>.sqlite` (or `.dump` for PostgreSQL).
 * @example defaultBackupFile('/data', 'sqlite', new Date(0)) // '/data/backups/glossa-19700101-000000.sqlite'
 */
export function defaultBackupFile(dataDir: string, dialect: 'sqlite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dataDir, 'backups', `glossa-${stamp}.${dialect === 'sqlite' ? 'sqlite' : 'dump'}`);
}

/**
 * Writes a backup of the database to `file` (a new file; an existing one is refused). Safe while the server
 * runs: SQLite's backup API copies a consistent snapshot, pg_dump one transaction's view.
 * @example await backupDatabase({ dialect: 'sqlite', file: 'data/glossa.sqlite' }, 'backup.sqlite')
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<BackupReport> {
  if (fs.existsSync(file)) throw new Error(`${file} exists already: choose a new file`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.dialect === 'sqlite') {
    if (target.file === ':memory:' || !fs.existsSync(target.file))
      throw new Error(`no SQLite database at ${target.file}`);
    const source = new SQLite(target.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
  } else {
    const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`];
    if (target.schema) args.push(`--schema=${target.schema}`);
    run('pg_dump', [...args, target.url]);
  }
  return { file, bytes: fs.statSync(file).size };
}

/**
 * Replaces the database with a backup. SQLite: the file is checked (header, integrity, Glossa's tables), then
 * swapped in by a rename, so a bad file leaves the database as it was; stop the server first. PostgreSQL:
 * pg_restore --clean into the configured database (and schema).
 * @example await restoreDatabase({ dialect: 'sqlite', file: 'data/glossa.sqlite' }, 'backup.sqlite')
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<BackupReport> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  if (target.dialect === 'sqlite') {
    if (target.file === ':memory:') throw new Error('cannot restore into an in-memory database');
    checkSqliteBackup(file);
    const staged = `${target.file}.restore-${process.pid}`;
    fs.copyFileSync(file, staged);
    // The old database's journal files belong to it: they must not be replayed over the restored one.
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target.file}${suffix}`, { force: true });
    fs.renameSync(staged, target.file);
  } else {
    const args = ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--dbname=${target.url}`];
    if (target.schema) args.push(`--schema=${target.schema}`);
    run('pg_restore', [...args, file]);
  }
  return { file, bytes: fs.statSync(file).size };
}

function checkSqliteBackup(file: string): void {
  const header = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) throw new Error(`${file} is not a SQLite database`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const ok = db.pragma('integrity_check', { simple: true });
    if (ok !== 'ok') throw new Error(`${file} is damaged: ${String(ok)}`);
    const tables = db
      .prepare("select name from sqlite_master where type = 'table'")
      .pluck()
      .all() as string[];
    for (const needed of ['users', 'vocabulary', 'app_meta']) {
      if (!tables.includes(needed)) throw new Error(`${file} is not a Glossa database (no ${needed} table)`);
    }
  } finally {
    db.close();
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${command} could not be run (${result.error.message}): install postgresql-client`);
  if (result.status !== 0)
    throw new Error(`${command} failed: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
}
