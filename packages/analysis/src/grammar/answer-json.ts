import { grammarEntries } from './catalogue.ts';
import type { TextLanguage } from '../types.ts';
import type { GrammarLocale, GrammarSpan } from './types.ts';

/**
 * The analysis answer's `grammar` is built in two halves. The analysis worker packs what depends on the text
 * (each span's id and its positions, already written as the JSON that follows the construction's fixed
 * part); the server's event loop puts each construction's fixed part in front, from bytes it made once.
 * A 1,000-character text has a couple of hundred spans of a dozen or two constructions: escaping and encoding
 * the same long explanations for each span, or copying ~160 KB of them from the worker to the event loop
 * per request (which also brought the event loop's collections forward), was most of what the grammar layer
 * added to the answer.
 */
export interface PackedGrammar {
  /** The span's construction id, one per span the catalogue knows, in the matcher's order. */
  ids: string[];
  /** ASCII JSON of every span's positions, one after the other: `{"first":1,"last":1,"morphs":[…]}`. */
  tails: Uint8Array;
  /** Where each span's part of `tails` ends. */
  ends: Uint32Array;
}

/** Each construction's fixed part as UTF-8 JSON: `{"id":…,…,"explanation":…,"spans":[`. */
const heads = new Map<string, ReadonlyMap<string, Uint8Array>>();
const encoder = new TextEncoder();

function headsOf(language: TextLanguage, locale: GrammarLocale): ReadonlyMap<string, Uint8Array> {
  const key = `${language} ${locale}`;
  let map = heads.get(key);
  if (!map) {
    const built = new Map<string, Uint8Array>();
    for (const entry of grammarEntries(language)) {
      // The dictionary language's text, English when the entry lacks it (the validator does not let it).
      const text = entry.languages[locale] ?? entry.languages.en;
      const head = JSON.stringify({
        id: entry.id,
        display: entry.display,
        level: entry.level,
        category: entry.category,
        meaning: text?.meaning ?? '',
        explanation: text?.explanation ?? '',
      });
      built.set(entry.id, encoder.encode(`${head.slice(0, -1)},"spans":[`));
    }
    map = built;
    heads.set(key, map);
  }
  return map;
}

/** Ids of each text language's catalogue, to leave out a span of an id it does not have. */
const known = new Map<TextLanguage, ReadonlySet<string>>();

function knownIds(language: TextLanguage): ReadonlySet<string> {
  let ids = known.get(language);
  if (!ids) {
    ids = new Set(grammarEntries(language).map((e) => e.id));
    known.set(language, ids);
  }
  return ids;
}

/**
 * The worker's half: the spans' ids and positions (a span whose id the catalogue lacks is left out).
 * @example packGrammar([{ id: 'ko.connective.aseo', first: 1, last: 1, morphs: [] }], 'ko_KR').ids // ['ko.connective.aseo']
 */
export function packGrammar(spans: readonly GrammarSpan[], language: TextLanguage): PackedGrammar {
  const ids = knownIds(language);
  const kept: string[] = [];
  let tails = '';
  const ends: number[] = [];
  for (const span of spans) {
    if (!ids.has(span.id)) continue;
    kept.push(span.id);
    tails += `{"first":${span.first},"last":${span.last},"morphs":[`;
    for (let i = 0; i < span.morphs.length; i++) {
      const m = span.morphs[i]!;
      tails += `${i === 0 ? '' : ','}{"unit":${m.unit},"first":${m.first},"last":${m.last}}`;
    }
    tails += ']}';
    ends.push(tails.length);
  }
  // Only ASCII digits and punctuation: one byte per character.
  const bytes = new Uint8Array(tails.length);
  for (let i = 0; i < tails.length; i++) bytes[i] = tails.charCodeAt(i);
  return { ids: kept, tails: bytes, ends: Uint32Array.from(ends) };
}

const OPEN = encoder.encode('[');
const COMMA = encoder.encode(',');
const CLOSE = encoder.encode(']');
const END = encoder.encode(']}');

/**
 * The event loop's half: the answer's `grammar` JSON as byte pieces to join, each construction once (in the
 * order of its first span, explained in `locale`) with its spans in text order; keys in the order the
 * answer's schema serializer writes them (id, display, level, category, meaning, explanation, spans: first,
 * last, morphs).
 * @example Buffer.concat(grammarAnswerParts(packed, 'ko_KR', 'en')).toString() // '[{"id":"ko.connective.aseo",…,"spans":[…]}]'
 */
export function grammarAnswerParts(
  packed: PackedGrammar,
  language: TextLanguage,
  locale: GrammarLocale,
): Uint8Array[] {
  const byId = headsOf(language, locale);
  // Each construction's spans (their parts of `tails`), in the order its first span comes.
  const groups = new Map<string, Uint8Array[]>();
  let from = 0;
  for (let i = 0; i < packed.ids.length; i++) {
    const id = packed.ids[i]!;
    const end = packed.ends[i]!;
    // Packed by another catalogue (a worker started before the files changed): left out, never misnamed.
    if (byId.has(id)) {
      const tail = packed.tails.subarray(from, end);
      const group = groups.get(id);
      if (group) group.push(COMMA, tail);
      else groups.set(id, [tail]);
    }
    from = end;
  }
  const parts: Uint8Array[] = [OPEN];
  for (const [id, tails] of groups) {
    if (parts.length > 1) parts.push(COMMA);
    parts.push(byId.get(id)!, ...tails, END);
  }
  parts.push(CLOSE);
  return parts;
}

/**
 * Both halves at once: the spans as the answer's `grammar`, UTF-8 JSON.
 * @example new TextDecoder().decode(grammarAnswerJson(spans, 'ko_KR', 'en'))
 */
export function grammarAnswerJson(
  spans: readonly GrammarSpan[],
  language: TextLanguage,
  locale: GrammarLocale,
): Uint8Array {
  const parts = grammarAnswerParts(packGrammar(spans, language), language, locale);
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
