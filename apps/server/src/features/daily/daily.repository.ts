import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Keys per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

/** A dictionary word that may be a Daily word. */
export interface PicturedWordRow {
  written: string;
  written_key: string;
  category: string;
  /** The glosses (JSON, locale -> {translation, definition}) of the word's first sense. */
  first_glosses: string | null;
}

/**
 * Words of one text language whose key is one of `keys` and that have at least one sense, from sources whose
 * id does not start with `excludedSourcePrefix` (derived reverse entries).
 * @example await findWordsWithSenses(db, 'ko_KR', ['학교', '고양이'], 'glossa-reverse-')
 */
export async function findWordsWithSenses(
  db: Kysely<Database>,
  language: string,
  keys: readonly string[],
  excludedSourcePrefix: string,
): Promise<PicturedWordRow[]> {
  const rows: PicturedWordRow[] = [];
  for (let at = 0; at < keys.length; at += CHUNK) {
    const chunk = keys.slice(at, at + CHUNK);
    rows.push(
      ...(await db
        .selectFrom('dict_word')
        .select(['dict_word.written', 'dict_word.written_key', 'dict_word.category'])
        .select((eb) =>
          eb
            .selectFrom('dict_sense')
            .select('dict_sense.glosses')
            .whereRef('dict_sense.word_id', '=', 'dict_word.id')
            .orderBy('dict_sense.position')
            .limit(1)
            .as('first_glosses'),
        )
        .where('dict_word.text_language', '=', language)
        .where('dict_word.written_key', 'in', chunk)
        .where('dict_word.source_id', 'not like', `${excludedSourcePrefix}%`)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('dict_sense')
              .select('dict_sense.id')
              .whereRef('dict_sense.word_id', '=', 'dict_word.id'),
          ),
        )
        .orderBy('dict_word.written_key')
        .orderBy('dict_word.id')
        .execute()),
    );
  }
  return rows;
}
