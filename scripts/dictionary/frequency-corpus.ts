/**
 * The corpora the writers' word lists are counted from: installable text in Korean, French and English that
 * is NOT a measuring text. Read where Debian's packages install them; nothing of them is committed.
 * - LibreOffice's help (libreoffice-help-ko, -fr, -en-us): office and computer vocabulary, the Basic
 *   programming reference left out (mostly code);
 * - the Debian FAQ (debian-faq, debian-faq-fr, debian-faq-ko): everyday questions about a system;
 * - the translations of the programs installed (gettext .mo files under /usr/share/locale and LibreOffice's
 *   resources): the messages of menus, dialogs and errors. English has none: its messages are the originals.
 * The held-out measuring texts (the Debian installation guide, ../coverage/heldout-texts.ts) are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { DictionaryTextLanguage } from '@glossa/contract';
import { GUIDE_DIR } from '../coverage/heldout-texts.ts';

/** One document of a corpus: its paragraphs. A word's document count ranks it (one long page weighs once). */
export interface CorpusDocument {
  name: string;
  paragraphs: string[];
}

const LIBREOFFICE_HELP = process.env.FREQ_LIBREOFFICE_HELP ?? '/usr/share/libreoffice/help';
const DEBIAN_FAQ = process.env.FREQ_DEBIAN_FAQ ?? '/usr/share/doc/debian/FAQ';

const MESSAGE_DIRS = (
  process.env.FREQ_MESSAGE_DIRS ?? '/usr/share/locale,/usr/lib/libreoffice/program/resource'
).split(',');

const FOLDER: Record<DictionaryTextLanguage, { help: string; faq: string; messages?: string }> = {
  ko_KR: { help: 'ko', faq: 'debian-faq.ko.txt.gz', messages: 'ko' },
  fr_FR: { help: 'fr', faq: 'debian-faq.fr.txt.gz', messages: 'fr' },
  en_US: { help: 'en-US', faq: 'debian-faq.en.txt.gz' },
};

/**
 * The translated messages of a gettext .mo file (plural forms split, the header left out), or [] when the
 * file is not one.
 * @example moMessages(fs.readFileSync('/usr/share/locale/fr/LC_MESSAGES/apt.mo')) // ['Paquet', ...]
 */
export function moMessages(data: Buffer): string[] {
  if (data.length < 28) return [];
  const magic = data.readUInt32LE(0);
  const read =
    magic === 0x950412de
      ? (at: number) => data.readUInt32LE(at)
      : magic === 0xde120495
        ? (at: number) => data.readUInt32BE(at)
        : undefined;
  if (!read) return [];
  const count = read(8);
  const table = read(16);
  const messages: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const length = read(table + i * 8);
    const offset = read(table + i * 8 + 4);
    if (offset + length > data.length) return [];
    const text = data.toString('utf8', offset, offset + length);
    if (text.startsWith('Project-Id-Version') || text.includes('Content-Type:')) continue;
    messages.push(...text.split('\u0000'));
  }
  return messages
    .map((message) =>
      message
        .replace(/%\S+|\$\{?\w+\}?|[_~&](?=\p{L})|<[^>]+>/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((message) => /\p{L}{2}/u.test(message));
}

function moFiles(language: string): string[] {
  return MESSAGE_DIRS.flatMap((dir) => {
    const folder = path.join(dir, language, 'LC_MESSAGES');
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mo'))
      .sort()
      .map((file) => path.join(folder, file));
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * The paragraphs of a LibreOffice help page: each <p>, without literal values, typed input and code, and
 * without the running header every page repeats.
 * @example helpParagraphs('<p class="paragraph">Choose <span class="literal">A1</span> here.</p>') // ['Choose here.']
 */
export function helpParagraphs(html: string): string[] {
  const prose = html
    .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<span class="(literal|input|switch|keycode|codesnip)"[^>]*>[\s\S]*?<\/span>/gi, ' ');
  return [...prose.matchAll(/<p\b([^>]*)>([\s\S]*?)<\/p>/gi)]
    .filter((match) => /class="/.test(match[1]!))
    .map((match) =>
      decode(match[2]!.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((paragraph) => /\p{L}{2}/u.test(paragraph));
}

/** The FAQ's text version split into paragraphs (blank lines), the table of contents and URLs left out. */
export function faqParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/\S*:\/\/\S*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => /\p{L}{2}/u.test(block) && !/^(\d+\.)+\d*\s/.test(block) && !/^-+$/.test(block));
}

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`text${path.sep}sbasic`))
    .sort()
    .map((file) => path.join(dir, file));
}

/** The corpus documents of a language found on this machine; refuses any file of the measuring texts. */
export function readCorpus(language: DictionaryTextLanguage): CorpusDocument[] {
  const documents: CorpusDocument[] = [];
  for (const file of htmlFiles(path.join(LIBREOFFICE_HELP, FOLDER[language].help)))
    documents.push({ name: file, paragraphs: helpParagraphs(fs.readFileSync(file, 'utf8')) });
  const faq = path.join(DEBIAN_FAQ, FOLDER[language].faq);
  if (fs.existsSync(faq)) {
    // The FAQ's chapters as documents, so that a word used all through one answer counts once per chapter.
    const text = zlib.gunzipSync(fs.readFileSync(faq)).toString('utf8');
    text.split(/\n(?=\d+\. \S)/).forEach((chapter, index) => {
      documents.push({ name: `${faq}#${index}`, paragraphs: faqParagraphs(chapter) });
    });
  }
  const messages = FOLDER[language].messages;
  for (const file of messages ? moFiles(messages) : [])
    documents.push({ name: file, paragraphs: moMessages(fs.readFileSync(file)) });
  for (const document of documents) {
    if (path.resolve(document.name).startsWith(path.resolve(GUIDE_DIR)))
      throw new Error(`${document.name} is a measuring text: it never chooses words`);
  }
  return documents.filter((document) => document.paragraphs.length > 0);
}
