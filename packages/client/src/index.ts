/** Typed client of the Glossa API: one `call` per route of @glossa/contract's table, cookie or Bearer auth. */
export * from './api-error.ts';
export * from './auth.ts';
export * from './client.ts';
export { routeUrl, serialiseQuery } from './request-url.ts';
export { ResponseValidationError, parseAnswer, validatesByDefault } from './validate.ts';
