import fs from 'node:fs';
import path from 'node:path';
import { DictionaryFormatError } from './errors.ts';
import { openDictd } from './formats/dictd.ts';
import { openGlossaJsonl } from './formats/glossa-jsonl.ts';
import { openKaikki } from './formats/kaikki.ts';
import { openKrdict } from './formats/krdict.ts';
import { openTei } from './formats/tei.ts';
import { openWordnet } from './formats/wordnet.ts';
import { openYomitan } from './formats/yomitan.ts';
import { openZip } from './zip.ts';
import type { DictLocale, ImportStream, TextLanguage } from './model.ts';

export const FORMATS = ['glossa', 'krdict', 'yomitan', 'kaikki', 'dictd', 'tei', 'wordnet'] as const;
export type FormatName = (typeof FORMATS)[number];

export interface OpenOptions {
  format?: FormatName;
  /** Headword language, for formats that do not say it (Yomitan without sourceLanguage, kaikki). */
  textLanguage?: TextLanguage;
  /** Gloss language of a kaikki file (English for kaikki.org). */
  glossLocale?: DictLocale;
}

/**
 * Opens a dictionary file or folder in any supported format (detected from its name and first bytes unless
 * given). An empty file or an unknown format is refused with a message naming the formats.
 * @example const { source, entries } = await openDictionaryFile('krdict.zip');
 */
export async function openDictionaryFile(input: string, options: OpenOptions = {}): Promise<ImportStream> {
  const label = path.basename(input);
  if (!fs.existsSync(input)) throw new DictionaryFormatError(label, '', 'no such file or folder');
  const stat = fs.statSync(input);
  if (stat.isFile() && stat.size === 0)
    throw new DictionaryFormatError(label, '', 'the file is empty (0 bytes)');
  const format = options.format ?? (await detectFormat(input));
  const version = `${stat.size}-${Math.round(stat.mtimeMs)}`;
  switch (format) {
    case 'glossa':
      return openGlossaJsonl(input, version);
    case 'krdict':
      return openKrdict(input, version);
    case 'yomitan':
      return openYomitan(input, {
        version,
        ...(options.textLanguage ? { textLanguage: options.textLanguage } : {}),
      });
    case 'kaikki':
      return openKaikki(input, { version, ...options });
    case 'dictd':
      return openDictd(input, { version });
    case 'tei':
      return openTei(input, { version });
    case 'wordnet':
      return openWordnet(input, version);
  }
}

/**
 * Which format a file or folder is in, from its name and first bytes.
 * @example await detectFormat('freedict-eng-fra.index') // 'dictd'
 */
export async function detectFormat(input: string): Promise<FormatName> {
  const label = path.basename(input);
  const stat = fs.statSync(input);
  if (stat.isDirectory()) {
    const names = fs.readdirSync(input);
    if (names.includes('data.noun') && names.includes('index.noun')) return 'wordnet';
    if (names.some((name) => name.toLowerCase().endsWith('.xml'))) return 'krdict';
    throw unknown(label);
  }
  const lower = label.toLowerCase();
  if (/\.(index|dict\.dz|dict)$/.test(lower)) return 'dictd';
  if (lower.endsWith('.tei')) return 'tei';
  const head = readHead(input, 4096);
  if (head.readUInt32LE(0) === 0x04034b50) {
    const zip = await openZip(input, label);
    try {
      if (zip.members.some((m) => m.name === 'index.json')) return 'yomitan';
      if (zip.members.some((m) => m.name.toLowerCase().endsWith('.xml'))) return 'krdict';
    } finally {
      zip.close();
    }
    throw unknown(label);
  }
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('<')) {
    if (/<LexicalResource|<LexicalEntry/.test(text)) return 'krdict';
    if (/<TEI[\s>]/.test(text)) return 'tei';
    throw unknown(label);
  }
  if (/^\s*\{\s*"format"\s*:\s*"glossa-dictionary"/.test(text)) return 'glossa';
  if (/^\s*\{/.test(text) && /"word"\s*:/.test(text.split('\n')[0] ?? '')) return 'kaikki';
  throw unknown(label);
}

function readHead(file: string, size: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(size);
    const read = fs.readSync(fd, buffer, 0, size, 0);
    return buffer.subarray(0, Math.max(read, 4));
  } finally {
    fs.closeSync(fd);
  }
}

function unknown(label: string): DictionaryFormatError {
  return new DictionaryFormatError(
    label,
    '',
    `unknown dictionary format; supported: ${FORMATS.join(', ')} (name one with --format)`,
  );
}
