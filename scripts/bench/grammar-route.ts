// The route half of `npm run bench:grammar`: POST /api/analyze on the same 1,000 Korean characters, with the
// grammar layer on and off, in one process and one run. Two servers in this process (one analysis worker each,
// listening on loopback ports) share one SQLite database with the starter dictionaries installed, so the
// answers carry their real dictionary words; the second server is built with `analysisGrammar: false`, which
// only this benchmark sets. A client in a child process sends the requests (BENCH_CLIENT=inject: fastify's
// inject in this process instead, whose reading of the answer is then counted too). Requests alternate
// between the two servers in pairs (order swapped every pair); this process's CPU time (event loop, worker
// thread, socket writes) of each request, medians, the median of each pair's ratio and the means.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '@glossa/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { installSettings } from '../../apps/server/src/features/dictionary/installs/install.config.ts';
import { createDictionaryService } from '../../apps/server/src/features/dictionary/dictionary.service.ts';

const TOKEN = 'bench-csrf-token-0123456789abcdef';
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export interface RouteFigures {
  on: number;
  off: number;
  wallOn: number;
  wallOff: number;
  perRound: number;
  /** Means, which keep the collections the medians leave out (a collection may land on the next request). */
  meanOn: number;
  meanOff: number;
  bytesOn: number;
  bytesOff: number;
  /** Constructions in the answer, and the places they cover (once per construction since the answer groups them). */
  found: number;
  places: number;
}

