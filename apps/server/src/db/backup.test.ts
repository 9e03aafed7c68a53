import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../features/auth/auth.test-helpers.ts';
import { startAuthServer, type TestServer } from '../features/auth/auth.test-setup.ts';
import { testDialects } from '../testing/test-database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import type { DatabaseTarget } from '../config.ts';
import type { AppDatabase } from './database.ts';
import { sqliteFileOf } from '../features/dictionary/installs/staging.import.ts';

/** Every row of every user table, sorted, as text: what a round trip must give back unchanged. */
async function userTables(database: AppDatabase): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of ['users', 'sessions', 'refresh_tokens', 'vocabulary', 'vocabulary_sync', 'app_meta']) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

const havePgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.each(testDialects())('backup and restore on %s', (dialect) => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startAuthServer(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-backup-'));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(dialect === 'postgres' && !havePgDump)(
    'gives back every user table after a round trip, and a bad file changes nothing',
    async () => {
      const ann = await signUpUser(server.app);
      const put = (written: string) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/user/voc',
          headers: { ...ann.headers, 'content-type': 'application/json' },
          payload: { written, lang: 'ko_KR', status: 'seen', updated_at: new Date().toISOString() },
        });
      expect((await put('학교')).statusCode).toBe(200);
      const target: DatabaseTarget =
        dialect === 'sqlite'
          ? { dialect: 'sqlite', file: (await sqliteFileOf(server.database))! }
          : {
              dialect: 'postgres',
              url: process.env.TEST_DATABASE_URL!,
              ...(server.database.schema ? { schema: server.database.schema } : {}),
            };
      const before = await userTables(server.database);
      // Online: the server keeps writing while the backup is taken.
      const file = path.join(dir, `glossa.${dialect === 'sqlite' ? 'sqlite' : 'dump'}`);
      const [report] = await Promise.all([backupDatabase(target, file), put('바다')]);
      expect(report.bytes).toBeGreaterThan(0);
      await expect(backupDatabase(target, file)).rejects.toThrow(/exists already/);

      // Later changes, then the restore brings back the state of the backup.
      const snapshot = await userTables(server.database);
      expect((await put('산')).statusCode).toBe(200);
      await signUpUser(server.app);
      if (dialect === 'sqlite') await server.database.close();
      await restoreDatabase(target, file);
      const restored =
        dialect === 'sqlite' ? (await import('./database.ts')).openDatabase(target) : server.database;
      const after = await userTables(restored);
      // The word written while the backup ran is in it or not, depending on which came first; everything
      // else is exactly as it was, and nothing written after the backup came back.
      expect(after.users).toEqual(snapshot.users);
      expect([before.vocabulary, snapshot.vocabulary]).toContainEqual(after.vocabulary);
      for (const table of ['sessions', 'refresh_tokens', 'app_meta'])
        expect(after[table], table).toEqual(snapshot[table]);

      // A file that is not a backup is refused, and the database stays as restored.
      const junk = path.join(dir, 'junk.sqlite');
      fs.writeFileSync(junk, 'not a database');
      if (dialect === 'sqlite') {
        await expect(restoreDatabase(target, junk)).rejects.toThrow(/not a SQLite database/);
        expect(await userTables(restored)).toEqual(after);
        await restored.close();
        // The server's own handle was closed above; reopen it for the suite's cleanup.
        (server as { database: AppDatabase }).database = (await import('./database.ts')).openDatabase(target);
      }
    },
  );
});
