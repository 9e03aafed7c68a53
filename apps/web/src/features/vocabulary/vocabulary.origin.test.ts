import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type ClientAuth, type GlossaClient } from '@glossa/client';
import { api } from '@glossa/contract';
import { VocabularySession, memoryStorage } from '@glossa/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../lib/client.ts';
import { vocabularyRemoteOf } from './vocabulary.api.ts';

/**
 * The web app's vocabulary session, signed in, against the real server (buildApp listening on a port, over
 * a temp SQLite file or the test PostgreSQL): what it writes must land in the account's status log with
 * this browser's device id, and "mark the rest as known" and an import as one event each with their count.
 */

interface ServerHandle {
  app: { listen(options: { port: number; host: string }): Promise<string> };
  close(): Promise<void>;
}
// The server is another workspace; it is loaded at run time so the web project's type-check stays its own.
const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/src');
const loadServerModule = <T>(file: string): Promise<T> =>
  import(/* @vite-ignore */ path.join(serverSrc, file)) as Promise<T>;

const dialects: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

function serverClient(base: string, headers: Record<string, string>): GlossaClient {
  const auth: ClientAuth = {
    credentials: 'omit',
    headers: () => Promise.resolve(headers),
    recover: () => Promise.resolve(false),
  };
  return createClient({ baseUrl: base + API_BASE, auth });
}

describe.each(dialects)('status log of a signed-in browser on %s', (dialect) => {
  let server: ServerHandle;
  let base: string;
  let calls: GlossaClient;
  let userId: string;

  beforeAll(async () => {
    const { startAuthServer } = await loadServerModule<{
      startAuthServer(d: string): Promise<ServerHandle>;
    }>('features/auth/auth.test-setup.ts');
    const { signUpUser } = await loadServerModule<{
      signUpUser(app: unknown): Promise<{ headers: Record<string, string>; user: { id: string } }>;
    }>('features/auth/auth.test-helpers.ts');
    server = await startAuthServer(dialect);
    const user = await signUpUser(server.app);
    userId = user.user.id;
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    calls = serverClient(base, user.headers);
  });
  afterAll(async () => {
    await server.close();
  });

  const log = async () =>
    (await calls.call(api.progress.log, { query: { since: '1970-01-01T00:00:00.000Z' } })).entries;

  it('sends the device id with every write and each bulk action as one event with its count', async () => {
    const storage = memoryStorage();
    const session = new VocabularySession({
      storage,
      remote: vocabularyRemoteOf(calls),
      signedInUser: () => Promise.resolve(userId),
    });
    await session.start();
    expect(session.mode).toBe('account');

    session.setStatus('집', 'ko_KR', 'seen');
    await session.refresh();
    expect(session.markKnown(['물', '불', '집'], 'ko_KR')).toBe(2);
    // A single edit queued after the bulk action goes in its own batch, logged as a change.
    session.setStatus('house', 'en_US', 'learned');
    await session.refresh();
    expect(await session.importWords(['tree', 'sky', 'sea'], 'en_US')).toBe(3);
    expect(session.pending).toBe(0);

    const entries = await log();
    const device = entries[0]?.device_id;
    expect(device).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(entries.map((e) => e.device_id)).toEqual(entries.map(() => device));
    expect(
      entries.map(({ kind, lang, written, new_status, count }) => ({
        kind,
        lang,
        written,
        new_status,
        count,
      })),
    ).toEqual([
      { kind: 'change', lang: 'ko_KR', written: '집', new_status: 'seen', count: 1 },
      { kind: 'mark_known', lang: 'ko_KR', written: null, new_status: 'learned', count: 2 },
      { kind: 'change', lang: 'en_US', written: 'house', new_status: 'learned', count: 1 },
      { kind: 'import', lang: 'en_US', written: null, new_status: 'learned', count: 3 },
    ]);

    // The same browser keeps its id across visits (it is kept in its storage).
    const again = new VocabularySession({
      storage,
      remote: vocabularyRemoteOf(calls),
      signedInUser: () => Promise.resolve(userId),
    });
    await again.start();
    again.setStatus('집', 'ko_KR', 'ignore');
    await again.refresh();
    const last = (await log()).at(-1);
    expect(last).toMatchObject({ kind: 'change', written: '집', new_status: 'ignore', device_id: device });
  });
});
