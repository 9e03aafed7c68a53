import path from 'node:path';
import { toCategory } from '../categories.ts';
import { cleanWritten, clip, isObject, MAX_WRITTEN_LENGTH } from '../entry-check.ts';
import { DictionaryFormatError, hasControlCharacters } from '../errors.ts';
import {
  toDictLocale,
  toTextLanguage,
  type DictEntry,
  type EntrySense,
  type ImportStream,
  type TextLanguage,
} from '../model.ts';
import { openZip } from '../zip.ts';

/** Largest term bank read whole (Yomitan banks are JSON arrays, typically a few MB). */
const MAX_BANK_BYTES = 128 * 1024 * 1024;
const MAX_SENSES = 30;

export interface YomitanOptions {
  /** Language of the headwords, when index.json has no `sourceLanguage`. */
  textLanguage?: TextLanguage;
  version: string;
}

/**
 * Opens a Yomitan dictionary zip (index.json + term_bank_*.json, format 3); each term row becomes an entry,
 * each glossary item a sense in the dictionary's target language (index.json `targetLanguage`, else English).
 * @example const { source, entries } = await openYomitan('jmdict.zip', { textLanguage: 'ko_KR', version: 'x' });
 */
export async function openYomitan(file: string, options: YomitanOptions): Promise<ImportStream> {
  const label = path.basename(file);
  const zip = await openZip(file, label);
  try {
    if (!zip.members.some((m) => m.name === 'index.json')) {
      throw new DictionaryFormatError(label, '', 'no index.json: not a Yomitan dictionary');
    }
    let index: unknown;
    try {
      index = JSON.parse(await zip.readText('index.json', 1024 * 1024));
    } catch (error) {
      if (error instanceof DictionaryFormatError) throw error;
      throw new DictionaryFormatError(label, 'index.json', 'not valid JSON');
    }
    if (!isObject(index) || typeof index.title !== 'string') {
      throw new DictionaryFormatError(label, 'index.json', 'no "title"');
    }
    const format = index.format ?? index.version;
    if (format !== 3)
      throw new DictionaryFormatError(
        label,
        'index.json',
        `format ${String(format)} is not supported (3 is)`,
      );
    const textLanguage =
      (typeof index.sourceLanguage === 'string' ? toTextLanguage(index.sourceLanguage) : null) ??
      options.textLanguage;
    if (!textLanguage) {
      throw new DictionaryFormatError(label, 'index.json', 'no sourceLanguage ko/en/fr; pass --language');
    }
    const locale =
      (typeof index.targetLanguage === 'string' ? toDictLocale(index.targetLanguage) : null) ?? 'en_US';
    const banks = zip.members
      .filter((m) => /^term_bank_\d+\.json$/.test(m.name))
      .sort((a, b) => bankNumber(a.name) - bankNumber(b.name));
    const progress = { bytesRead: 0, bytesTotal: banks.reduce((sum, m) => sum + m.uncompressedSize, 0) };
    const slug =
      index.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 50) || 'dictionary';
    const source = {
      id: `yomitan-${slug}`,
      name: index.title,
      licence: typeof index.attribution === 'string' ? index.attribution.slice(0, 500) : '',
      url: typeof index.url === 'string' ? index.url : '',
      textLanguage,
      format: 'yomitan',
      version: options.version || String(index.revision ?? ''),
    };
    const entries = (async function* (): AsyncGenerator<DictEntry> {
      try {
        for (const bank of banks) {
          let rows: unknown;
          try {
            rows = JSON.parse(await zip.readText(bank.name, MAX_BANK_BYTES));
          } catch (error) {
            if (error instanceof DictionaryFormatError) throw error;
            throw new DictionaryFormatError(label, bank.name, 'not valid JSON');
          }
          if (!Array.isArray(rows))
            throw new DictionaryFormatError(label, bank.name, 'a term bank must be a JSON array');
          for (const [index, row] of rows.entries()) {
            const entry = termRow(row, locale);
            if (typeof entry === 'string')
              throw new DictionaryFormatError(label, `${bank.name} row ${index + 1}`, entry);
            if (entry) yield entry;
          }
          progress.bytesRead += bank.uncompressedSize;
        }
      } finally {
        zip.close();
      }
    })();
    return { source, entries, progress: () => progress };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function bankNumber(name: string): number {
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

function termRow(
  row: unknown,
  locale: NonNullable<ReturnType<typeof toDictLocale>>,
): DictEntry | null | string {
  if (!Array.isArray(row) || row.length < 6)
    return 'a term row is [term, reading, tags, rules, score, glossary, ...]';
  const [term, reading, tags, rules, , glossary] = row as unknown[];
  if (typeof term !== 'string' || !Array.isArray(glossary))
    return 'term must be a string and glossary an array';
  const written = cleanWritten(term);
  if (!written || written.length > MAX_WRITTEN_LENGTH || hasControlCharacters(written)) return 'bad term';
  const senses: EntrySense[] = [];
  for (const item of glossary) {
    const text = clip(glossText(item));
    if (!text) continue;
    senses.push({
      glosses: { [locale]: { translation: text.length <= 120 ? text : '', definition: text } },
      examples: [],
    });
    if (senses.length >= MAX_SENSES) break;
  }
  if (senses.length === 0) return null;
  const tagText = `${typeof tags === 'string' ? tags : ''} ${typeof rules === 'string' ? rules : ''}`;
  const category =
    tagText
      .split(/\s+/)
      .map(toCategory)
      .find((c) => c !== 'other') ?? 'other';
  return {
    written,
    category,
    homograph: 0,
    level: null,
    frequency: null,
    pronunciation: typeof reading === 'string' && reading && reading !== term ? reading : null,
    audioId: null,
    senses,
  };
}

/** Plain text of a glossary item: a string, `{type:'text'}` or structured content (lists joined by '; '). */
function glossText(item: unknown, depth = 0): string {
  if (depth > 20) return '';
  if (typeof item === 'string') return item;
  if (Array.isArray(item))
    return item
      .map((part) => glossText(part, depth + 1))
      .filter(Boolean)
      .join('; ');
  if (!isObject(item)) return '';
  if (item.type === 'text' && typeof item.text === 'string') return item.text;
  if (item.type === 'image') return '';
  if ('content' in item) return glossText(item.content, depth + 1);
  return '';
}