/** Measures POST /api/analyze on `text` with the grammar layer on and off; prints and returns the figures. */
export async function benchRoute(text: string, rounds: number, perRound: number): Promise<RouteFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-bench-grammar-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    DICT_AUTO_INSTALL: 'false',
    ANALYSIS_WORKERS: '1',
    GLOSSA_ONLINE_DICTIONARIES: 'none',
  });
  const database = openDatabase(config.database);
  const apps: FastifyInstance[] = [];
  try {
    // BENCH_AA=1: both servers without the grammar layer, to see the noise and any bias between the two.
    const control = process.env.BENCH_AA === '1';
    const on = await buildApp(control ? { ...config, analysisGrammar: false } : config, {
      database,
      logger: false,
    });
    apps.push(on);
    await on.ready();
    const started = Date.now();
    await createDictionaryService(database).installStarter({
      settings: installSettings({ DICT_AUTO_INSTALL: 'true', DICT_WORDNET: 'false' }),
    });
    console.info(`(starter dictionaries installed in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const off = await buildApp({ ...config, analysisGrammar: false }, { database, logger: false });
    apps.push(off);
    await off.ready();

    const payload = { text, text_lang: 'ko_KR', dico_lang: 'en_US' };
    // The answer's bytes as a client receives them, not decoded: only the server's work is timed.
    const post = async (app: FastifyInstance): Promise<Buffer> => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload,
        cookies: { [CSRF_COOKIE]: TOKEN },
        headers: { [CSRF_HEADER]: TOKEN },
        payloadAsStream: true,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${body.toString()}`);
      return body;
    };
    // The two answers differ only in `grammar`: same units, same words.
    const bodyOn = await post(on);
    const bodyOff = await post(off);
    const answerOn = JSON.parse(bodyOn.toString()) as { grammar: unknown[]; vocab: unknown[] };
    const answerOff = JSON.parse(bodyOff.toString()) as { grammar: unknown[] };
    if (answerOff.grammar.length !== 0 || (answerOn.grammar.length === 0) !== control)
      throw new Error('the grammar switch did not work');
    if (JSON.stringify({ ...answerOn, grammar: [] }) !== JSON.stringify(answerOff))
      throw new Error('the answers differ in more than their grammar');

    // The timed requests: over loopback from the child process, or inject.
    const viaInject = process.env.BENCH_CLIENT === 'inject';
    const client = viaInject
      ? undefined
      : fork(new URL('./grammar-route-client.ts', import.meta.url), [], { execArgv: process.execArgv });
    const urls = new Map<FastifyInstance, string>();
    if (client) {
      for (const app of [on, off]) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('no port');
        urls.set(app, `http://127.0.0.1:${address.port}/api/analyze`);
      }
    }
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      [CSRF_HEADER]: TOKEN,
      cookie: `${CSRF_COOKIE}=${TOKEN}`,
    };
    const send = async (app: FastifyInstance): Promise<void> => {
      if (!client) {
        await post(app);
        return;
      }
      const answer = new Promise<{ status: number; bytes: number; error?: string }>((resolve) =>
        client.once('message', resolve),
      );
      client.send({ url: urls.get(app), headers, body });
      const { status, error } = await answer;
      if (status !== 200) throw new Error(`client: ${status} ${error ?? ''}`);
    };
    // Warm-up: the worker's analyser and dictionary, the lexicon, the word cache, the JIT, the connections.
    for (let i = 0; i < 20; i++) {
      await send(on);
      await send(off);
    }
    // One request at a time, the two servers alternating (on-off, then off-on): each request's CPU time is
    // set beside its neighbour's, taken moments apart, so a busy machine's swings hit both sides alike.
    const time = async (app: FastifyInstance): Promise<[number, number]> => {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      await send(app);
      const used = process.cpuUsage(cpu);
      return [(used.user + used.system) / 1000, performance.now() - wall];
    };
    const cpu = { on: [] as number[], off: [] as number[] };
    const wall = { on: [] as number[], off: [] as number[] };
    const pairRatios: number[] = [];
    for (let r = 0; r < rounds * perRound; r++) {
      const order = r % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      const pair: Record<string, number> = {};
      for (const name of order) {
        const [c, w] = await time(name === 'on' ? on : off);
        cpu[name].push(c);
        wall[name].push(w);
        pair[name] = c;
      }
      pairRatios.push((pair.on as number) / (pair.off as number));
    }
    client?.kill();
    const figures: RouteFigures = {
      on: median(cpu.on),
      off: median(cpu.off),
      wallOn: median(wall.on),
      wallOff: median(wall.off),
      perRound: median(pairRatios),
      meanOn: mean(cpu.on),
      meanOff: mean(cpu.off),
      bytesOn: bodyOn.length,
      bytesOff: bodyOff.length,
      found: answerOn.grammar.length,
      places: (answerOn.grammar as { spans?: unknown[] }[]).reduce((n, c) => n + (c.spans?.length ?? 1), 0),
    };
    console.info(
      `${control ? 'A/A CONTROL (grammar off in both) ' : ''}route POST /api/analyze, ${rounds * perRound} request pairs ` +
        `(on, off alternating, ${viaInject ? 'inject' : 'client in a child process over loopback'}), medians of each ` +
        `request's server-process CPU time (event loop + worker), load ` +
        `${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.info(
      `  grammar off   ${figures.off.toFixed(2)} ms (wall ${figures.wallOff.toFixed(2)} ms)   answer ${figures.bytesOff} bytes`,
    );
    console.info(
      `  grammar on    ${figures.on.toFixed(2)} ms (wall ${figures.wallOn.toFixed(2)} ms)   answer ${figures.bytesOn} bytes, ${figures.found} constructions over ${figures.places} places`,
    );
    console.info(
      `  ROUTE ratio ${(figures.on / figures.off).toFixed(3)}   median pair ratio ${figures.perRound.toFixed(3)}   ` +
        `wall ratio ${(figures.wallOn / figures.wallOff).toFixed(3)}   ratio of the means ` +
        `${(figures.meanOn / figures.meanOff).toFixed(3)} (${figures.meanOn.toFixed(2)} / ${figures.meanOff.toFixed(2)} ms)`,
    );
    return figures;
  } finally {
    for (const app of apps.reverse()) await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
