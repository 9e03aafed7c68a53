import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UsersTable } from './auth.table.ts';

export type UserRow = UsersTable;

/** Thrown when an insert or update hits the unique username or e-mail. */
export class DuplicateAccountError extends Error {}

/** Database access for users. */
export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(user: UserRow): Promise<void> {
    try {
      await this.db.insertInto('users').values(user).execute();
    } catch (error) {
      throw isUniqueViolation(error) ? new DuplicateAccountError() : error;
    }
  }

  async findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByEmailKey(key: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email_key', '=', key).executeTakeFirst();
  }

  async findByUsernameKey(key: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username_key', '=', key).executeTakeFirst();
  }

  async findByProvider(column: 'google_sub' | 'apple_sub', subject: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where(column, '=', subject).executeTakeFirst();
  }

  async update(id: string, changes: Partial<Omit<UserRow, 'id'>>): Promise<void> {
    try {
      await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
    } catch (error) {
      throw isUniqueViolation(error) ? new DuplicateAccountError() : error;
    }
  }

  /**
   * Deletes the user; every other feature's rows reference users(id) ON DELETE CASCADE, so they go in the
   * same transaction.
   */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  // SQLite: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: 23505.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
