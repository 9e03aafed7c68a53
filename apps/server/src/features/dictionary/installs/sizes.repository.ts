import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database.ts';

/**
 * Bytes each source's headwords, senses and examples take as stored (UTF-8 text, indexes left out), by source
 * id. Three grouped scans: callers keep the answer until the dictionary revision changes.
 * @example (await sourceSizes(database)).get('glossa-core-ko') // 4_812_000
 */
export async function sourceSizes(database: AppDatabase): Promise<Map<string, number>> {
  const { db } = database;
  // SQLite's length() counts characters of text; of a blob, bytes. PostgreSQL says bytes with octet_length.
  const bytes = (column: string) =>
    database.dialect === 'postgres'
      ? sql<number>`coalesce(sum(octet_length(${sql.ref(column)})), 0)`
      : sql<number>`coalesce(sum(length(cast(${sql.ref(column)} as blob))), 0)`;
  const words = await db
    .selectFrom('dict_word')
    .select(['dict_word.source_id as source'])
    .select(bytes('dict_word.written').as('bytes'))
    .groupBy('dict_word.source_id')
    .execute();
  const senses = await db
    .selectFrom('dict_sense')
    .innerJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
    .select(['dict_word.source_id as source'])
    .select(bytes('dict_sense.glosses').as('bytes'))
    .groupBy('dict_word.source_id')
    .execute();
  const examples = await db
    .selectFrom('dict_example')
    .innerJoin('dict_sense', 'dict_sense.id', 'dict_example.sense_id')
    .innerJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
    .select(['dict_word.source_id as source'])
    .select(bytes('dict_example.example').as('bytes'))
    .groupBy('dict_word.source_id')
    .execute();
  const sizes = new Map<string, number>();
  for (const row of [...words, ...senses, ...examples])
    sizes.set(row.source, (sizes.get(row.source) ?? 0) + Number(row.bytes));
  return sizes;
}
