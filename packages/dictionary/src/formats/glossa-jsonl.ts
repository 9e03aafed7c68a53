import path from 'node:path';
import { checkEntry, isObject } from '../entry-check.ts';
import { DictionaryFormatError } from '../errors.ts';
import { readLines } from '../lines.ts';
import {
  SOURCE_ID_PATTERN,
  TEXT_LANGUAGES,
  type DictEntry,
  type ImportStream,
  type SourceInfo,
} from '../model.ts';

/**
 * Opens a Glossa `.glossa.jsonl` file (FORMAT.md): reads and checks the header now, streams the entries later.
 * A line that is not JSON or not a valid entry stops the import with its line number.
 * @example const { source, entries } = await openGlossaJsonl('starter/ko.glossa.jsonl');
 */
export async function openGlossaJsonl(file: string, version = ''): Promise<ImportStream> {
  const name = path.basename(file);
  const lines = readLines(file);
  const first = await lines.next();
  if (first.done || !first.value.line.trim()) {
    await lines.return(undefined);
    throw new DictionaryFormatError(name, 'line 1', 'the file is empty; a header line is expected');
  }
  let source: SourceInfo;
  try {
    source = parseHeader(first.value.line, name);
  } catch (error) {
    await lines.return(undefined);
    throw error;
  }
  source.version = version || source.version;
  async function* entries(): AsyncGenerator<DictEntry> {
    for await (const { line, number } of lines) {
      if (!line.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new DictionaryFormatError(name, `line ${number}`, 'not valid JSON');
      }
      const checked = checkEntry(value);
      if ('problem' in checked) throw new DictionaryFormatError(name, `line ${number}`, checked.problem);
      yield checked.entry;
    }
  }
  return { source, entries: entries() };
}

/**
 * Reads the header line of Glossa's format into a source description.
 * @example parseHeader('{"format":"glossa-dictionary","version":1,"source":{...}}', 'x.jsonl').id
 */
export function parseHeader(line: string, name: string): SourceInfo {
  let header: unknown;
  try {
    header = JSON.parse(line);
  } catch {
    throw new DictionaryFormatError(name, 'line 1', 'the header is not valid JSON');
  }
  if (!isObject(header) || header.format !== 'glossa-dictionary' || header.version !== 1) {
    throw new DictionaryFormatError(
      name,
      'line 1',
      'expected a header {"format":"glossa-dictionary","version":1,...}',
    );
  }
  const source = header.source;
  if (!isObject(source)) throw new DictionaryFormatError(name, 'line 1', 'the header has no "source" object');
  const id = String(source.id ?? '');
  if (!SOURCE_ID_PATTERN.test(id)) throw new DictionaryFormatError(name, 'line 1', `bad source id "${id}"`);
  const textLanguage = TEXT_LANGUAGES.find((language) => language === source.textLanguage);
  if (!textLanguage) {
    throw new DictionaryFormatError(
      name,
      'line 1',
      `source.textLanguage must be one of ${TEXT_LANGUAGES.join(', ')}`,
    );
  }
  return {
    id,
    name: typeof source.name === 'string' && source.name ? source.name : id,
    licence: typeof source.licence === 'string' ? source.licence : '',
    url: typeof source.url === 'string' ? source.url : '',
    textLanguage,
    format: 'glossa',
    version: typeof source.version === 'string' ? source.version : '1',
  };
}
