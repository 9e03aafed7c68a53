/**
 * The held-out measuring texts: the Debian installation guide for amd64 in Korean, French and English, as
 * Debian's `installation-guide-amd64` package installs it (/usr/share/doc/installation-guide-amd64/{ko,fr,en};
 * HELDOUT_GUIDE_DIR to move it). Software documentation a learner reads, written and translated by people
 * outside the project, kept out of every word list: no headword is ever chosen from it, it only measures.
 * Nothing of it is committed; a machine without the package skips the measurement.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DictionaryTextLanguage } from '@glossa/contract';
import type { Text } from './fresh-start.ts';

export const GUIDE_DIR = process.env.HELDOUT_GUIDE_DIR ?? '/usr/share/doc/installation-guide-amd64';

const GUIDE_LANGUAGES: ReadonlyArray<[DictionaryTextLanguage, string, string]> = [
  ['ko_KR', 'ko', 'Korean'],
  ['fr_FR', 'fr', 'French'],
  ['en_US', 'en', 'English'],
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The prose paragraphs of one DocBook HTML page: the text of each <p>, without what is not prose (file
 * names, commands, typed input, keys, literal values, URLs, screen listings), tags removed, entities decoded.
 * @example paragraphsOfPage('<p>Edit <code class="filename">/etc/fstab</code> first.</p>') // ['Edit first.']
 */
export function paragraphsOfPage(html: string): string[] {
  const withoutCode = html
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, ' ')
    .replace(/<(code|tt|kbd|samp)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<strong class="userinput">[\s\S]*?<\/strong>/gi, ' ')
    .replace(
      /<span class="(command|keycap|guimenuitem|guimenu|guibutton|application|package)">[\s\S]*?<\/span>/gi,
      ' ',
    )
    .replace(/<em class="replaceable">[\s\S]*?<\/em>/gi, ' ')
    .replace(/<a class="ulink"[^>]*>[\s\S]*?<\/a>/gi, ' ');
  return [...withoutCode.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)]
    .map((match) =>
      decodeEntities(match[1]!.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .replace(/\s+([.,;:!?)])/g, '$1')
        .trim(),
    )
    .filter((paragraph) => /\p{L}{2}/u.test(paragraph));
}

/** The guide's texts found on this machine (none when the package is not installed), pages in name order. */
export function readHeldoutTexts(only?: string): Text[] {
  const texts: Text[] = [];
  for (const [language, dir, name] of GUIDE_LANGUAGES) {
    if (only && !language.startsWith(only)) continue;
    const folder = path.join(GUIDE_DIR, dir);
    if (!fs.existsSync(folder)) continue;
    const pages = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.html'))
      .sort();
    const paragraphs = pages.flatMap((page) =>
      paragraphsOfPage(fs.readFileSync(path.join(folder, page), 'utf8')),
    );
    texts.push({ name: `${name} (Debian installation guide, amd64)`, language, paragraphs });
  }
  return texts;
}
