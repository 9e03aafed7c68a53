import crypto from 'node:crypto';
import {
  CODE_CHALLENGE_METHOD,
  EXTENSION_TYPES,
  OAUTH_ERROR_CODES,
  S256_CHALLENGE_PATTERN,
  decodeOAuthState,
  type ExtensionType,
  type OAuthSignInProvider,
} from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';
import { hashToken, isoNow, newToken } from '../auth/index.ts';
import type { OAuthConfig } from './oauth.config.ts';
import type { OAuthCodeRepository } from './oauth.repository.ts';
import { isAllowedRedirectUri, withCodeAndState, type RedirectAllowList } from './redirect-uri.ts';

/** An authorization request that passed every check: the code will be bound to all of it. */
export interface AuthorizationRequest {
  client: ExtensionType;
  redirectUri: string;
  codeChallenge: string;
  state: string;
}

/** The fields of an authorization request as the routes receive them (RFC 6749 4.1.1 names). */
export interface AuthorizationInput {
  redirect_uri: string;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  state: string;
  client_id?: ExtensionType | undefined;
}

const isExtensionType = (value: string): value is ExtensionType =>
  (EXTENSION_TYPES as readonly string[]).includes(value);

/**
 * Checks an authorization request: a known client (client_id, or the `ext` the companions put in the state), a redirect
 * URI on that client's allow-list (never redirected to otherwise, whatever `state` says), and an S256 PKCE
 * challenge (`plain` and a missing method are refused, RFC 9700 2.1.1). Throws a 400 `{detail, code}`.
 * @example const authz = checkAuthorizationRequest(body, allowListFor(request, config));
 */
export function checkAuthorizationRequest(
  input: AuthorizationInput,
  list: RedirectAllowList,
): AuthorizationRequest {
  const fromState = decodeOAuthState(input.state)?.ext;
  const client = input.client_id ?? fromState;
  if (client === undefined || !isExtensionType(client)) {
    throw new AppError(
      400,
      OAUTH_ERROR_CODES.unknownClient,
      'client_id: Required (the extension type: chrome, firefox or anki), or an ext in state.',
    );
  }
  if (fromState !== undefined && fromState !== client) {
    throw new AppError(400, OAUTH_ERROR_CODES.unknownClient, "client_id: Does not match the state's ext.");
  }
  if (!isAllowedRedirectUri(input.redirect_uri, client, list)) {
    throw new AppError(
      400,
      OAUTH_ERROR_CODES.invalidRedirectUri,
      `redirect_uri: Not an allowed redirect URI for ${client}.`,
    );
  }
  if (input.code_challenge_method !== CODE_CHALLENGE_METHOD) {
    throw new AppError(400, OAUTH_ERROR_CODES.pkceRequired, 'code_challenge_method: Only S256 is accepted.');
  }
  if (!input.code_challenge || !S256_CHALLENGE_PATTERN.test(input.code_challenge)) {
    throw new AppError(
      400,
      OAUTH_ERROR_CODES.pkceRequired,
      'code_challenge: Must be an S256 challenge (43 base64url characters).',
    );
  }
  return {
    client,
    redirectUri: input.redirect_uri,
    codeChallenge: input.code_challenge,
    state: input.state,
  };
}

/** Expired codes are deleted at most this often, a day after they expired. */
const PRUNE_INTERVAL_MS = 3_600_000;
const PRUNE_AFTER_SECONDS = 24 * 3600;

/** Authorization codes for companions: issued here, exchanged by the TokenService. Built once in services.ts. */
export class OAuthService {
  private lastPrune = 0;

  constructor(
    private readonly codes: OAuthCodeRepository,
    private readonly config: Pick<OAuthConfig, 'codeTtlSeconds'>,
  ) {}

  /**
   * Issues a single-use authorization code for a signed-in learner, bound to the request's client, redirect
   * URI and challenge, and answers where the browser goes next: the redirect URI with `code` and `state`.
   * @example const redirectTo = await services.oauth.issueCode(user.id, authz, 'password');
   */
  async issueCode(
    userId: string,
    authz: AuthorizationRequest,
    provider: OAuthSignInProvider,
  ): Promise<string> {
    const code = newToken();
    await this.codes.insert({
      code_hash: hashToken(code),
      user_id: userId,
      client: authz.client,
      provider,
      redirect_uri: authz.redirectUri,
      code_challenge: authz.codeChallenge,
      created_at: isoNow(),
      expires_at: isoNow(this.config.codeTtlSeconds),
      used_at: null,
      session_id: null,
    });
    if (Date.now() - this.lastPrune >= PRUNE_INTERVAL_MS) {
      this.lastPrune = Date.now();
      await this.codes.pruneExpired(isoNow(-PRUNE_AFTER_SECONDS));
    }
    return withCodeAndState(authz.redirectUri, code, authz.state);
  }
}

/**
 * Whether a PKCE verifier hashes to the stored S256 challenge (compared in constant time).
 * @example verifierMatches('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM') // true
 */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(crypto.createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && crypto.timingSafeEqual(computed, expected);
}
