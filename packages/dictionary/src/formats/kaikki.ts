import path from 'node:path';
import { toCategory } from '../categories.ts';
import { cleanWritten, clip, isObject, MAX_WRITTEN_LENGTH } from '../entry-check.ts';
import { DictionaryFormatError, hasControlCharacters } from '../errors.ts';
import { readLines } from '../lines.ts';
import {
  toTextLanguage,
  type DictEntry,
  type DictLocale,
  type EntrySense,
  type ImportStream,
  type TextLanguage,
} from '../model.ts';

export interface KaikkiOptions {
  /** Language of the headwords to keep; by default the `lang_code` of the first entry. */
  textLanguage?: TextLanguage;
  /** Language the glosses are written in: English for kaikki.org's en.wiktionary extracts. */
  glossLocale?: DictLocale;
  version: string;
}

const MAX_SENSES = 30;
const MAX_EXAMPLES = 5;

/**
 * Opens a Wiktextract / kaikki.org JSONL file: one JSON word per line (`word`, `lang_code`, `pos`, `senses`
 * with `glosses` and `examples`, `sounds`). Lines of other languages are skipped; a line that is not JSON
 * stops with its number.
 * @example const { entries } = await openKaikki('kaikki.org-dictionary-French.jsonl', { version: 'x' });
 */
export async function openKaikki(file: string, options: KaikkiOptions): Promise<ImportStream> {
  const label = path.basename(file);
  const glossLocale = options.glossLocale ?? 'en_US';
  const lines = readLines(file);
  // The first entry fixes the text language (and so the source id) when the caller did not.
  let first: { line: string; number: number } | undefined;
  let textLanguage = options.textLanguage;
  for (;;) {
    const next = await lines.next();
    if (next.done) break;
    if (!next.value.line.trim()) continue;
    first = next.value;
    break;
  }
  if (!first) throw new DictionaryFormatError(label, 'line 1', 'the file is empty');
  const firstValue = parseLine(first.line, label, first.number);
  if (!textLanguage) {
    const code = typeof firstValue.lang_code === 'string' ? firstValue.lang_code : '';
    textLanguage = toTextLanguage(code) ?? undefined;
    if (!textLanguage) {
      await lines.return(undefined);
      throw new DictionaryFormatError(
        label,
        `line ${first.number}`,
        `lang_code "${code}" is not ko, en or fr; pass --language`,
      );
    }
  }
  const language = textLanguage;
  const short = language.slice(0, 2);
  const entries = (async function* (): AsyncGenerator<DictEntry> {
    const firstEntry = toEntry(firstValue, short, glossLocale);
    if (firstEntry) yield firstEntry;
    for await (const { line, number } of lines) {
      if (!line.trim()) continue;
      const entry = toEntry(parseLine(line, label, number), short, glossLocale);
      if (entry) yield entry;
    }
  })();
  return {
    source: {
      id: `kaikki-${short}-${glossLocale.slice(0, 2)}`,
      name: `Wiktionary (${language}, glosses ${glossLocale}) via Wiktextract`,
      licence: 'CC BY-SA 4.0 and GFDL (Wiktionary)',
      url: 'https://kaikki.org/',
      textLanguage: language,
      format: 'kaikki',
      version: options.version,
    },
    entries,
  };
}

function parseLine(line: string, label: string, number: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new DictionaryFormatError(label, `line ${number}`, 'not valid JSON');
  }
  if (!isObject(value)) throw new DictionaryFormatError(label, `line ${number}`, 'not a JSON object');
  return value;
}

function toEntry(value: Record<string, unknown>, short: string, locale: DictLocale): DictEntry | null {
  if (typeof value.lang_code === 'string' && value.lang_code !== short) return null;
  const written = typeof value.word === 'string' ? cleanWritten(value.word) : '';
  if (!written || written.length > MAX_WRITTEN_LENGTH || hasControlCharacters(written)) return null;
  // A monolingual extract (English words, English glosses) explains rather than translates.
  const monolingual = locale.startsWith(short);
  const senses: EntrySense[] = [];
  for (const raw of Array.isArray(value.senses) ? value.senses : []) {
    if (!isObject(raw) || !Array.isArray(raw.glosses)) continue;
    const glosses = raw.glosses.filter((g): g is string => typeof g === 'string' && g.trim() !== '');
    if (glosses.length === 0) continue;
    const text = clip(glosses.join('; '));
    const examples = (Array.isArray(raw.examples) ? raw.examples : [])
      .flatMap((e) => (isObject(e) && typeof e.text === 'string' && e.text.trim() ? [clip(e.text)] : []))
      .slice(0, MAX_EXAMPLES)
      .map((example) => ({ category: 'sentence' as const, example }));
    const translation = monolingual ? written : clip(glosses[glosses.length - 1] ?? '');
    senses.push({ glosses: { [locale]: { translation, definition: text } }, examples });
    if (senses.length >= MAX_SENSES) break;
  }
  if (senses.length === 0) return null;
  const ipa = Array.isArray(value.sounds)
    ? value.sounds.find((s): s is { ipa: string } => isObject(s) && typeof s.ipa === 'string')
    : undefined;
  return {
    written,
    category: toCategory(typeof value.pos === 'string' ? value.pos : undefined),
    homograph: typeof value.etymology_number === 'number' ? value.etymology_number : 0,
    level: null,
    frequency: null,
    pronunciation: ipa ? ipa.ipa : null,
    audioId: null,
    senses,
  };
}
