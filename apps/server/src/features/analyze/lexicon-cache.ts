import type { TextLanguage } from '@glossa/analysis';
import type { DictionaryService } from '../dictionary/dictionary.service.ts';
import { packLexicon, type SharedLexicon } from './lexicon-buffer.ts';

/** How long a known dictionary version is trusted before the database is asked again. */
const VERSION_CHECK_MS = 5_000;

interface Entry {
  /** Dictionary version the lexicon was built from (also when it turned out empty). */
  version: string;
  shared: SharedLexicon | undefined;
  checkedAt: number;
  rebuilding?: Promise<SharedLexicon | undefined>;
}

/**
 * The headword lexicon of each text language, packed for the workers and rebuilt when the dictionaries
 * change (any server may import; the version lives in the database). While a rebuild runs, requests keep
 * using the previous lexicon.
 */
export class LexiconCache {
  private readonly entries = new Map<TextLanguage, Entry>();

  constructor(private readonly dictionary: Pick<DictionaryService, 'version' | 'headwords'>) {}

  /** The current lexicon, or undefined when no dictionary of that language is installed. */
  async get(language: TextLanguage): Promise<SharedLexicon | undefined> {
    const entry = this.entries.get(language);
    if (entry && Date.now() - entry.checkedAt < VERSION_CHECK_MS) return entry.shared;
    if (entry?.rebuilding) return entry.shared ?? entry.rebuilding;
    const version = String(await this.dictionary.version());
    if (entry && entry.version === version) {
      entry.checkedAt = Date.now();
      return entry.shared;
    }
    const rebuilding = this.build(language, version);
    if (entry) {
      entry.rebuilding = rebuilding;
      return entry.shared ?? rebuilding;
    }
    this.entries.set(language, { version: '', shared: undefined, checkedAt: 0, rebuilding });
    return rebuilding;
  }

  /** The dictionary version the language's current lexicon was built from (undefined before the first build). */
  versionOf(language: TextLanguage): string | undefined {
    return this.entries.get(language)?.version || undefined;
  }

  private async build(language: TextLanguage, version: string): Promise<SharedLexicon | undefined> {
    try {
      const headwords = await this.dictionary.headwords(language);
      const shared = headwords.length > 0 ? packLexicon(version, headwords) : undefined;
      this.entries.set(language, { version, shared, checkedAt: Date.now() });
      return shared;
    } catch (error) {
      this.entries.delete(language);
      throw error;
    }
  }
}
