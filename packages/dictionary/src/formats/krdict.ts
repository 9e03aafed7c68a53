import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { SaxesTagPlain } from 'saxes';
import { cleanWritten, clip } from '../entry-check.ts';
import { DictionaryFormatError } from '../errors.ts';
import type {
  DictEntry,
  DictLocale,
  EntrySense,
  ExampleCategory,
  ImportStream,
  WordCategory,
} from '../model.ts';
import { featOf, parseXml, type XmlHandlers } from '../xml-stream.ts';
import { openZip } from '../zip.ts';

/** krdict's Korean language names of its equivalents, to our dictionary locales. */
const LANGUAGES: Record<string, DictLocale> = {
  영어: 'en_US',
  프랑스어: 'fr_FR',
  스페인어: 'es_ES',
  일본어: 'ja_JP',
};
const EXAMPLE_TYPES: Record<string, ExampleCategory> = {
  구: 'fragment',
  문장: 'sentence',
  대화: 'conversation',
};
const LEVELS: Record<string, number> = { 초급: 1, 중급: 2, 고급: 3 };
const PARTS_OF_SPEECH: Record<string, WordCategory> = {
  명사: 'noun',
  '의존 명사': 'noun',
  대명사: 'pronoun',
  수사: 'numeral',
  동사: 'verb',
  '보조 동사': 'verb',
  형용사: 'adjective',
  '보조 형용사': 'adjective',
  부사: 'adverb',
  관형사: 'determiner',
  조사: 'particle',
  어미: 'ending',
  접사: 'affix',
  감탄사: 'interjection',
};
const UNITS: Record<string, WordCategory> = { 구: 'phrase', 관용구: 'expression', 속담: 'expression' };

/** The krdict source description (its licence is shown on the About page). */
export const KRDICT_SOURCE = {
  id: 'krdict',
  name: "Korean Learners' Dictionary (National Institute of Korean Language)",
  licence: 'CC BY-SA 2.0 KR',
  url: 'https://krdict.korean.go.kr/',
  textLanguage: 'ko_KR',
  format: 'krdict',
} as const;

/**
 * Opens krdict's LMF XML: one `.xml` file, a folder of them, or the official full download (a zip of them).
 * Entries stream file after file; a malformed file or entry stops with its name and position.
 * @example const { entries } = await openKrdict('krdict_full.zip', 'sha256:...');
 */
export async function openKrdict(input: string, version: string): Promise<ImportStream> {
  const label = path.basename(input);
  const stat = fs.statSync(input);
  const progress = { bytesRead: 0, bytesTotal: 0 };
  const count = (bytes: number): void => {
    progress.bytesRead += bytes;
  };
  let entries: AsyncGenerator<DictEntry>;
  if (stat.isDirectory()) {
    const files = fs
      .readdirSync(input)
      .filter((name) => name.toLowerCase().endsWith('.xml'))
      .sort()
      .map((name) => path.join(input, name));
    if (files.length === 0) throw new DictionaryFormatError(label, '', 'no .xml files in this folder');
    progress.bytesTotal = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
    entries = (async function* () {
      for (const file of files) {
        const stream = fs.createReadStream(file);
        yield* readKrdictXml(stream, path.basename(file), count);
      }
    })();
  } else if (input.toLowerCase().endsWith('.zip')) {
    const zip = await openZip(input, label);
    const members = zip.members
      .filter((m) => m.name.toLowerCase().endsWith('.xml'))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (members.length === 0) {
      zip.close();
      throw new DictionaryFormatError(label, '', 'the zip holds no .xml file');
    }
    progress.bytesTotal = members.reduce((sum, m) => sum + m.uncompressedSize, 0);
    entries = (async function* () {
      try {
        for (const member of members) {
          const stream = await zip.open(member.name);
          yield* readKrdictXml(stream, `${label}:${member.name}`, count);
        }
      } finally {
        zip.close();
      }
    })();
  } else {
    progress.bytesTotal = stat.size;
    const stream = fs.createReadStream(input);
    entries = readKrdictXml(stream, label, count);
  }
  return { source: { ...KRDICT_SOURCE, version }, entries, progress: () => progress };
}

interface Draft {
  id: string;
  written: string;
  unit: string;
  pos: string;
  level: string;
  homograph: number;
  pronunciation: string | null;
  sound: string | null;
  senses: EntrySense[];
}

/**
 * Streams the LexicalEntry elements of one krdict XML document as entries.
 * @example for await (const entry of readKrdictXml(fs.createReadStream('1.xml'), '1.xml')) ...
 */
