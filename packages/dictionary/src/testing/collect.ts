import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DictEntry } from '../model.ts';

/**
 * All entries of a stream in an array (tests only: real imports stream).
 * @example const entries = await collect((await openKrdict(file, 'v')).entries);
 */
export async function collect(entries: AsyncIterable<DictEntry>): Promise<DictEntry[]> {
  const all: DictEntry[] = [];
  for await (const entry of entries) all.push(entry);
  return all;
}

/**
 * A fresh temporary folder for fixture files.
 * @example const dir = tempDir('krdict');
 */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `glossa-dict-${prefix}-`));
}
