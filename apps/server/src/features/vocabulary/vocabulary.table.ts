/**
 * Rows of the personal vocabulary. `updated_at` is the client's edit time (decides conflicts); `synced_at`
 * is the server time the row was last stored, strictly increasing per user, which the change feed follows
 * so that a late upload of an old edit still reaches the other devices.
 */
export interface VocabularyTable {
  user_id: string;
  written: string;
  lang: string;
  status: string;
  updated_at: string;
  synced_at: string;
}

/** Per-user sync clock: the `synced_at` of the user's newest stored change; also the row writers lock. */
export interface VocabularySyncTable {
  user_id: string;
  last_update: string | null;
}
