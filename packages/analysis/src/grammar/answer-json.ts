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
  /** Each construction found that the catalogue knows, once, in the order of its first span. */
  ids: string[];
  /**
   * ASCII JSON of each construction's spans in text order, comma-separated, one construction after the
   * other: `{"first":1,"last":1,"morphs":[…]},{"first":4,…}`.
   */
  tails: Uint8Array;
  /** Where each construction's part of `tails` ends. */
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

/** Decimal strings of the positions a long text has, made once (converting each number took a fair share). */
const DECIMAL = Array.from({ length: 4096 }, (_, i) => String(i));
const decimal = (n: number): string => DECIMAL[n] ?? String(n);

/**
 * The worker's half: each construction found once with its spans' positions, in the order of its first span
 * (a span whose id the catalogue lacks is left out). One string of ASCII JSON encoded once: faster here than
 * writing each piece into bytes.
 * @example packGrammar([{ id: 'ko.connective.aseo', first: 1, last: 1, morphs: [] }], 'ko_KR').ids // ['ko.connective.aseo']
 */
export function packGrammar(spans: readonly GrammarSpan[], language: TextLanguage): PackedGrammar {
  const catalogue = knownIds(language);
  const groups = new Map<string, GrammarSpan[]>();
  for (const span of spans) {
    if (!catalogue.has(span.id)) continue;
    const group = groups.get(span.id);
    if (group) group.push(span);
    else groups.set(span.id, [span]);
  }
  let tails = '';
  const ends = new Uint32Array(groups.size);
  let g = 0;
  for (const group of groups.values()) {
    for (let s = 0; s < group.length; s++) {
      const span = group[s]!;
      tails += `${s === 0 ? '' : ','}{"first":${decimal(span.first)},"last":${decimal(span.last)},"morphs":[`;
      for (let i = 0; i < span.morphs.length; i++) {
        const m = span.morphs[i]!;
        tails += `${i === 0 ? '' : ','}{"unit":${decimal(m.unit)},"first":${decimal(m.first)},"last":${decimal(m.last)}}`;
      }
      tails += ']}';
    }
    // Only ASCII: one byte per character.
    ends[g++] = tails.length;
  }
  return { ids: [...groups.keys()], tails: encoder.encode(tails), ends };
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
  const parts: Uint8Array[] = [OPEN];
  let from = 0;
  for (let i = 0; i < packed.ids.length; i++) {
    const head = byId.get(packed.ids[i]!);
    const end = packed.ends[i]!;
    // Packed by another catalogue (a worker started before the files changed): left out, never misnamed.
    if (head !== undefined) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push(head, packed.tails.subarray(from, end), END);
    }
    from = end;
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
