import type { DictionaryLocale, DictionaryTextLanguage, DictionaryWord } from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';

/** Headwords whose dictionary words are kept, across languages; the oldest are dropped first. */
const MAX_ENTRIES = 20_000;

type Lookup = (writtens: string[]) => Promise<DictionaryWord[]>;

/**
 * The dictionary words of headwords, remembered per dictionary version: the same everyday words come back
 * in almost every analysed text, so most analyses need no dictionary query at all. Absent words are
 * remembered too. Everything is forgotten when the installed dictionaries change.
 */
export class WordCache {
  private version: string | undefined;
  private readonly words = new Map<string, DictionaryWord[]>();
  private readonly searchKeys = new Map<string, string>();

  /**
   * The words of these headwords (each word once), asking `lookup` only for those not known yet.
   * @example await cache.words('7', 'ko_KR', 'en_US', ['학교'], (missing) => dictionary.lookupWords(missing, ...))
   */
  async get(
    version: string | undefined,
    textLanguage: DictionaryTextLanguage,
    dictLanguage: DictionaryLocale,
    headwords: readonly string[],
    lookup: Lookup,
  ): Promise<DictionaryWord[]> {
    if (version === undefined) return lookup([...headwords]);
    if (version !== this.version) {
      this.words.clear();
      this.version = version;
    }
    const keyOf = (written: string) => `${textLanguage}|${dictLanguage}|${this.searchKeyOf(written)}`;
    const missing = headwords.filter((headword) => !this.words.has(keyOf(headword)));
    if (missing.length > 0) {
      const found = await lookup(missing);
      const byKey = new Map<string, DictionaryWord[]>(missing.map((headword) => [keyOf(headword), []]));
      for (const word of found) byKey.get(keyOf(word.written))?.push(word);
      for (const [key, list] of byKey) this.remember(key, list);
    }
    const seen = new Set<number>();
    const result: DictionaryWord[] = [];
    for (const headword of headwords) {
      for (const word of this.words.get(keyOf(headword)) ?? []) {
        if (seen.has(word.id)) continue;
        seen.add(word.id);
        result.push(word);
      }
    }
    return result;
  }

  /** `searchKey` normalizes (NFC, case, spaces) every headword of every request: remember its answers. */
  private searchKeyOf(written: string): string {
    let key = this.searchKeys.get(written);
    if (key === undefined) {
      key = searchKey(written);
      if (this.searchKeys.size >= MAX_ENTRIES) this.searchKeys.clear();
      this.searchKeys.set(written, key);
    }
    return key;
  }

  private remember(key: string, list: DictionaryWord[]): void {
    this.words.set(key, list);
    if (this.words.size > MAX_ENTRIES) {
      const oldest = this.words.keys().next().value;
      if (oldest !== undefined) this.words.delete(oldest);
    }
  }
}
