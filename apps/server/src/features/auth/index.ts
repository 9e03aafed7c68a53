/**
 * What other features may use of auth: its services' types, the token helpers, the device cookie and the
 * sessions table (the companions' codes hang off a session). Everything else in this folder is auth's own.
 */
export type { AuditLog } from './audit.ts';
export type { RateLimitRule } from './auth.config.ts';
export type { SessionsTable } from './auth.table.ts';
export { deviceTokensOf, setDeviceCookie } from './device-cookie.ts';
export type { RateLimiter } from './rate-limit.ts';
export { SessionRepository } from './session.repository.ts';
export type { SessionService } from './session.service.ts';
export { hashToken, isoNow, newToken } from './tokens.ts';
