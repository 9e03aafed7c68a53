/** `grammar_status`: one row per construction a signed-in learner has marked (learning or known). */
export interface GrammarStatusTable {
  user_id: string;
  /** A grammar catalogue id (checked against the catalogue on the way in). */
  construction_id: string;
  status: 'learning' | 'known';
  /** ISO 8601 UTC time the server stored it. */
  updated_at: string;
}
