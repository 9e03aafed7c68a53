// `npm run oauth:demo [-- --server http://127.0.0.1:3000]`: plays a companion (the Anki add-on) from the
// command line. It signs up a demo account, signs in with a password through the companion flow (PKCE S256)
// with a real loopback redirect (RFC 8252) receiving the code, exchanges it, calls the API with the Bearer
// token, refreshes, revokes the session and shows the old token refused. Without --server it starts its own
// server on a temporary SQLite database, so it works on a fresh checkout.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ApiError, bearerAuth, createClient, type ClientAuth } from '@glossa/client';
import {
  CODE_VERIFIER_LENGTH,
  CSRF_COOKIE,
  CSRF_HEADER,
  OAUTH_STATE_RANDOM_LENGTH,
  api,
  encodeAuthState,
  encodeOAuthState,
  randomVerifierText,
  s256Challenge,
} from '@glossa/contract';

const step = (n: number, text: string) => console.info(`\n[${n}] ${text}`);
const info = (text: string) => console.info(`    ${text}`);
const short = (token: string) => `${token.slice(0, 10)}… (${token.length} chars)`;

/** A server to talk to: the one named, or our own on a temporary database. */
async function serverUrl(): Promise<{ url: string; stop: () => Promise<void> }> {
  const flag = process.argv.indexOf('--server');
  if (flag !== -1 && process.argv[flag + 1]) return { url: process.argv[flag + 1]!, stop: async () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-oauth-demo-'));
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    DICT_AUTO_INSTALL: 'false',
    ANALYSIS_WORKERS: '1',
  });
  const app = await buildApp(config);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  info(`started a server at ${url} on a temporary database (${dataDir})`);
  return {
    url,
    async stop() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The web page's side (cookies + double-submit CSRF), made up for a script: one random pair. */
function browserLikeAuth(): ClientAuth {
  const csrf = crypto.randomBytes(16).toString('hex');
  return {
    credentials: 'omit',
    headers(method): Promise<Record<string, string>> {
      const pair = { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf };
      return Promise.resolve(method === 'GET' ? {} : pair);
    },
    recover: () => Promise.resolve(false),
  };
}

/** A one-shot loopback listener (the add-on's redirect URI) that answers the first request's query. */
async function loopbackRedirect(): Promise<{ uri: string; received: Promise<URLSearchParams> }> {
  let deliver!: (query: URLSearchParams) => void;
  const received = new Promise<URLSearchParams>((resolve) => (deliver = resolve));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('Signed in. You may close this window.');
    server.close();
    deliver(url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { uri: `http://127.0.0.1:${port}/glossa/callback`, received };
}

const { url: base, stop } = await serverUrl();
try {
  const web = createClient({ baseUrl: `${base}/api`, auth: browserLikeAuth(), validateResponses: true });
  let tokens = { accessToken: '', refreshToken: '', expiresIn: 0 };
  const companion = createClient({
    baseUrl: `${base}/api`,
    validateResponses: true,
    // No automatic refresh: the demo shows each step itself.
    auth: bearerAuth({ getAccessToken: () => tokens.accessToken, refresh: () => Promise.resolve(false) }),
  });

  const stamp = Date.now().toString(36);
  const email = `demo.${stamp}@example.com`;
  const password = 'Demo#Companion7';
  step(1, `sign up a demo account at ${base}`);
  await web.call(api.auth.signup, {
    body: { username: `demo${stamp}`, email, password, state: encodeAuthState('/') },
  });
  info(`account ${email}`);

  step(2, 'open the flow: PKCE verifier (128), S256 challenge, state (ext anki, provider password)');
  const verifier = randomVerifierText(CODE_VERIFIER_LENGTH);
  const challenge = await s256Challenge(verifier);
  const state = encodeOAuthState({
    ext: 'anki',
    provider: 'password',
    random: randomVerifierText(OAUTH_STATE_RANDOM_LENGTH),
  });
  const loopback = await loopbackRedirect();
  info(`verifier ${short(verifier)}; challenge ${challenge}`);
  info(`redirect_uri ${loopback.uri} (listening)`);

  step(3, 'sign in with the password: POST /api/oauth/login');
  const { redirectTo } = await web.call(api.oauth.login, {
    body: {
      email,
      password,
      redirect_uri: loopback.uri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      client_id: 'anki',
    },
  });
  info(`redirectTo ${redirectTo.replace(/code=[^&]+/, 'code=…')}`);
  // The browser would follow it; here we do, and the loopback listener receives the code.
  await fetch(redirectTo);
  const query = await loopback.received;
  const code = query.get('code') ?? '';
  if (query.get('state') !== state) throw new Error('the state that came back is not ours');
  info(`loopback received code ${short(code)} and our state`);

  step(4, 'exchange the code: POST /api/oauth/token');
  tokens = await companion.call(api.oauth.token, {
    body: { code, codeVerifier: verifier, redirectUri: loopback.uri, device: 'anki', provider: 'password' },
  });
  info(
    `access ${short(tokens.accessToken)}, refresh ${short(tokens.refreshToken)}, expires in ${tokens.expiresIn} s`,
  );
  // (A second exchange of the same code would be refused and would end this session: RFC 9700.)

  step(5, 'GET /api/user/me with Authorization: Bearer');
  const user = await companion.call(api.user.me);
  info(`${user.name} <${user.email}>`);

  step(6, 'refresh: POST /api/oauth/token {refreshToken}');
  const first = tokens.accessToken;
  tokens = await companion.call(api.oauth.token, { body: { refreshToken: tokens.refreshToken } });
  info(`new access ${short(tokens.accessToken)} (${tokens.accessToken === first ? 'same' : 'rotated'})`);
  info(`me with the new token: ${(await companion.call(api.user.me)).email}`);

  step(7, 'revoke this session: DELETE /api/user/sessions/:id');
  const sessions = await companion.call(api.user.sessions);
  for (const session of sessions)
    info(`session ${session.id} ${session.device}${session.current ? ' (this one)' : ''}`);
  const current = sessions.find((session) => session.current);
  if (!current) throw new Error('no current session in the list');
  await companion.call(api.user.revokeSession, { params: { id: current.id } });
  info(`revoked ${current.id}`);

  step(8, 'the old token is refused');
  try {
    await companion.call(api.user.me);
    throw new Error('the revoked token was accepted');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    info(`GET /api/user/me: ${describe(error)}`);
  }
  try {
    await companion.call(api.oauth.token, { body: { refreshToken: tokens.refreshToken } });
  } catch (error) {
    info(`refresh with the revoked session's token: ${describe(error)}`);
  }
  console.info('\ndone: the companion flow works end to end.');
} finally {
  await stop();
}

function describe(error: unknown): string {
  if (error instanceof ApiError)
    return `${error.status} ${error.code}${error.detail ? ` (${error.detail})` : ''}`;
  return error instanceof Error ? error.message : String(error);
}
