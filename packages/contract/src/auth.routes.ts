import { z } from 'zod';
import {
  accountDeletionSchema,
  authProvidersSchema,
  authResultSchema,
  loginFormSchema,
  profileUpdateSchema,
  sessionListSchema,
  signupFormSchema,
  userSchema,
} from './auth.ts';
import { empty, json, redirect } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

const sessionIdParams = z.object({ id: z.string().max(100) });
const refreshAnswer = z.object({ expiresIn: z.number().int() });
const socialProviderQuery = z.object({
  state: z.string().max(4096).optional().meta({ description: 'Where to go after signing in (encoded)' }),
});
const socialCallbackBody = z.object({
  credential: z.string().max(16_384).optional(),
  id_token: z.string().max(16_384).optional(),
  state: z.string().max(4096).optional(),
  g_csrf_token: z.string().max(200).optional(),
});

/** Social sign-in: the browser is sent to the provider, which posts back (navigations, not API calls). */
function socialSignIn(provider: 'google' | 'apple') {
  return {
    start: route({
      method: 'GET',
      path: `/auth/${provider}`,
      access: 'public',
      query: socialProviderQuery,
      answer: redirect,
      navigation: true,
      errors: ['PROVIDER_NOT_CONFIGURED', 'RATE_LIMITED'],
    }),
    callback: route({
      method: 'POST',
      path: `/auth/${provider}`,
      access: 'public',
      body: socialCallbackBody,
      bodyKind: 'form-urlencoded',
      answer: redirect,
      navigation: true,
      noCsrf: true,
      errors: ['PROVIDER_NOT_CONFIGURED', 'INVALID_TOKEN', 'RATE_LIMITED'],
    }),
  };
}

export const authRoutes = routeGroup('auth', {
  providers: route({
    method: 'GET',
    path: '/auth/providers',
    access: 'public',
    response: authProvidersSchema,
    answer: json,
    errors: [],
  }),
  signup: route({
    method: 'POST',
    path: '/auth/signup',
    access: 'public',
    body: signupFormSchema,
    bodyKind: 'multipart',
    response: authResultSchema,
    answer: json,
    errors: ['ACCOUNT_EXISTS', 'WEAK_PASSWORD', 'RATE_LIMITED', 'CSRF', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  login: route({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    body: loginFormSchema,
    bodyKind: 'multipart',
    response: authResultSchema,
    answer: json,
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED', 'CSRF', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  refresh: route({
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    response: refreshAnswer,
    answer: json,
    errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'SESSION_REVOKED', 'RATE_LIMITED', 'CSRF'],
  }),
  logout: route({
    method: 'GET',
    path: '/auth/logout',
    access: 'optional',
    cache: 'no-store',
    answer: redirect,
    navigation: true,
    errors: [],
  }),
  google: socialSignIn('google'),
  apple: socialSignIn('apple'),
});

export const userRoutes = routeGroup('user', {
  me: route({
    method: 'GET',
    path: '/user/me',
    access: 'user',
    cache: 'no-store',
    response: userSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  update: route({
    method: 'PUT',
    path: '/user/me',
    access: 'user',
    cache: 'no-store',
    body: profileUpdateSchema,
    bodyKind: 'json',
    response: userSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'ACCOUNT_EXISTS', 'CSRF'],
  }),
  delete: route({
    method: 'DELETE',
    path: '/user/me',
    access: 'user',
    cache: 'no-store',
    body: accountDeletionSchema,
    bodyKind: 'json',
    answer: empty,
    errors: ['UNAUTHORIZED', 'INVALID_CREDENTIALS', 'CSRF'],
  }),
  sessions: route({
    method: 'GET',
    path: '/user/sessions',
    access: 'user',
    cache: 'no-store',
    response: sessionListSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  revokeSession: route({
    method: 'DELETE',
    path: '/user/sessions/:id',
    access: 'user',
    cache: 'no-store',
    params: sessionIdParams,
    answer: empty,
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CSRF'],
  }),
});