export function readKrdictXml(
  input: Readable,
  label: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<DictEntry> {
  let entry: Draft | null = null;
  let where: 'entry' | 'lemma' | 'wordform' | 'sense' | 'equivalent' | 'example' | 'other' = 'other';
  let sense: EntrySense | null = null;
  let koDefinition = '';
  let equivalent: { language: string; lemma: string; definition: string } | null = null;
  let example: { type: string; lines: string[] } | null = null;
  // A WordForm is either the pronunciation (발음) or a conjugated form (활용) with its own pronunciation.
  let wordFormType = '';
  let ignoredDepth = 0;

  const handlers: XmlHandlers<DictEntry> = {
    open(tag: SaxesTagPlain) {
      if (ignoredDepth > 0) {
        ignoredDepth += 1;
        return;
      }
      switch (tag.name) {
        case 'LexicalEntry': {
          const id =
            typeof tag.attributes.val === 'string' ? tag.attributes.val : String(tag.attributes.id ?? '');
          entry = {
            id,
            written: '',
            unit: '',
            pos: '',
            level: '',
            homograph: 0,
            pronunciation: null,
            sound: null,
            senses: [],
          };
          where = 'entry';
          return;
        }
        case 'Lemma':
          where = 'lemma';
          return;
        case 'WordForm':
          wordFormType = '';
          where = 'wordform';
          return;
        case 'Sense':
          if (!entry) return;
          sense = { glosses: {}, examples: [] };
          koDefinition = '';
          where = 'sense';
          return;
        case 'Equivalent':
          equivalent = { language: '', lemma: '', definition: '' };
          where = 'equivalent';
          return;
        case 'SenseExample':
          // The type is a feat in the official files; some exports put it in an attribute.
          example = { type: typeof tag.attributes.type === 'string' ? tag.attributes.type : '', lines: [] };
          where = 'example';
          return;
        case 'RelatedForm':
        case 'SenseRelation':
        case 'Multimedia':
        case 'Annotation':
          // Related words and media carry feats of their own (writtenForm ...) that must not be taken.
          ignoredDepth = 1;
          return;
        case 'feat':
          onFeat(tag);
          return;
      }
    },
    close(name, emit) {
      if (ignoredDepth > 0) {
        ignoredDepth -= 1;
        return;
      }
      switch (name) {
        case 'Lemma':
        case 'WordForm':
          where = 'entry';
          return;
        case 'Equivalent': {
          const locale = equivalent ? LANGUAGES[equivalent.language] : undefined;
          if (sense && equivalent && locale && (equivalent.lemma || equivalent.definition)) {
            sense.glosses[locale] = {
              translation: clip(equivalent.lemma),
              definition: clip(equivalent.definition),
            };
          }
          equivalent = null;
          where = 'sense';
          return;
        }
        case 'SenseExample': {
          const category = example ? EXAMPLE_TYPES[example.type] : undefined;
          const text = example?.lines
            .map((line) => line.trim())
            .filter(Boolean)
            .join('\n');
          if (sense && category && text) sense.examples.push({ category, example: clip(text) });
          example = null;
          where = 'sense';
          return;
        }
        case 'Sense':
          if (entry && sense) {
            if (koDefinition)
              sense.glosses.ko_KR = { translation: entry.written, definition: clip(koDefinition) };
            if (Object.keys(sense.glosses).length > 0) entry.senses.push(sense);
          }
          sense = null;
          where = 'entry';
          return;
        case 'LexicalEntry':
          if (entry) {
            const done = finish(entry, label);
            if (done) emit(done);
          }
          entry = null;
          where = 'other';
          return;
      }
    },
  };

  function onFeat(tag: SaxesTagPlain): void {
    const feat = featOf(tag);
    if (!feat || !entry) return;
    const att = feat[0];
    const val = unescapeTwice(feat[1]);
    switch (where) {
      case 'entry':
        if (att === 'lexicalUnit') entry.unit = val;
        else if (att === 'partOfSpeech') entry.pos = val;
        else if (att === 'vocabularyLevel') entry.level = val;
        else if (att === 'homonym_number' || att === 'homonymNumber')
          entry.homograph = Number.parseInt(val, 10) || 0;
        return;
      case 'lemma':
        if (att === 'writtenForm' && !entry.written) entry.written = cleanWritten(val);
        return;
      case 'wordform':
        if (att === 'type') wordFormType = val;
        else if (wordFormType !== '' && wordFormType !== '발음') return;
        else if (att === 'pronunciation' && !entry.pronunciation) entry.pronunciation = val.trim() || null;
        else if (att === 'sound' && !entry.sound) entry.sound = val.trim() || null;
        return;
      case 'sense':
        if (att === 'definition') koDefinition = val;
        return;
      case 'equivalent':
        if (equivalent && (att === 'language' || att === 'lemma' || att === 'definition'))
          equivalent[att] = val;
        return;
      case 'example':
        if (example && att === 'type') example.type = val;
        else if (example && att === 'example') example.lines.push(val);
        return;
      default:
        return;
    }
  }

  return parseXml(input, label, handlers, onBytes);
}

function finish(entry: Draft, label: string): DictEntry | null {
  if (!entry.written)
    throw new DictionaryFormatError(label, `LexicalEntry ${entry.id || '?'}`, 'no Lemma writtenForm');
  // Entries without any usable sense (rare cross-reference stubs) are skipped rather than failing the file.
  if (entry.senses.length === 0) return null;
  return {
    written: entry.written,
    category: PARTS_OF_SPEECH[entry.pos] ?? UNITS[entry.unit] ?? 'other',
    homograph: entry.homograph,
    level: LEVELS[entry.level] ?? null,
    frequency: null,
    pronunciation: entry.pronunciation,
    // Audio is referenced by krdict's own id; a server that serves the files can map it.
    audioId: entry.sound ? `krdict:${entry.id}` : null,
    senses: entry.senses,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/**
 * krdict escapes some values twice (`&amp;quot;` in the file, so `&quot;` after XML parsing): undo the second level.
 * @example unescapeTwice('&quot;a&quot;') // '"a"'
 */
export function unescapeTwice(text: string): string {
  return text.includes('&')
    ? text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? _)
    : text;
}
