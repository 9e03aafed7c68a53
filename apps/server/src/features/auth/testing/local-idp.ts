import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/** Who the local identity provider says is signing in. */
export interface LocalIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

export interface MintOptions {
  audience?: string;
  issuer?: string;
  /** Seconds from now until expiry (negative: already expired). */
  expiresIn?: number;
  nonce?: string;
  /** Sign with a key the JWKS does not publish (under the published key id): a forged signature. */
  foreignKey?: boolean;
  algorithm?: 'RS256' | 'HS256';
}

/**
 * A real OpenID Connect identity provider on loopback, for tests: its own RSA key, a JWKS endpoint and an
 * authorisation page that form-posts a signed ID token back (like Google's and Apple's form_post mode), so
 * the whole verification path of the server runs for real, without network.
 * @example const idp = await startLocalIdp('test-client'); const env = idp.env('GOOGLE');
 */
export class LocalIdp {
  /** The identity the next authorisation answers with. */
  nextIdentity: LocalIdentity = {
    sub: 'idp-user-1',
    email: 'idp.user@example.com',
    email_verified: true,
    name: 'Idp User',
  };

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    readonly clientId: string,
    private readonly privateKey: CryptoKey,
    private readonly foreignKey: CryptoKey,
    private readonly jwk: JWK,
  ) {}

  /** Starts the provider on 127.0.0.1 and a free port. */
  static async start(clientId: string): Promise<LocalIdp> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const foreign = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'local-idp-1', alg: 'RS256', use: 'sig' };
    // The handler needs the provider, which needs the server's port: fill the holder once listening.
    const holder: { idp?: LocalIdp } = {};
    const server = http.createServer((request, response) => {
      if (holder.idp) void holder.idp.handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.idp = new LocalIdp(
      server,
      `http://127.0.0.1:${port}`,
      clientId,
      privateKey,
      foreign.privateKey,
      jwk,
    );
    return holder.idp;
  }

  /** Environment variables pointing the server's GOOGLE_* or APPLE_* settings at this provider. */
  env(prefix: 'GOOGLE' | 'APPLE'): Record<string, string> {
    const issuerKey = prefix === 'GOOGLE' ? 'GOOGLE_ISSUERS' : 'APPLE_ISSUER';
    return {
      [`${prefix}_CLIENT_ID`]: this.clientId,
      [`${prefix}_AUTH_URL`]: `${this.url}/authorize`,
      [`${prefix}_JWKS_URL`]: `${this.url}/jwks`,
      [issuerKey]: this.url,
    };
  }

  /** A signed ID token for an identity, valid unless the options spoil it. */
  async mint(identity: LocalIdentity = this.nextIdentity, options: MintOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { ...identity };
    if (options.nonce) claims['nonce'] = options.nonce;
    const algorithm = options.algorithm ?? 'RS256';
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: algorithm, kid: 'local-idp-1' })
      .setIssuer(options.issuer ?? this.url)
      .setAudience(options.audience ?? this.clientId)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (options.expiresIn ?? 600));
    if (algorithm === 'HS256')
      return jwt.sign(new TextEncoder().encode('a-guessable-shared-secret-0123456789'));
    return jwt.sign(options.foreignKey ? this.foreignKey : this.privateKey);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    if (url.pathname === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [this.jwk] }));
      return;
    }
    if (url.pathname === '/next-identity' && request.method === 'PUT') {
      // Browser tests run the provider in another process and choose who signs in through this.
      this.nextIdentity = JSON.parse(await readBody(request)) as LocalIdentity;
      response.writeHead(204);
      response.end();
      return;
    }
    if (url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const nonce = url.searchParams.get('nonce') ?? undefined;
      if (url.searchParams.get('client_id') !== this.clientId || !redirectUri.startsWith('http')) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('invalid_request');
        return;
      }
      const token = await this.mint(this.nextIdentity, nonce ? { nonce } : {});
      const state = url.searchParams.get('state') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Local identity provider</title>
<form id="f" method="post" action="${escapeHtml(redirectUri)}">
<input type="hidden" name="id_token" value="${escapeHtml(token)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit">Continue as ${escapeHtml(this.nextIdentity.email ?? this.nextIdentity.sub)}</button>
</form><script>document.getElementById('f').submit()</script>`);
      return;
    }
    response.writeHead(404);
    response.end();
  }
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
