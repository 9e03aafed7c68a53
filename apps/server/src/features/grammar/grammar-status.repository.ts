import type { AppDatabase } from '../../db/database.ts';
import type { GrammarStatusTable } from './grammar-status.table.ts';

/** The `grammar_status` rows, always of one user: no query here reaches another user's rows. */
export class GrammarStatusRepository {
  constructor(private readonly database: AppDatabase) {}

  /** @example await repository.list(userId) // [{ user_id, construction_id: 'ko.connective.aseo', ... }] */
  async list(userId: string): Promise<GrammarStatusTable[]> {
    return this.database.db
      .selectFrom('grammar_status')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('construction_id')
      .execute();
  }

  /** Sets one status (one statement: inserts, or replaces the user's row for that construction). */
  async save(row: GrammarStatusTable): Promise<void> {
    await this.database.db
      .insertInto('grammar_status')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'construction_id'])
          .doUpdateSet({ status: row.status, updated_at: row.updated_at }),
      )
      .execute();
  }

  /** Clears one status; clearing one that is not set is not an error. */
  async remove(userId: string, constructionId: string): Promise<void> {
    await this.database.db
      .deleteFrom('grammar_status')
      .where('user_id', '=', userId)
      .where('construction_id', '=', constructionId)
      .execute();
  }
}
