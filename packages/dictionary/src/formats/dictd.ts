import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { toCategory } from '../categories.ts';
import { cleanWritten, clip, MAX_WRITTEN_LENGTH } from '../entry-check.ts';
import { DictionaryFormatError, hasControlCharacters } from '../errors.ts';
import { readLines } from '../lines.ts';
import type { DictEntry, DictLocale, EntrySense, ImportStream, TextLanguage } from '../model.ts';
import { FREEDICT_LICENCE, freedictPair } from './freedict-languages.ts';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const MAX_SENSES = 12;
const MAX_ARTICLE_BYTES = 1024 * 1024;

interface IndexLine {
  headword: string;
  offset: number;
  length: number;
}

export interface DictdOptions {
  version: string;
  /** Language pair when the file name does not say it (`eng-fra`). */
  pair?: { from: TextLanguage; to: DictLocale; id: string };
}

/**
 * Opens a dictd dictionary (`name.index` + `name.dict.dz` or `name.dict`), as Debian's `dict-freedict-*`
 * packages install them in /usr/share/dictd. Articles are read in offset order from one gunzip stream, so
 * memory holds the index and one article, not the whole dictionary.
 * @example const { entries } = await openDictd('/usr/share/dictd/freedict-eng-fra.index', { version: 'x' });
 */
export async function openDictd(indexFile: string, options: DictdOptions): Promise<ImportStream> {
  const base = indexFile.replace(/\.(index|dict\.dz|dict)$/, '');
  const label = path.basename(base);
  const index = `${base}.index`;
  const data = [`${base}.dict.dz`, `${base}.dict`].find((file) => fs.existsSync(file));
  if (!fs.existsSync(index) || !data)
    throw new DictionaryFormatError(label, '', 'needs both .index and .dict.dz (or .dict)');
  const pair = options.pair ?? freedictPair(base);
  if (!pair)
    throw new DictionaryFormatError(label, '', 'cannot tell the language pair from the name (like eng-fra)');
  const lines: IndexLine[] = [];
  let nameArticle: IndexLine | null = null;
  for await (const { line, number } of readLines(index)) {
    if (!line.trim()) continue;
    const [headword, offset, length] = line.split('\t');
    if (headword === undefined || offset === undefined || length === undefined) {
      throw new DictionaryFormatError(
        `${label}.index`,
        `line ${number}`,
        'expected headword<TAB>offset<TAB>length',
      );
    }
    const entry = { headword, offset: decode(offset), length: decode(length) };
    if (Number.isNaN(entry.offset) || Number.isNaN(entry.length) || entry.length > MAX_ARTICLE_BYTES) {
      throw new DictionaryFormatError(`${label}.index`, `line ${number}`, 'bad offset or length');
    }
    if (/^00-?database/.test(headword)) {
      if (/short$/.test(headword)) nameArticle = entry;
      continue;
    }
    lines.push(entry);
  }
  if (lines.length === 0) throw new DictionaryFormatError(`${label}.index`, '', 'no entries');
  lines.sort((a, b) => a.offset - b.offset);
  const sourceName =
    (nameArticle ? await readArticle(data, nameArticle) : '').split('\n')[0]?.trim() || label;
  const progress = { bytesRead: 0, bytesTotal: lines.length };
  const raw = fs.createReadStream(data);
  const stream: Readable = data.endsWith('.dz') ? raw.pipe(zlib.createGunzip()) : raw;
  raw.on('error', (error) => stream.destroy(error));
  const entries = (async function* (): AsyncGenerator<DictEntry> {
    let buffer = Buffer.alloc(0);
    let bufferStart = 0;
    const iterator = stream[Symbol.asyncIterator]();
    try {
      for (const line of lines) {
        while (bufferStart + buffer.length < line.offset + line.length) {
          let next: IteratorResult<Buffer>;
          try {
            next = (await iterator.next()) as IteratorResult<Buffer>;
          } catch (error) {
            throw new DictionaryFormatError(
              path.basename(data),
              '',
              `cannot decompress: ${(error as Error).message}`,
            );
          }
          if (next.done) {
            throw new DictionaryFormatError(
              path.basename(data),
              `entry "${line.headword}"`,
              'the file ends before this article (truncated?)',
            );
          }
          // Keep only what later articles (sorted by offset) can still need.
          const drop = Math.min(buffer.length, Math.max(0, line.offset - bufferStart));
          buffer = Buffer.concat([buffer.subarray(drop), next.value]);
          bufferStart += drop;
        }
        const article = buffer
          .subarray(line.offset - bufferStart, line.offset - bufferStart + line.length)
          .toString('utf8');
        progress.bytesRead += 1;
        const entry = toEntry(line.headword, article, pair.to);
        if (entry) yield entry;
      }
    } finally {
      stream.destroy();
      raw.destroy();
    }
  })();
  return {
    source: {
      id: pair.id,
      name: sourceName,
      licence: FREEDICT_LICENCE,
      url: 'https://freedict.org/',
      textLanguage: pair.from,
      format: 'dictd',
      version: options.version,
    },
    entries,
    progress: () => progress,
  };
}

/** Reads one article (the database name, near the start) with its own short-lived stream. */
async function readArticle(data: string, line: IndexLine): Promise<string> {
  const raw = fs.createReadStream(data);
  const stream: Readable = data.endsWith('.dz') ? raw.pipe(zlib.createGunzip()) : raw;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= line.offset + line.length) break;
    }
  } catch {
    return '';
  } finally {
    stream.destroy();
    raw.destroy();
  }
  return Buffer.concat(chunks)
    .subarray(line.offset, line.offset + line.length)
    .toString('utf8');
}

/** dictd's base64 numbers (most significant digit first). */
function decode(text: string): number {
  let value = 0;
  for (const char of text) {
    const digit = B64.indexOf(char);
    if (digit < 0) return Number.NaN;
    value = value * 64 + digit;
  }
  return value;
}

/**
 * One FreeDict dictd article: the first line is the headword, pronunciation and `<pos>`; the following
 * lines are numbered translations, notes and examples.
 */
function toEntry(headword: string, article: string, locale: DictLocale): DictEntry | null {
  const written = cleanWritten(headword);
  if (!written || written.length > MAX_WRITTEN_LENGTH || hasControlCharacters(written)) return null;
  const [head = '', ...rest] = article.split('\n');
  const pos = /<([a-z]+)[.,>]/.exec(head)?.[1];
  const pronunciation = /\/([^/]+)\//.exec(head)?.[1] ?? null;
  const senses: EntrySense[] = [];
  for (const rawLine of rest) {
    const line = rawLine.trim().replace(/^\d+\.\s*/, '');
    if (!line || /^(see|synonyms?|note|antonyms?|\(|\[|<)/i.test(line) || line.startsWith('"')) continue;
    const translation = clip(line.replace(/\s*<[^>]*>\s*/g, ' '));
    if (!translation || hasControlCharacters(translation)) continue;
    senses.push({ glosses: { [locale]: { translation, definition: '' } }, examples: [] });
    if (senses.length >= MAX_SENSES) break;
  }
  if (senses.length === 0) return null;
  return {
    written,
    category: toCategory(pos),
    homograph: 0,
    level: null,
    frequency: null,
    pronunciation,
    audioId: null,
    senses,
  };
}
