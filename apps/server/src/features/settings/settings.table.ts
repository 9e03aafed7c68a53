/** `user_settings`: one row per account that has stored its settings. */
export interface UserSettingsTable {
  user_id: string;
  /** JSON of the contract's synced settings. */
  settings: string;
  /** ISO 8601 UTC time of the change the row holds. */
  updated_at: string;
}
