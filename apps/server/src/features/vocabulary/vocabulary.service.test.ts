import type { VocabularyItem } from '@glossa/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { VocabularyRepository } from './vocabulary.repository.ts';
import { VocabularyService } from './vocabulary.service.ts';
import { insertUser, openTestDatabase, testDialects } from './vocabulary.test-helpers.ts';

const T0 = '2025-03-01T10:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(T0) + offsetMs).toISOString();
const item = (written: string, status: VocabularyItem['status'], updatedAt: string): VocabularyItem => ({
  written,
  lang: 'ko_KR',
  status,
  updated_at: updatedAt,
});

describe.each(testDialects())('VocabularyService on %s', (dialect) => {
  let database: AppDatabase;
  let clock: number;
  let service: VocabularyService;
  let user: string;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    clock = Date.parse(T0);
    service = new VocabularyService(new VocabularyRepository(database), () => new Date(clock));
    user = await insertUser(database);
  });

  it('refuses a write past the size limit, whole, and counts removals as room', async () => {
    const small = new VocabularyService(new VocabularyRepository(database), () => new Date(clock), 3);
    await small.put(user, [item('집', 'seen', at(1)), item('물', 'seen', at(2))]);
    const refused = await small
      .put(user, [item('불', 'seen', at(3)), item('산', 'seen', at(4))])
      .catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(409);
    expect((refused as AppError).detail).toMatch(/at most 3 words/);
    expect((await small.list(user)).map((i) => i.written).sort()).toEqual(['물', '집']);
    // Removing one and adding two in the same write fits; a status change of a tracked word adds nothing.
    await small.put(user, [
      item('집', 'unknown', at(5)),
      item('불', 'seen', at(5)),
      item('산', 'seen', at(5)),
    ]);
    await small.put(user, [item('물', 'learned', at(6))]);
    expect((await small.list(user)).map((i) => i.written).sort()).toEqual(['물', '불', '산']);
  });

  it('lets other work run between the chunks of a 10,000-item batch', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => item(`단어${i}`, 'seen', at(i % 1000)));
    let turns = 0;
    let running = true;
    const tick = (): void => {
      if (!running) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    await service.put(user, items);
    running = false;
    // 10 read chunks and 10 write chunks: the event loop got a turn between them.
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('stores new items, answers a growing clock and lists tracked words', async () => {
    expect(await service.status(user)).toEqual({ last_update: null });
    const first = await service.put(user, [item('집', 'seen', at(-10)), item('물', 'learned', at(-5))]);
    expect(first).toEqual({ last_update: T0, previous_update: null, stale: [] });
    // Same millisecond on the server: the clock still moves forward.
    const second = await service.put(user, [item('불', 'ignore', at(-1))]);
    expect(second).toEqual({ last_update: at(1), previous_update: T0, stale: [] });
    expect(await service.status(user)).toEqual({ last_update: at(1) });
    const words = (await service.list(user)).map((i) => `${i.written}:${i.status}`).sort();
    expect(words).toEqual(['물:learned', '불:ignore', '집:seen']);
  });

  it('keeps the newer edit whatever order they arrive in, and ties by the fixed status order', async () => {
    await service.put(user, [item('집', 'learned', at(-10))]);
    clock += 1000;
    const stale = await service.put(user, [item('집', 'seen', at(-20))]);
    expect(stale.last_update).toBe(stale.previous_update);
    expect(stale.stale).toEqual([item('집', 'learned', at(-10))]);
    expect(await service.list(user)).toEqual([item('집', 'learned', at(-10))]);
    await service.put(user, [item('집', 'ignore', at(-10))]);
    expect((await service.list(user))[0]?.status).toBe('learned');
    await service.put(user, [item('집', 'seen', at(-9))]);
    expect((await service.list(user))[0]?.status).toBe('seen');
  });

  it('dedupes a batch by the same rule and keeps removals as tombstones in the change feed', async () => {
    await service.put(user, [
      item('a', 'seen', at(-3)),
      item('a', 'learned', at(-2)),
      item('b', 'seen', at(-1)),
    ]);
    const before = (await service.status(user)).last_update ?? '';
    clock += 10;
    await service.put(user, [item('b', 'unknown', at(5))]);
    expect((await service.list(user)).map((i) => i.written)).toEqual(['a']);
    expect(await service.changesSince(user, before)).toEqual([item('b', 'unknown', at(5))]);
    expect((await service.changesSince(user, '1970-01-01T00:00:00.000Z')).length).toBe(2);
  });

  it('feeds a late upload of an old edit to devices that synced after its time', async () => {
    await service.put(user, [item('x', 'seen', at(-100))]);
    clock += 1000;
    const synced = (await service.status(user)).last_update ?? '';
    clock += 1000;
    // An offline device finally uploads an edit made long ago, but newer than what is stored.
    await service.put(user, [item('x', 'learned', at(-50))]);
    expect(await service.changesSince(user, synced)).toEqual([item('x', 'learned', at(-50))]);
  });

  it('clears with tombstones dated after every stored edit', async () => {
    await service.put(user, [item('a', 'seen', at(-3)), item('b', 'learned', at(60_000))]);
    const before = (await service.status(user)).last_update ?? '';
    clock += 5;
    const cleared = await service.clear(user);
    expect(cleared.previous_update).toBe(before);
    expect(await service.list(user)).toEqual([]);
    const feed = await service.changesSince(user, before);
    // The clock never lags behind a stored edit, so the tombstones are dated after b's edit.
    expect(before).toBe(at(60_001));
    expect(cleared.last_update).toBe(at(60_002));
    expect(feed.map((i) => [i.written, i.status, i.updated_at])).toEqual([
      ['a', 'unknown', at(60_002)],
      ['b', 'unknown', at(60_002)],
    ]);
    // An edit dated after the clearing wins; one dated before it loses and is told what is stored.
    const late = await service.put(user, [item('b', 'seen', at(60_001))]);
    expect(late.stale).toEqual([item('b', 'unknown', at(60_002))]);
    await service.put(user, [item('a', 'seen', at(60_003))]);
    expect(await service.list(user)).toEqual([item('a', 'seen', at(60_003))]);
    // Clearing an empty vocabulary changes nothing.
    await service.clear(user);
    const again = await service.clear(user);
    expect(again.last_update).toBe(again.previous_update);
  });

  it('keeps users apart', async () => {
    const other = await insertUser(database);
    await service.put(user, [item('a', 'seen', at(0))]);
    expect(await service.list(other)).toEqual([]);
    expect(await service.status(other)).toEqual({ last_update: null });
  });

  it('stores a 10,000-item batch in one call', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => item(`w${i}`, 'learned', at(i)));
    await service.put(user, items);
    expect((await service.list(user)).length).toBe(10_000);
  });
});

