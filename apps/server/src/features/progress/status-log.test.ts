import type { VocabularyItem } from '@glossa/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.ts';
import { VocabularyRepository } from '../vocabulary/vocabulary.repository.ts';
import { VocabularyService } from '../vocabulary/vocabulary.service.ts';
import { insertUser, openTestDatabase, testDialects } from '../vocabulary/vocabulary.test-helpers.ts';

const T0 = '2025-03-01T10:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(T0) + offsetMs).toISOString();
const item = (written: string, status: VocabularyItem['status'], updatedAt: string): VocabularyItem => ({
  written,
  lang: 'ko_KR',
  status,
  updated_at: updatedAt,
});

describe.each(testDialects())('status log on %s', (dialect) => {
  let database: AppDatabase;
  let service: VocabularyService;
  let user: string;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    service = new VocabularyService(new VocabularyRepository(database), () => new Date(T0));
    user = await insertUser(database);
  });

  const logOf = (userId: string) =>
    database.db
      .selectFrom('status_log')
      .select([
        'lang',
        'written',
        'old_status',
        'new_status',
        'kind',
        'count',
        'learned_delta',
        'tracked_delta',
        'device_id',
        'changed_at',
        'day',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('logs each status change with the write, old and new status, time and device; not a time-only edit', async () => {
    await service.put(user, [item('집', 'seen', at(1))], { deviceId: 'phone-1' });
    await service.put(user, [item('집', 'learned', at(2))], { deviceId: 'laptop' });
    // Same status, newer time: stored, but not a change of status.
    await service.put(user, [item('집', 'learned', at(3))]);
    // A loser (older than what is stored) changes nothing and logs nothing.
    await service.put(user, [item('집', 'ignore', at(0))]);
    await service.put(user, [item('집', 'unknown', at(4))]);
    expect(await logOf(user)).toEqual([
      {
        lang: 'ko_KR',
        written: '집',
        old_status: null,
        new_status: 'seen',
        kind: 'change',
        count: 1,
        learned_delta: 0,
        tracked_delta: 1,
        device_id: 'phone-1',
        changed_at: at(1),
        day: '2025-03-01',
      },
      expect.objectContaining({
        old_status: 'seen',
        new_status: 'learned',
        learned_delta: 1,
        tracked_delta: 0,
        device_id: 'laptop',
      }),
      expect.objectContaining({
        old_status: 'learned',
        new_status: 'unknown',
        learned_delta: -1,
        tracked_delta: -1,
        device_id: null,
      }),
    ]);
  });

  it('rolls the log back with the vocabulary change when the write fails', async () => {
    const small = new VocabularyService(new VocabularyRepository(database), () => new Date(T0), 2);
    await small.put(user, [item('집', 'seen', at(1))]);
    // The size check runs after the log entries are known but inside the transaction: all or nothing.
    const refused = await small
      .put(user, [item('집', 'learned', at(2)), item('물', 'seen', at(2)), item('불', 'seen', at(2))])
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((await logOf(user)).map((row) => row.new_status)).toEqual(['seen']);

    // A failure after the log rows were written (a bad row in the same transaction) undoes them too.
    const repository = new VocabularyRepository(database);
    const failed = await repository
      .write(user, async (tx) => {
        await tx.appendStatusLog(
          [
            {
              lang: 'ko_KR',
              written: '물',
              old_status: null,
              new_status: 'seen',
              kind: 'change',
              count: 1,
              learned_delta: 0,
              tracked_delta: 1,
              device_id: null,
              changed_at: at(5),
              day: '2025-03-01',
            },
          ],
          at(5),
        );
        await tx.upsert([item('물', 'seen', at(5))], at(5));
        throw new Error('later step failed');
      })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect((await logOf(user)).length).toBe(1);
    expect((await service.list(user)).map((i) => i.written)).toEqual(['집']);
  });

  it('logs an import as one event per language with its count, and counts only real changes', async () => {
    await service.put(user, [item('집', 'learned', at(1))]);
    const words = Array.from({ length: 3000 }, (_, i) => item(`단어${i}`, 'learned', at(10 + i)));
    words.push(item('집', 'learned', at(5000)));
    words.push({ written: 'house', lang: 'en_US', status: 'learned', updated_at: at(20) });
    await service.put(user, words, { source: 'import', deviceId: 'web' });
    const log = await logOf(user);
    expect(log.length).toBe(3);
    expect(log[1]).toEqual({
      lang: 'ko_KR',
      written: null,
      old_status: null,
      new_status: 'learned',
      kind: 'import',
      count: 3000,
      learned_delta: 3000,
      tracked_delta: 3000,
      device_id: 'web',
      changed_at: at(3009),
      day: '2025-03-01',
    });
    expect(log[2]).toMatchObject({ lang: 'en_US', kind: 'import', count: 1 });
  });

  it('logs "mark the rest as known" and clearing as one event each', async () => {
    await service.put(user, [item('집', 'seen', at(1)), item('물', 'ignore', at(1))]);
    await service.put(user, [item('집', 'learned', at(2)), item('불', 'learned', at(2))], {
      source: 'mark_known',
    });
    await service.clear(user);
    const log = await logOf(user);
    // The day sums kept with the log agree with it.
    const daily = await database.db
      .selectFrom('status_daily')
      .select(['lang', 'day', 'learned_delta', 'new_words', 'bulk_words'])
      .where('user_id', '=', user)
      .execute();
    expect(daily).toEqual([
      { lang: 'ko_KR', day: '2025-03-01', learned_delta: 0, new_words: 2, bulk_words: 1 },
    ]);
    expect(log.slice(2)).toEqual([
      expect.objectContaining({ kind: 'mark_known', count: 2, learned_delta: 2, tracked_delta: 1 }),
      expect.objectContaining({
        kind: 'clear',
        count: 3,
        learned_delta: -2,
        tracked_delta: -3,
        written: null,
      }),
    ]);
  });
});
