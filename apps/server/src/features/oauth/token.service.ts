import {
  AUTH_ERROR_CODES,
  ERROR_CODES,
  EXTENSION_DEVICE_NAMES,
  OAUTH_ERROR_CODES,
  EXTENSION_TYPES,
  oauthTokenRequestSchema,
  type ExtensionType,
  type OAuthTokenError,
  type OAuthTokenErrorBody,
  type RegisteredErrorCode,
  type TokenResult,
} from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';
import {
  hashToken,
  isoNow,
  type AuditLog,
  type RateLimitRule,
  type RateLimiter,
  type SessionService,
} from '../auth/index.ts';
import type { OAuthCodeRepository } from './oauth.repository.ts';
import type { OAuthCodesTable } from './oauth.table.ts';
import { verifierMatches } from './oauth.service.ts';

/**
 * A refusal of the token endpoint, answered as RFC 6749 5.2 `{error, error_description}` (the only route
 * that does not answer `{detail, code}`). Every refusal is a 400 except rate limiting (429): a 401 would make
 * the web client try a session refresh, which means nothing here.
 */
export class TokenEndpointError extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthTokenError,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'TokenEndpointError';
  }

  /** The answer's body. */
  body(): OAuthTokenErrorBody {
    return {
      error: this.error,
      error_description: this.description,
      detail: this.description,
      code: this.code(),
    };
  }

  /** The API's registered code for the same refusal. */
  code(): RegisteredErrorCode {
    if (this.status === 429) return ERROR_CODES.rateLimited;
    if (this.status === 413) return ERROR_CODES.bodyTooLarge;
    if (this.status === 415) return ERROR_CODES.unsupportedMediaType;
    if (this.error === 'invalid_grant') return AUTH_ERROR_CODES.invalidToken;
    if (this.error === 'invalid_client') return OAUTH_ERROR_CODES.unknownClient;
    return ERROR_CODES.validation;
  }
}

const invalidRequest = (description: string) => new TokenEndpointError(400, 'invalid_request', description);
const invalidGrant = (description: string) => new TokenEndpointError(400, 'invalid_grant', description);

const isExtensionType = (value: string): value is ExtensionType =>
  (EXTENSION_TYPES as readonly string[]).includes(value);

/** What the token endpoint is given: the code store, the sessions, the audit log and the rate limits. */
export interface TokenServiceDeps {
  codes: OAuthCodeRepository;
  sessions: SessionService;
  audit: AuditLog;
  rateLimits: RateLimiter;
  /** The limit on token requests per address (the refresh limit of the browser's sessions). */
  limit: RateLimitRule;
}

/** The companions' token endpoint: authorization-code and refresh grants. Built once in services.ts. */
export class TokenService {
  constructor(private readonly deps: TokenServiceDeps) {}

  /**
   * `POST /api/oauth/token`: an authorization-code grant (code, codeVerifier, redirectUri, device) or a
   * refresh grant (refreshToken). Returns the tokens or throws a TokenEndpointError.
   * @example const tokens = await services.oauthTokens.exchange(request.body, request.ip);
   */
  async exchange(rawBody: unknown, ip: string): Promise<TokenResult> {
    const parsed = oauthTokenRequestSchema.safeParse(rawBody ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'body';
      throw invalidRequest(`${field}: ${issue?.message ?? 'Invalid'}`);
    }
    const body = parsed.data;
    const grant =
      body.grant_type ??
      (body.refreshToken !== undefined
        ? 'refresh_token'
        : body.code !== undefined
          ? 'authorization_code'
          : undefined);
    if (grant === undefined) {
      throw invalidRequest('Send code, codeVerifier, redirectUri and device, or refreshToken.');
    }
    if (grant !== 'authorization_code' && grant !== 'refresh_token') {
      throw new TokenEndpointError(
        400,
        'unsupported_grant_type',
        `grant_type: ${grant.slice(0, 50)} is not supported.`,
      );
    }
    try {
      await this.deps.rateLimits.hit(`oauth-token:ip:${ip}`, this.deps.limit);
    } catch (error) {
      if (error instanceof AppError) {
        throw new TokenEndpointError(error.statusCode, 'invalid_request', error.detail, error.headers);
      }
      throw error;
    }
    if (grant === 'refresh_token') return this.refreshGrant(body.refreshToken, ip);
    return this.codeGrant(body, ip);
  }

