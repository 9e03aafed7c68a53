import type { Generated } from 'kysely';

/**
 * Accounts tables (migration 2026-11-21-003_accounts). Ids are text UUIDs, times ISO 8601 UTC text,
 * booleans 0/1 integers so that SQLite and PostgreSQL read them the same way.
 */
export interface UsersTable {
  id: string;
  username: string;
  /** NFKC + case-folded + look-alike-folded username: the uniqueness key. */
  username_key: string;
  email: string;
  /** Lower-cased e-mail: unique, so addresses differing only by case are one account. */
  email_key: string;
  email_verified: number;
  password_hash: string | null;
  name: string;
  picture: string | null;
  google_sub: string | null;
  apple_sub: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  device: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  /** SHA-256 of the current access token, and when it stops being accepted. */
  access_hash: string;
  access_expires_at: string;
}

/** Every refresh token a session was given; an old one coming back means it was stolen. */
export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  replaced_at: string | null;
}

/** Fixed-window counters shared by every server through the database. */
export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface AuthAuditTable {
  id: Generated<number>;
  at: string;
  event: string;
  user_id: string | null;
  session_id: string | null;
  ip: string;
  detail: string;
}

/** A browser where an account signed in with its password: the device cookie's hash, per account. */
export interface KnownDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
}
