import { AUTH_ERROR_CODES, REFRESH_COOKIE, api, decodeAuthState, type AuthResult } from '@glossa/contract';
import { isCrossSite } from '../../http/csrf.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve.ts';
import type { AppContext, FeatureRoutes } from '../feature.ts';
import { toUser } from './account.service.ts';
import { deviceTokensOf, setDeviceCookie } from './device-cookie.ts';
import { installFormBodies } from './form-body.ts';
import { clearSessionCookies, sessionTokensOf, setSessionCookies } from './session.cookies.ts';
import type { UserRow } from './user.repository.ts';
import { isSignOutNavigation } from './sign-out-navigation.ts';
import { socialSignInRoutes } from './social-sign-in.routes.ts';

/**
 * `/api/auth/*`: password sign-up and sign-in (multipart forms), refresh-token rotation, sign-out, and the
 * Google/Apple sign-ins (social-sign-in.routes.ts). Its own scope so the form parsers stay local.
 */
export const authRoutes: FeatureRoutes = async (app, context) => {
  await app.register(async (scope) => {
    await installFormBodies(scope);
    const limits = context.config.auth.rateLimits;

    serve(scope, api.auth.providers, async () => {
      const { google, apple } = context.config.auth;
      return { google: google.clientId !== '', apple: apple.clientId !== '' };
    });

    serve(scope, api.auth.signup, async ({ request, reply, body: form }) => {
      await context.services.rateLimits.hit(`signup:ip:${request.ip}`, limits.signupPerIp);
      const user = await context.services.accounts.createPasswordAccount(form);
      return signIn(request, reply, context, user, decodeAuthState(form.state), 'sign_up');
    });

    serve(scope, api.auth.login, async ({ request, reply, body: form }) => {
      const { accounts, passwordAttempts } = context.services;
      const attempt = await passwordAttempts.count(request.ip, form.identifier, deviceTokensOf(request));
      const user = await accounts.checkPassword(form.identifier, form.password, attempt.account);
      if (!user) {
        await context.services.audit.record({ event: 'sign_in_failed', ip: request.ip, detail: 'password' });
        throw new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Invalid email/username or password.');
      }
      setDeviceCookie(reply, context.config.auth.publicOrigin, await attempt.succeeded());
      return signIn(request, reply, context, user, decodeAuthState(form.state), 'sign_in');
    });

    serve(scope, api.auth.refresh, async ({ request, reply }) => {
      await context.services.rateLimits.hit(`refresh:ip:${request.ip}`, limits.refreshPerIp);
      const presented = request.cookies[REFRESH_COOKIE];
      try {
        const tokens = await context.services.sessions.refresh(presented, request.ip);
        if (tokens) setSessionCookies(reply, context.config.auth, tokens);
        return { expiresIn: tokens?.expiresIn ?? context.config.auth.accessTtlSeconds };
      } catch (error) {
        // Only a stale refresh cookie is cleared. A request that carried none (a guest's page) must not send
        // clearing cookies: answering after a sign-in in another tab or call, it would sign that one out.
        if (presented && error instanceof AppError && error.statusCode === 401) clearSessionCookies(reply);
        throw error;
      }
    });

    // A navigation, not an API call (the browser navigates to /api/auth/logout): revoke, clear, go home.
    // Anything else only goes home: a navigation another site started, and any load that is not the page
    // itself (an image or style sheet a book points here, a frame).
    serve(scope, api.auth.logout, async ({ request, reply }) => {
      if (isSignOutNavigation(request) && !isCrossSite(request, context.config.auth.publicOrigin)) {
        await context.services.sessions.revokeCurrent(sessionTokensOf(request), request.ip);
        clearSessionCookies(reply);
      }
      return reply.redirect('/', 303);
    });

    await socialSignInRoutes(scope, context);
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
  const tokens = await context.services.sessions.issue(
    user.id,
    request.headers['user-agent'],
    request.ip,
    event,
  );
  setSessionCookies(reply, context.config.auth, tokens);
  void reply.header('Cache-Control', 'no-store');
  return { user: toUser(user), redirectTo };
}