describe('VocabularyService.validate', () => {
  const service = new VocabularyService(undefined as unknown as VocabularyRepository, () => new Date(T0));
  const refusal = (raw: unknown[]): string => {
    try {
      service.validate(raw);
    } catch (error) {
      if (error instanceof AppError) return `${error.statusCode} ${error.detail}`;
    }
    return 'accepted';
  };

  it('normalises times to UTC and written forms to NFC', () => {
    const [valid] = service.validate([
      { written: 'e\u0301', lang: 'fr_FR', status: 'seen', updated_at: '2025-03-01T12:00:00+02:00' },
    ]);
    expect(valid).toEqual({ written: '\u00e9', lang: 'fr_FR', status: 'seen', updated_at: T0 });
  });

  it('refuses bad items with a detail naming the item', () => {
    const good = item('ok', 'seen', T0);
    expect(refusal([good, { ...good, status: 'known' }])).toMatch(/^400 Item 2 \("ok", ko_KR\): status: /);
    expect(refusal([{ ...good, lang: 'de_DE' }])).toMatch(/^400 Item 1 \("ok", de_DE\): lang: /);
    expect(refusal([{ ...good, written: '  ' }])).toMatch(/^400 Item 1 \(" {2}", ko_KR\): written: .*empty/);
    expect(refusal([{ ...good, written: 'x'.repeat(201) }])).toMatch(/written: .*at most 200 characters/);
    expect(refusal([{ ...good, written: 'x'.repeat(200) }])).toBe('accepted');
    expect(refusal([{ ...good, updated_at: '2025-03-03T10:00:00.000Z' }])).toMatch(/updated_at: .*future/);
    expect(refusal([{ ...good, updated_at: 'yesterday' }])).toMatch(/updated_at: /);
    expect(refusal([{ ...good, updated_at: '2025-03-01T10:00:00' }])).toMatch(/updated_at: /);
    expect(refusal(['word'])).toMatch(/^400 Item 1: /);
  });
});
