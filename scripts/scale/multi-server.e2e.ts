// Several servers, one database (issue: hardening and scale-out): PostgreSQL, three built Glossa servers and
// nginx in front as the load balancer. Learners sign up, analyse and sync vocabulary through nginx while one
// server is killed and started again; afterwards every acknowledged write is there, every session works on
// every server, and the sign-in limit holds across servers. Needs the test PostgreSQL (npm test starts it)
// and Debian's nginx-light (npm test installs it); skipped without them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY, freePort } from '@glossa/testing';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const missing = !DATABASE_URL
  ? 'no test PostgreSQL (TEST_DATABASE_URL)'
  : !NGINX
    ? 'nginx is not installed (apt-get install nginx-light)'
    : !fs.existsSync(SERVER_ENTRY)
      ? 'the server is not built (npm run build)'
      : null;
if (missing) console.warn(`[scale] multi-server test skipped: ${missing}`);

const PASSWORD = 'Correct#Horse9';

async function waitForHealth(url: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Learner {
  cookie: string;
  csrf: string;
  email: string;
  acknowledged: Map<string, string>;
}

describe.skipIf(missing)('three servers behind nginx on one PostgreSQL', () => {
  const schema = `glossa_scale_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-scale-'));
  const servers: Array<{ port: number; child: ChildProcess }> = [];
  let nginx: ChildProcess | undefined;
  let lb = '';
  const env = (port: number) => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, `data-${port}`),
    DATABASE_URL: DATABASE_URL!,
    DATABASE_SCHEMA: schema,
    LOG_LEVEL: 'warn',
    DICT_AUTO_INSTALL: 'false',
    TRUST_PROXY: '127.0.0.1',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_TIME_COST: '1',
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
  });
  const startServer = async (port: number): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: env(port),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    return child;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const ports = [await freePort(), await freePort(), await freePort()];
    // Started together: the migrations run once, under Kysely's lock.
    const children = await Promise.all(ports.map((port) => startServer(port)));
    ports.forEach((port, i) => servers.push({ port, child: children[i]! }));
    const lbPort = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
user root;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream glossa { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(' ')} }
  server {
    listen 127.0.0.1:${lbPort};
    location / {
      proxy_pass http://glossa;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 1s;
    }
  }
}
`,
    );
    nginx = spawn(NGINX!, ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    lb = `http://127.0.0.1:${lbPort}`;
    await waitForHealth(lb);
  }, 120_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const server of servers) server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (DATABASE_URL) {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function signUp(i: number): Promise<Learner> {
    const csrf = `scale-csrf-token-${i}-0123456789abcdef`;
    const email = `scale${i}.${process.pid}@example.com`;
    const form = new FormData();
    form.set('username', `scale${i}x${process.pid}`);
    form.set('email', email);
    form.set('password', PASSWORD);
    const response = await fetch(`${lb}/api/auth/signup`, {
      method: 'POST',
      body: form,
      headers: { cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
    return { cookie: [`glossa_csrf=${csrf}`, ...cookies].join('; '), csrf, email, acknowledged: new Map() };
  }

  it('keeps every acknowledged write, every session and the sign-in limit while a server dies and returns', async () => {
    const learners = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(i)));
    const until = Date.now() + 12_000;
    let statusCounts: Record<number, number> = {};
    const work = learners.map(async (learner, i) => {
      let n = 0;
      while (Date.now() < until) {
        n += 1;
        const headers = {
          cookie: learner.cookie,
          'x-csrf-token': learner.csrf,
          'content-type': 'application/json',
        };
        const written = `단어${i}-${n}`;
        const status = ['seen', 'learned', 'ignore'][n % 3]!;
        try {
          const put = await fetch(`${lb}/api/user/voc`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ written, lang: 'ko_KR', status, updated_at: new Date().toISOString() }),
          });
          statusCounts[put.status] = (statusCounts[put.status] ?? 0) + 1;
          if (put.status === 200) learner.acknowledged.set(written, status);
          if (n % 4 === 0) {
            const analyze = await fetch(`${lb}/api/analyze`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                text: '친구가 학교에 갔어요.',
                textLanguage: 'ko_KR',
                dictionaryLanguage: 'en_US',
              }),
            });
            statusCounts[analyze.status] = (statusCounts[analyze.status] ?? 0) + 1;
          }
        } catch {
          statusCounts[0] = (statusCounts[0] ?? 0) + 1;
        }
      }
    });
    // One server dies in the middle (no goodbye), and comes back on its port a little later.
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const victim = servers[1]!;
      victim.child.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      victim.child = await startServer(victim.port);
    })();
    await Promise.all([...work, chaos]);
    console.info(`[scale] answers during the load: ${JSON.stringify(statusCounts)}`);
    expect(learners.every((l) => l.acknowledged.size > 5)).toBe(true);

    // Every acknowledged write is there, read through each server; every session works on each.
    for (const server of servers) {
      for (const learner of learners) {
        const base = `http://127.0.0.1:${server.port}`;
        const me = await fetch(`${base}/api/user/me`, { headers: { cookie: learner.cookie } });
        expect(me.status).toBe(200);
        const list = (await (
          await fetch(`${base}/api/user/voc`, { headers: { cookie: learner.cookie } })
        ).json()) as Array<{
          written: string;
          status: string;
        }>;
        const stored = new Map(list.map((item) => [item.written, item.status]));
        for (const [written, status] of learner.acknowledged)
          expect(stored.get(written), written).toBe(status);
      }
    }

    // Wrong passwords spread over the three servers count together: the sixth is refused everywhere.
    const attempts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const csrf = `scale-login-${i}-0123456789abcdef`;
      const form = new FormData();
      form.set('identifier', learners[0]!.email);
      form.set('password', 'Wrong#Pass1');
      const answer = await fetch(`http://127.0.0.1:${servers[i % 3]!.port}/api/auth/login`, {
        method: 'POST',
        body: form,
        headers: { cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
      });
      attempts.push(answer.status);
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429]);
    statusCounts = {};
  }, 120_000);
});
