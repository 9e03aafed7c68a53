import crypto from 'node:crypto';
import { AUTH_ERROR_CODES, ERROR_CODES, api, decodeAuthState, safeReturnTarget } from '@glossa/contract';
import { isSecureContext } from '../../http/security.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve.ts';
import type { AppContext } from '../feature.ts';
import type { OidcProviderConfig } from './auth.config.ts';
import type { Provider } from './social-sign-in-account.service.ts';
import { verifyIdToken } from './oidc.ts';
import { setSessionCookies } from './session.cookies.ts';
import { newToken } from './tokens.ts';

const NONCE_COOKIE_PATH = '/api/auth';
const NONCE_TTL_SECONDS = 600;
/**
 * Google and Apple sign-in, one shape for both:
 * `GET /api/auth/{google,apple}?state=` sends the browser to the provider with a fresh nonce (kept in an
 * HttpOnly cookie and repeated in `state`); the provider form-posts the ID token back to
 * `POST /api/auth/{google,apple}`, which checks that the nonce cookie, the state and the token's nonce agree
 * (this binds the answer to this browser, instead of the CSRF header a cross-site post cannot carry),
 * verifies the token against the provider's keys, signs in and redirects to the return target.
 * Google's own button script (`g_csrf_token` double submit) is accepted too.
 */
export async function socialSignInRoutes(scope: FastifyInstance, context: AppContext): Promise<void> {
  for (const provider of ['google', 'apple'] as const) {
    const settings = () => providerSettings(context, provider);

    serve(scope, api.auth[provider].start, async ({ request, reply, query }) => {
      const config = settings();
      await context.services.rateLimits.hit(
        `social-sign-in:ip:${request.ip}`,
        context.config.auth.rateLimits.socialSignInPerIp,
      );
      const { state } = query;
      const nonce = newToken();
      const secure = isSecureContext(request, context.config.auth.publicOrigin);
      reply.setCookie(nonceCookie(provider), nonce, {
        httpOnly: true,
        secure,
        // The provider posts back cross-site: SameSite=None (HTTPS only) lets the cookie come with that post.
        sameSite: secure ? 'none' : 'lax',
        path: NONCE_COOKIE_PATH,
        maxAge: NONCE_TTL_SECONDS,
      });
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: `${origin(request, context)}/api/auth/${provider}`,
        response_type: provider === 'google' ? 'id_token' : 'code id_token',
        response_mode: 'form_post',
        scope: provider === 'google' ? 'openid email profile' : 'name email',
        nonce,
        state: encodeState(decodeAuthState(state), nonce),
      }).toString();
      return reply.header('Cache-Control', 'no-store').redirect(url.toString(), 302);
    });

    // A person's browser (Accept: text/html) goes back to /login with a fixed message instead of raw JSON.
    const errorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      if (!(error instanceof AppError) || !request.headers.accept?.includes('text/html')) throw error;
      request.log.info({ code: error.code, detail: error.detail }, `${provider} sign-in refused`);
      return reply.redirect(`/login?error=${provider}`, 303);
    };

    serve(
      scope,
      api.auth[provider].callback,
      async ({ request, reply, body }) => {
        const config = settings();
        await context.services.rateLimits.hit(
          `social-sign-in:ip:${request.ip}`,
          context.config.auth.rateLimits.socialSignInPerIp,
        );
        const token = body.credential ?? body.id_token;
        if (!token) throw new AppError(400, ERROR_CODES.validation, 'credential: Required');
        const state = parseState(body.state);
        const cookieNonce = request.cookies[nonceCookie(provider)];
        reply.clearCookie(nonceCookie(provider), { path: NONCE_COOKIE_PATH });
        const viaNonce = Boolean(cookieNonce && state.nonce && sameText(cookieNonce, state.nonce));
        const gCookie = request.cookies['g_csrf_token'];
        const viaGoogleScript =
          provider === 'google' &&
          Boolean(gCookie && body.g_csrf_token && sameText(gCookie, body.g_csrf_token));
        if (!viaNonce && !viaGoogleScript) {
          throw new AppError(403, ERROR_CODES.csrf, 'Sign-in could not be verified. Please try again.');
        }
        let identity;
        try {
          identity = await verifyIdToken(config, token);
        } catch (error) {
          await context.services.audit.record({
            event: 'sign_in_failed',
            ip: request.ip,
            detail: `${provider}: ${error instanceof Error ? error.message : 'invalid token'}`,
          });
          throw new AppError(401, AUTH_ERROR_CODES.invalidToken, `Invalid ${label(provider)} credential.`);
        }
        if (viaNonce && (!identity.nonce || !state.nonce || !sameText(identity.nonce, state.nonce))) {
          throw new AppError(401, AUTH_ERROR_CODES.invalidToken, `Invalid ${label(provider)} credential.`);
        }
        const user = await context.services.socialAccounts.accountFor(provider, identity, request.ip);
        const tokens = await context.services.sessions.issue(
          user.id,
          request.headers['user-agent'],
          request.ip,
          `sign_in_${provider}`,
        );
        setSessionCookies(reply, context.config.auth, tokens);
        return reply.header('Cache-Control', 'no-store').redirect(state.redirectUri, 303);
      },
      { errorHandler },
    );
  }
}

function providerSettings(context: AppContext, provider: Provider): OidcProviderConfig {
  const config = context.config.auth[provider];
  if (!config.clientId) {
    throw new AppError(
      404,
      AUTH_ERROR_CODES.providerNotConfigured,
      `${label(provider)} sign-in is not set up on this server.`,
    );
  }
  return config;
}

const label = (provider: Provider) => (provider === 'google' ? 'Google' : 'Apple');
const nonceCookie = (provider: Provider) => `glossa_oidc_${provider}`;

function origin(request: FastifyRequest, context: AppContext): string {
  return context.config.auth.publicOrigin || `${request.protocol}://${request.host}`;
}

/** `state` as the spec has it (base64 of an object holding redirectUri), plus our nonce. */
function encodeState(redirectUri: string, nonce: string): string {
  return Buffer.from(JSON.stringify({ redirectUri, nonce })).toString('base64');
}

function parseState(state: string | undefined): { redirectUri: string; nonce: string | null } {
  if (!state) return { redirectUri: '/', nonce: null };
  try {
    const parsed: unknown = JSON.parse(Buffer.from(state, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return { redirectUri: '/', nonce: null };
    const redirectUri = safeReturnTarget('redirectUri' in parsed ? parsed.redirectUri : undefined);
    const nonce = 'nonce' in parsed && typeof parsed.nonce === 'string' ? parsed.nonce : null;
    return { redirectUri, nonce };
  } catch {
    return { redirectUri: '/', nonce: null };
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
