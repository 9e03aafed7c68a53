import {
  AUTH_ERROR_CODES,
  REFRESH_COOKIE,
  decodeAuthState,
  loginFormSchema,
  signupFormSchema,
  type AuthProviders,
  type AuthResult,
} from '@glossa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import type { AppContext, FeatureRoutes } from '../feature.ts';
import { checkPassword, createPasswordAccount, toUser } from './account.service.ts';
import { recordAudit } from './audit.ts';
import { installFormBodies } from './form-body.ts';
import { emailKey, usernameKey } from './identity-text.ts';
import { hitRateLimit, resetRateLimit } from './rate-limit.ts';
import {
  clearSessionCookies,
  issueSession,
  refreshSession,
  revokeRequestSession,
  setSessionCookies,
} from './session.service.ts';
import type { UserRow } from './user.repository.ts';
import { oauthRoutes } from './oauth.routes.ts';

/**
 * `/api/auth/*`: password sign-up and sign-in (multipart forms), refresh-token rotation, sign-out, and the
 * Google/Apple sign-ins (oauth.routes.ts). Its own scope so the form parsers stay local.
 */
export const authRoutes: FeatureRoutes = async (app, context) => {
  await app.register(async (scope) => {
    await installFormBodies(scope);
    const limits = context.config.auth.rateLimits;

    scope.get('/auth/providers', async (): Promise<AuthProviders> => {
      const { google, apple } = context.config.auth;
      return { google: google.clientId !== '', apple: apple.clientId !== '' };
    });

    scope.post('/auth/signup', async (request, reply) => {
      await hitRateLimit(context.database, `signup:ip:${request.ip}`, limits.signupPerIp);
      const form = parseInput(signupFormSchema, request.body ?? {}, 'body');
      const user = await createPasswordAccount(context, form);
      return signIn(request, reply, context, user, decodeAuthState(form.state), 'sign_up');
    });

    scope.post('/auth/login', async (request, reply) => {
      await hitRateLimit(context.database, `login:ip:${request.ip}`, limits.loginPerIp);
      const form = parseInput(loginFormSchema, request.body ?? {}, 'body');
      const accountKey = `login:account:${form.identifier.includes('@') ? emailKey(form.identifier) : usernameKey(form.identifier)}`;
      await hitRateLimit(context.database, accountKey, limits.loginPerAccount);
      const user = await checkPassword(context, form.identifier, form.password);
      if (!user) {
        await recordAudit(context, { event: 'sign_in_failed', ip: request.ip, detail: 'password' });
        throw new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Invalid email/username or password.');
      }
      await resetRateLimit(context.database, accountKey);
      return signIn(request, reply, context, user, decodeAuthState(form.state), 'sign_in');
    });

    scope.post('/auth/refresh', async (request, reply) => {
      await hitRateLimit(context.database, `refresh:ip:${request.ip}`, limits.refreshPerIp);
      const presented = request.cookies[REFRESH_COOKIE];
      try {
        const tokens = await refreshSession(context, presented, request.ip);
        if (tokens) setSessionCookies(reply, context, tokens);
        return { expiresIn: tokens?.expiresIn ?? context.config.auth.accessTtlSeconds };
      } catch (error) {
        // Only a stale refresh cookie is cleared. A request that carried none (a guest's page) must not send
        // clearing cookies: answering after a sign-in in another tab or call, it would sign that one out.
        if (presented && error instanceof AppError && error.statusCode === 401) clearSessionCookies(reply);
        throw error;
      }
    });

    // A navigation, not an API call (spec: "the browser navigates to /api/auth/logout"): revoke, clear, go home.
    scope.get('/auth/logout', async (request, reply) => {
      await revokeRequestSession(request, context);
      clearSessionCookies(reply);
      return reply.header('Cache-Control', 'no-store').redirect('/', 303);
    });

    await oauthRoutes(scope, context);
  });
};

/** Opens a session for a user, sets the cookies and answers where the browser goes next. */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  context: AppContext,
  user: UserRow,
  redirectTo: string,
  event: string,
): Promise<AuthResult> {
  const tokens = await issueSession(context, user.id, request.headers['user-agent'], request.ip, event);
  setSessionCookies(reply, context, tokens);
  void reply.header('Cache-Control', 'no-store');
  return { user: toUser(user), redirectTo };
}
