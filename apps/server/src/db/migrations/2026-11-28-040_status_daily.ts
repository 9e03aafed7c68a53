import type { AppMigration } from './migration.ts';

/**
 * Per user, language and UTC day, the sums of the status log (learned delta, words added one by one, words
 * added in bulk), kept in the same transaction as the log. The known-words line needs the learned total
 * before its first day, which over the raw log is a sum over every event the learner ever made; over this
 * table it is at most one row per day. Filled from the log already kept.
 */
export const statusDaily: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('status_daily')
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lang', 'varchar(10)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('learned_delta', 'integer', (c) => c.notNull())
      .addColumn('new_words', 'integer', (c) => c.notNull())
      .addColumn('bulk_words', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('status_daily_pk', ['user_id', 'lang', 'day'])
      .execute();
    await db
      .insertInto('status_daily')
      .columns(['user_id', 'lang', 'day', 'learned_delta', 'new_words', 'bulk_words'])
      .expression((eb) =>
        eb
          .selectFrom('status_log')
          .select((s) => [
            'user_id',
            'lang',
            'day',
            s.fn.sum('learned_delta').as('learned_delta'),
            s.fn
              .sum(
                s
                  .case()
                  .when(s.and([s('kind', '=', 'change'), s('tracked_delta', '>', 0)]))
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('new_words'),
            s.fn
              .sum(
                s
                  .case()
                  .when(s.and([s('kind', 'in', ['import', 'mark_known']), s('tracked_delta', '>', 0)]))
                  .then(s.ref('tracked_delta'))
                  .else(0)
                  .end(),
              )
              .as('bulk_words'),
          ])
          .groupBy(['user_id', 'lang', 'day']),
      )
      .execute();
  },
};
