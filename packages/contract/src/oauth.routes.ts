import {
  extensionInfoSchema,
  oauthAppleForwardQuerySchema,
  oauthAuthorizeQuerySchema,
  oauthContinueQuerySchema,
  oauthPasswordLoginSchema,
  oauthRedirectSchema,
  oauthTokenRequestSchema,
  tokenResultSchema,
} from './oauth.ts';
import { json, redirect } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const oauthRoutes = routeGroup('oauth', {
  login: route({
    method: 'POST',
    path: '/oauth/login',
    access: 'public',
    body: oauthPasswordLoginSchema,
    bodyKind: 'json',
    response: oauthRedirectSchema,
    answer: json,
    errors: [
      'INVALID_CREDENTIALS',
      'INVALID_REDIRECT_URI',
      'UNKNOWN_CLIENT',
      'PKCE_REQUIRED',
      'RATE_LIMITED',
      'CSRF',
    ],
  }),
  authorize: route({
    method: 'GET',
    path: '/oauth/authorize',
    access: 'public',
    query: oauthAuthorizeQuerySchema,
    answer: redirect,
    navigation: true,
    errors: ['INVALID_REDIRECT_URI', 'UNKNOWN_CLIENT', 'PKCE_REQUIRED', 'PROVIDER_NOT_CONFIGURED'],
  }),
  continue: route({
    method: 'GET',
    path: '/oauth/continue',
    access: 'user',
    cache: 'no-store',
    query: oauthContinueQuerySchema,
    answer: redirect,
    navigation: true,
    errors: [
      'UNAUTHORIZED',
      'OAUTH_FLOW_MISMATCH',
      'INVALID_REDIRECT_URI',
      'UNKNOWN_CLIENT',
      'PKCE_REQUIRED',
      'RATE_LIMITED',
    ],
  }),
  apple: route({
    method: 'GET',
    path: '/oauth/apple',
    access: 'public',
    cache: 'no-store',
    query: oauthAppleForwardQuerySchema,
    answer: redirect,
    navigation: true,
    errors: [],
  }),
  token: route({
    method: 'POST',
    path: '/oauth/token',
    access: 'public',
    cache: 'no-store',
    body: oauthTokenRequestSchema,
    bodyKind: 'json',
    response: tokenResultSchema,
    answer: json,
    // Authenticated by the code and verifier or the refresh token in the body, never by cookies.
    noCsrf: true,
    errors: ['INVALID_TOKEN', 'UNKNOWN_CLIENT', 'RATE_LIMITED', 'UNSUPPORTED_MEDIA_TYPE', 'BODY_TOO_LARGE'],
  }),
});

export const extensionRoutes = routeGroup(
  'extension',
  {
    info: route({
      method: 'GET',
      path: '/extension',
      access: 'public',
      response: extensionInfoSchema,
      answer: json,
      errors: [],
    }),
  },
  { tag: 'oauth' },
);
