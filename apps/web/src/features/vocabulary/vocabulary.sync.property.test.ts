import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type ClientAuth, type GlossaClient } from '@glossa/client';
import {
  api,
  vocabularyKey,
  wins,
  type VocabularyItem,
  type VocabularyLanguage,
  type WordStatus,
} from '@glossa/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VocabularySync, type VocabularyRemote } from '@glossa/sync';
import { API_BASE } from '../../lib/client.ts';
import { vocabularyRemoteOf } from './vocabulary.api.ts';

/**
 * Several simulated devices of one user drive the real sync engine against the real server (buildApp,
 * listening on a port, over a temp SQLite file or the test PostgreSQL) through random edits, removals,
 * clearings, offline periods, lost answers and syncs; afterwards every device and the server must hold the
 * same vocabulary, and (without clearings) it must be the newest edit of every word.
 */

interface ServerHandle {
  app: { listen(options: { port: number; host: string }): Promise<string> };
  close(): Promise<void>;
}
interface SetupModule {
  startAuthServer(dialect: 'sqlite' | 'postgres'): Promise<ServerHandle>;
}
interface HelperModule {
  signUpUser(app: unknown): Promise<{ headers: Record<string, string> }>;
}

// The server is another workspace; it is loaded at run time so the web project's type-check stays its own.
const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/src');
const loadServerModule = <T>(file: string): Promise<T> =>
  import(/* @vite-ignore */ path.join(serverSrc, file)) as Promise<T>;

const dialects: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
const WORDS = ['집', '물', 'house', 'e\u0301té', 'tree'];
const LANGS: VocabularyLanguage[] = ['ko_KR', 'en_US'];
const STATUSES: WordStatus[] = ['ignore', 'seen', 'learned', 'unknown'];

type Op =
  | { kind: 'set'; device: number; word: number; lang: number; status: WordStatus }
  | { kind: 'offline' | 'online' | 'sync' | 'loseAnswer' | 'clear' | 'reload'; device: number }
  | { kind: 'wait'; ms: number };

const opArbitrary = (devices: number): fc.Arbitrary<Op> => {
  const device = fc.integer({ min: 0, max: devices - 1 });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('set' as const),
        device,
        word: fc.integer({ min: 0, max: WORDS.length - 1 }),
        lang: fc.integer({ min: 0, max: LANGS.length - 1 }),
        status: fc.constantFrom(...STATUSES),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constantFrom('loseAnswer' as const, 'reload' as const), device }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), device }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 5000 }) }),
    },
  );
};

/** A client of the listening server that sends a signed-up user's cookie and CSRF headers as they are. */
function serverClient(
  base: string,
  headers: Record<string, string>,
  fetchFn: typeof fetch = fetch,
): GlossaClient {
  const auth: ClientAuth = {
    credentials: 'omit',
    headers: () => Promise.resolve(headers),
    recover: () => Promise.resolve(false),
  };
  return createClient({ baseUrl: base + API_BASE, auth, fetch: fetchFn });
}

class SimulatedDevice {
  online = true;
  loseNextAnswer = false;
  engine: VocabularySync;

  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string>,
    readonly now: () => number,
  ) {
    this.engine = this.newEngine();
  }

  newEngine(): VocabularySync {
    return new VocabularySync(this.remote(), { now: this.now });
  }

  /** A page reload: the engine is rebuilt from what the device stored, then loads from the server. */
  async reload(): Promise<void> {
    const stored = this.engine.snapshot();
    this.engine = this.newEngine();
    this.engine.restore(JSON.parse(JSON.stringify(stored)) as typeof stored);
    await this.engine.load();
  }

  /** The web app's remote, through a client whose fetch can be offline or lose the answer of a write. */
  private remote(): VocabularyRemote {
    return vocabularyRemoteOf(
      serverClient(this.base, this.headers, async (input, init) => {
        if (!this.online) throw new TypeError('fetch failed');
        const response = await fetch(input, init);
        if (this.loseNextAnswer && init?.method !== 'GET') {
          // The server did the work but the answer never arrived.
          this.loseNextAnswer = false;
          throw new TypeError('fetch failed');
        }
        return response;
      }),
    );
  }
}

const view = (items: readonly VocabularyItem[]) =>
  items
    .filter((item) => item.status !== 'unknown')
    .map((item) => `${item.lang}|${item.written}|${item.status}`)
    .sort();

describe.each(dialects)('vocabulary sync across devices (%s)', (dialect) => {
  let server: ServerHandle;
  let base = '';
  let signUp: HelperModule['signUpUser'];

  beforeAll(async () => {
    const setup = await loadServerModule<SetupModule>('features/auth/auth.test-setup.ts');
    signUp = (await loadServerModule<HelperModule>('features/auth/auth.test-helpers.ts')).signUpUser;
    server = await setup.startAuthServer(dialect);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('converges to the same vocabulary with no newer edit lost', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.integer({ min: -600_000, max: 600_000 }), { minLength: 3, maxLength: 3 }),
        fc.array(opArbitrary(3), { minLength: 1, maxLength: 40 }),
        async (deviceCount, skews, ops) => {
          const user = await signUp(server.app);
          // Device clocks run an hour behind the server's, and up to ten minutes apart from each other.
          let simulated = Date.now() - 3_600_000;
          const devices = Array.from(
            { length: deviceCount },
            (_, d) => new SimulatedDevice(base, user.headers, () => simulated + (skews[d] ?? 0)),
          );
          for (const device of devices) await device.engine.load();
          const edits = new Map<string, VocabularyItem>();
          let cleared = false;

          for (const op of ops) {
            if (op.kind === 'wait') {
              simulated += op.ms;
              continue;
            }
            const device = devices[op.device % deviceCount]!;
            simulated += 1;
            if (op.kind === 'set') {
              const written = WORDS[op.word]!.normalize('NFC');
              const lang = LANGS[op.lang]!;
              if (device.engine.setStatus(written, lang, op.status)) {
                const key = vocabularyKey(written, lang);
                const made = device.engine
                  .snapshot()
                  .items.find((i) => vocabularyKey(i.written, i.lang) === key);
                if (made && wins(made, edits.get(key))) edits.set(key, made);
              }
              await device.engine.flush();
            } else if (op.kind === 'offline') device.online = false;
            else if (op.kind === 'online') {
              device.online = true;
              await device.engine.flush();
            } else if (op.kind === 'loseAnswer') device.loseNextAnswer = true;
            else if (op.kind === 'sync') await device.engine.sync();
            else if (op.kind === 'reload') await device.reload();
            else if (op.kind === 'clear' && device.online) {
              cleared = true;
              await device.engine.clearAll();
            }
          }

          // The connection returns everywhere; two rounds let every device see every other one's changes.
          for (const device of devices) {
            device.online = true;
            device.loseNextAnswer = false;
          }
          for (let round = 0; round < 2; round += 1) for (const device of devices) await device.engine.sync();

          const serverList = await serverClient(base, user.headers).call(api.vocabulary.list);
          const expected = view(serverList);
          for (const device of devices) {
            expect(device.engine.pendingCount).toBe(0);
            expect(view(device.engine.tracked())).toEqual(expected);
          }
          if (!cleared) expect(expected).toEqual(view([...edits.values()]));
        },
      ),
      // FC_SEED=<seed> replays a reported failure.
      { numRuns: 40, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  }, 180_000);
});
