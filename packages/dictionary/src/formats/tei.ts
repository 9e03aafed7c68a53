import fs from 'node:fs';
import path from 'node:path';
import type { SaxesTagPlain } from 'saxes';
import { toCategory } from '../categories.ts';
import { cleanWritten, clip, MAX_WRITTEN_LENGTH } from '../entry-check.ts';
import { DictionaryFormatError, hasControlCharacters } from '../errors.ts';
import type { DictEntry, DictLocale, EntrySense, ImportStream, TextLanguage } from '../model.ts';
import { parseXml, type XmlHandlers } from '../xml-stream.ts';
import { FREEDICT_LICENCE, freedictPair } from './freedict-languages.ts';

export interface TeiOptions {
  version: string;
  pair?: { from: TextLanguage; to: DictLocale; id: string };
}

const MAX_SENSES = 20;

/**
 * Opens a FreeDict TEI file (`eng-fra.tei`): `<entry>` with `<form><orth>`, `<pron>`, `<gramGrp><pos>` and
 * `<sense>`s holding `<cit type="trans"><quote>`, `<def>` and `<cit type="example">`; streamed entry by entry.
 * @example const { entries } = await openTei('eng-fra.tei', { version: 'x' });
 */
export async function openTei(file: string, options: TeiOptions): Promise<ImportStream> {
  const label = path.basename(file);
  const pair = options.pair ?? freedictPair(file.replace(/\.tei$/, ''));
  if (!pair)
    throw new DictionaryFormatError(
      label,
      '',
      'cannot tell the language pair from the name (like eng-fra.tei)',
    );
  const stream = fs.createReadStream(file);
  const progress = { bytesRead: 0, bytesTotal: fs.statSync(file).size };
  return {
    source: {
      id: pair.id,
      name: `FreeDict ${pair.id.replace('freedict-', '')}`,
      licence: FREEDICT_LICENCE,
      url: 'https://freedict.org/',
      textLanguage: pair.from,
      format: 'tei',
      version: options.version,
    },
    entries: parseXml(stream, label, teiHandlers(pair.to), (bytes) => (progress.bytesRead += bytes)),
    progress: () => progress,
  };
}

function teiHandlers(locale: DictLocale): XmlHandlers<DictEntry> {
  const stack: string[] = [];
  let entry: { orth: string; pron: string; pos: string; senses: EntrySense[] } | null = null;
  let sense: { translations: string[]; definition: string; examples: string[] } | null = null;
  let text = '';
  const inside = (name: string): boolean => stack.includes(name);
  const citTypes: string[] = [];
  return {
    open(tag: SaxesTagPlain) {
      stack.push(tag.name);
      if (tag.name === 'entry') entry = { orth: '', pron: '', pos: '', senses: [] };
      else if (tag.name === 'sense' && entry && !sense)
        sense = { translations: [], definition: '', examples: [] };
      else if (tag.name === 'cit') citTypes.push(String(tag.attributes.type ?? ''));
      if (['orth', 'pron', 'pos', 'quote', 'def'].includes(tag.name)) text = '';
    },
    text(chunk) {
      text += chunk;
    },
    close(name, emit) {
      stack.pop();
      const value = clip(text.replace(/\s+/g, ' '));
      if (!entry) return;
      if (name === 'orth' && !entry.orth && inside('form')) entry.orth = value;
      else if (name === 'pron' && !entry.pron) entry.pron = value;
      else if (name === 'pos' && !entry.pos) entry.pos = value;
      else if (name === 'def' && sense && !sense.definition) sense.definition = value;
      else if (name === 'quote' && sense && value) {
        // A translation is a quote whose nearest cit is "trans" and that is not inside an example.
        const nearest = citTypes[citTypes.length - 1];
        if (citTypes.includes('example')) {
          if (nearest === 'example') sense.examples.push(value);
        } else if (nearest === 'trans' || nearest === 'translation') sense.translations.push(value);
      } else if (name === 'cit') citTypes.pop();
      else if (name === 'sense' && sense && !inside('sense')) {
        if (sense.translations.length > 0 || sense.definition) {
          entry.senses.push({
            glosses: {
              [locale]: { translation: sense.translations.join(', '), definition: sense.definition },
            },
            examples: sense.examples
              .slice(0, 5)
              .map((example) => ({ category: 'sentence' as const, example })),
          });
        }
        sense = null;
      } else if (name === 'entry') {
        const written = cleanWritten(entry.orth);
        if (
          written &&
          written.length <= MAX_WRITTEN_LENGTH &&
          !hasControlCharacters(written) &&
          entry.senses.length > 0
        ) {
          emit({
            written,
            category: toCategory(entry.pos),
            homograph: 0,
            level: null,
            frequency: null,
            pronunciation: entry.pron || null,
            audioId: null,
            senses: entry.senses.slice(0, MAX_SENSES),
          });
        }
        entry = null;
      }
    },
  };
}
