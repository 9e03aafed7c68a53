import crypto from 'node:crypto';
import {
  AUTH_ERROR_CODES,
  CODE_CHALLENGE_METHOD,
  OAUTH_ERROR_CODES,
  api,
  encodeAuthState,
} from '@glossa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { allowListFor } from '../../http/allow-list.ts';
import { isSecureContext } from '../../http/security.ts';
import { serve } from '../../http/serve.ts';
import { newToken, deviceTokensOf, setDeviceCookie } from '../auth/index.ts';
import type { FeatureRoutes } from '../feature.ts';
import { checkAuthorizationRequest } from './oauth.service.ts';
import { WEB_CALLBACK_PATH } from './redirect-uri.ts';
import { TokenEndpointError } from './token.service.ts';

/** Binds a Google/Apple round trip to the browser that started it (HttpOnly, only sent to /api/oauth). */
const FLOW_COOKIE = 'glossa_oauth_flow';
const FLOW_COOKIE_PATH = '/api/oauth';
const FLOW_TTL_SECONDS = 600;

/**
 * `/api/oauth/*`: companion sign-in (Chrome and Firefox extensions, Anki add-on) with the authorization-code
 * flow and PKCE S256. A code comes from a password sign-in (`POST /oauth/login`, JSON) or from a Google/Apple
 * sign-in (`GET /oauth/authorize` → today's social sign-in → `GET /oauth/continue`); `POST /oauth/token`
 * exchanges it, and refreshes, for an ordinary session's tokens used as `Authorization: Bearer`.
 */
export const oauthRoutes: FeatureRoutes = async (app, context) => {
  const allowListOf = (request: FastifyRequest) =>
    allowListFor(request, {
      publicOrigin: context.config.auth.publicOrigin,
      chromeExtensionIds: context.config.oauth.chromeExtensionIds,
    });
  serve(app, api.oauth.login, async ({ request, reply, body }) => {
    const authz = checkAuthorizationRequest(body, allowListOf(request));
    const { accounts, audit, oauth, passwordAttempts } = context.services;
    const attempt = await passwordAttempts.count(request.ip, body.email, deviceTokensOf(request));
    const user = await accounts.checkPassword(body.email, body.password, attempt.account);
    if (!user) {
      await audit.record({
        event: 'sign_in_failed',
        ip: request.ip,
        detail: `oauth password ${authz.client}`,
      });
      throw new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Invalid email/username or password.');
    }
    setDeviceCookie(reply, context.config.auth.publicOrigin, await attempt.succeeded());
    void reply.header('Cache-Control', 'no-store');
    return { redirectTo: await oauth.issueCode(user.id, authz, 'password') };
  });

  serve(app, api.oauth.authorize, async ({ request, reply, query }) => {
    const authz = checkAuthorizationRequest(query, allowListOf(request));
    const { provider } = query;
    if (!context.config.auth[provider].clientId) {
      throw new AppError(
        404,
        AUTH_ERROR_CODES.providerNotConfigured,
        `${provider === 'google' ? 'Google' : 'Apple'} sign-in is not set up on this server.`,
      );
    }
    const flow = newToken();
    reply.setCookie(FLOW_COOKIE, flow, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureContext(request, context.config.auth.publicOrigin),
      path: FLOW_COOKIE_PATH,
      maxAge: FLOW_TTL_SECONDS,
    });
    const next = new URLSearchParams({
      provider,
      client_id: authz.client,
      redirect_uri: authz.redirectUri,
      code_challenge: authz.codeChallenge,
      code_challenge_method: CODE_CHALLENGE_METHOD,
      state: authz.state,
      flow,
    });
    // The social sign-in returns to this same-site path once the learner is signed in (its state carries it).
    const returnTo = `/api${api.oauth.continue.path}?${next.toString()}`;
    const start = `/api${api.auth[provider].start.path}?${new URLSearchParams({ state: encodeAuthState(returnTo) }).toString()}`;
    return reply.header('Cache-Control', 'no-store').redirect(start, 302);
  });

  serve(app, api.oauth.continue, async ({ user, request, reply, query }) => {
    const cookieFlow = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    if (!cookieFlow || !sameText(cookieFlow, query.flow)) {
      throw new AppError(
        403,
        OAUTH_ERROR_CODES.flowMismatch,
        'This sign-in was not started in this browser. Please start again from the extension.',
      );
    }
    await context.services.rateLimits.hit(
      `oauth-code:user:${user.id}`,
      context.config.auth.rateLimits.loginPerIp,
    );
    const authz = checkAuthorizationRequest(query, allowListOf(request));
    const redirectTo = await context.services.oauth.issueCode(user.id, authz, query.provider);
    return reply.redirect(redirectTo, 303);
  });

  // Apple sign-ins name /api/oauth/apple as their redirect URI; the page that exchanges is
  // /oauth/callback, so only the code and the state are passed on to it.
  serve(app, api.oauth.apple, async ({ reply, query }) => {
    const forward = new URLSearchParams();
    if (query.code !== undefined) forward.set('code', query.code);
    if (query.state !== undefined) forward.set('state', query.state);
    return reply.redirect(`${WEB_CALLBACK_PATH}?${forward.toString()}`, 303);
  });

  serve(
    app,
    api.oauth.token,
    async ({ request, reply }) => {
      void reply.header('Pragma', 'no-cache');
      try {
        return await context.services.oauthTokens.exchange(request.body, request.ip);
      } catch (error) {
        if (error instanceof TokenEndpointError) return sendTokenError(reply, error);
        throw error;
      }
    },
    { bodyCheckedByService: true, errorHandler: tokenErrorHandler },
  );
};

function sendTokenError(reply: FastifyReply, error: TokenEndpointError): FastifyReply {
  return reply.headers(error.headers).code(error.status).send(error.body());
}

/**
 * Errors raised before the handler (a body that is not JSON, too large, ill-formed text) still answer in the
 * token endpoint's RFC 6749 shape; server faults stay 500 `{detail, code}` through the app's handler.
 */
function tokenErrorHandler(error: Error, request: FastifyRequest, reply: FastifyReply): unknown {
  const status =
    error instanceof AppError
      ? error.statusCode
      : 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
  if (status >= 500) throw error;
  const description =
    error instanceof AppError
      ? error.detail
      : status === 413
        ? 'Request body is too large.'
        : 'The request body must be JSON.';
  const refusal = new TokenEndpointError(
    status === 415 || status === 413 || status === 429 ? status : 400,
    'invalid_request',
    description,
    error instanceof AppError ? error.headers : {},
  );
  request.log.info({ status }, 'token request refused');
  return sendTokenError(reply.header('Cache-Control', 'no-store'), refusal);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