  private async codeGrant(
    body: { code?: string; codeVerifier?: string; redirectUri?: string; device?: string },
    ip: string,
  ): Promise<TokenResult> {
    for (const field of ['code', 'codeVerifier', 'redirectUri', 'device'] as const) {
      if (!body[field]) throw invalidRequest(`${field}: Required`);
    }
    const { code = '', codeVerifier = '', redirectUri = '', device = '' } = body;
    if (!isExtensionType(device)) {
      throw new TokenEndpointError(
        400,
        'invalid_client',
        'device: Unknown client (chrome, firefox or anki).',
      );
    }
    const { codes, sessions } = this.deps;
    const codeHash = hashToken(code);
    const now = isoNow();
    const row = code.length <= 200 ? await codes.find(codeHash) : undefined;
    if (!row) throw invalidGrant('The authorization code is invalid or has expired.');
    if (row.used_at !== null) return this.refuseReuse(codeHash, ip);
    const problem = codeProblem(row, now, device, redirectUri, codeVerifier);
    if (problem) {
      // Single use: a presentation that fails a check still spends the code, so a wrong verifier cannot be
      // followed by another guess.
      if (!(await codes.markUsed(codeHash, now))) return this.refuseReuse(codeHash, ip);
      throw invalidGrant(problem);
    }
    const tokens = await sessions.issueIf(
      row.user_id,
      ip,
      EXTENSION_DEVICE_NAMES[device],
      `oauth_${device}_${row.provider}`,
      (session, refreshHash) => codes.redeem(codeHash, now, session, refreshHash),
    );
    if (!tokens) return this.refuseReuse(codeHash, ip);
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresIn: tokens.expiresIn,
    };
  }

  /** RFC 6749 4.1.2: a code presented twice may have been stolen; end what it opened and refuse. */
  private async refuseReuse(codeHash: string, ip: string): Promise<never> {
    // Read again: the winning presentation committed its session with the mark this one lost to.
    const row = await this.deps.codes.find(codeHash);
    if (row?.session_id) await this.deps.sessions.end(row.session_id);
    await this.deps.audit.record({
      event: 'oauth_code_reuse',
      userId: row?.user_id ?? null,
      sessionId: row?.session_id ?? null,
      ip,
      detail: 'an authorization code came back: its session revoked',
    });
    throw invalidGrant('The authorization code has already been used.');
  }

  private async refreshGrant(refreshToken: string | undefined, ip: string): Promise<TokenResult> {
    if (!refreshToken) throw invalidRequest('refreshToken: Required');
    try {
      // No grace for companions: unlike two browser tabs sharing cookies, a companion that sends an already
      // rotated refresh token again holds a copy someone else may have, so the session ends at once.
      const tokens = await this.deps.sessions.refresh(refreshToken, ip, 0);
      if (!tokens) throw invalidGrant('The refresh token has already been used.');
      return {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresIn: tokens.expiresIn,
      };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) {
        throw invalidGrant(
          'The refresh token is invalid, expired, revoked or already used. Please sign in again.',
        );
      }
      throw error;
    }
  }
}

/** Why a code may not be exchanged by this request, or undefined when it may. */
function codeProblem(
  row: OAuthCodesTable,
  now: string,
  device: ExtensionType,
  redirectUri: string,
  codeVerifier: string,
): string | undefined {
  if (row.expires_at <= now) return 'The authorization code is invalid or has expired.';
  if (row.client !== device) return 'The authorization code was issued to another client.';
  if (row.redirect_uri !== redirectUri) return 'redirectUri: Does not match the authorization request.';
  if (!verifierMatches(codeVerifier, row.code_challenge))
    return 'codeVerifier: Does not match the code challenge.';
  return undefined;
}
