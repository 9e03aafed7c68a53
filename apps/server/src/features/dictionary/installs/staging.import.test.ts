import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDictionaryFile } from '@glossa/dictionary';
import { createDictionaryService } from '../dictionary.service.ts';
import { importStaged, removeStaleStagingFiles } from './staging.import.ts';
import { openDictTestDatabase, tempDir, writeGlossaFile } from '../dictionary.test-helpers.ts';

describe('removeStaleStagingFiles', () => {
  it('removes the staging files of dead processes and keeps those of live ones and everything else', () => {
    const dir = tempDir('stale');
    const database = path.join(dir, 'glossa.sqlite');
    // A pid far above any pid_max, so no process can have it.
    const dead = `glossa.sqlite.import-wordnet-999999999.sqlite`;
    const live = `glossa.sqlite.import-starter-${process.pid}.sqlite`;
    for (const name of ['glossa.sqlite', 'glossa.sqlite-wal', dead, `${dead}-wal`, live, 'notes.txt']) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    expect(removeStaleStagingFiles(database)).toEqual([path.join(dir, dead)]);
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['glossa.sqlite', 'glossa.sqlite-wal', live, 'notes.txt'].sort(),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing when the database folder does not exist', () => {
    expect(removeStaleStagingFiles('/nonexistent/glossa/glossa.sqlite')).toEqual([]);
  });
});

describe('a staged import on SQLite', () => {
  it('replaces the old entries of its source, in short transactions, and leaves other sources alone', async () => {
    const { database, cleanup } = await openDictTestDatabase('sqlite');
    const dir = tempDir('swap');
    try {
      const words = (n: number, prefix: string) =>
        Array.from({ length: n }, (_, i) => ({
          written: `${prefix}${i}`,
          senses: [{ glosses: { en_US: [`${prefix} gloss ${i}`, ''] as [string, string] } }],
        }));
      await importStaged(
        database,
        await openDictionaryFile(writeGlossaFile(dir, 'other', 'en_US', words(3, 'keep'))),
      );
      // More rows than one copy range, so the swap takes several transactions.
      await importStaged(
        database,
        await openDictionaryFile(writeGlossaFile(dir, 'big', 'en_US', words(12_000, 'old'))),
      );
      await importStaged(
        database,
        await openDictionaryFile(
          writeGlossaFile(dir, 'big', 'en_US', words(6_001, 'new'), [], 'big2.glossa.jsonl'),
        ),
      );
      const counts = await database.db
        .selectFrom('dict_word')
        .select(['source_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('source_id')
        .orderBy('source_id')
        .execute();
      expect(counts.map((c) => [c.source_id, Number(c.n)])).toEqual([
        ['big', 6_001],
        ['other', 3],
      ]);
      const [old] = await createDictionaryService(database).lookupWords(['old5'], 'en_US', 'en_US');
      expect(old).toBeUndefined();
      const [fresh] = await createDictionaryService(database).lookupWords(['new6000'], 'en_US', 'en_US');
      expect(fresh?.senses[0]?.translation).toBe('new gloss 6000');
      const orphans = await database.db
        .selectFrom('dict_sense')
        .leftJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
        .where('dict_word.id', 'is', null)
        .select('dict_sense.id')
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      await cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
