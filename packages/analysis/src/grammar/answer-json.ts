import { entryText, grammarEntries } from './catalogue.ts';
import type { TextLanguage } from '../types.ts';
import { SpanRecords } from './span-records.ts';
import type { GrammarLocale, GrammarMorphRange, GrammarSpan } from './types.ts';

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
   * other, each span as its morpheme ranges (unit, first, last): `[1,1,1],[4,0,0,5,0,1]`.
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
      const { meaning, explanation } = entryText(entry, locale);
      const head = JSON.stringify({
        id: entry.id,
        display: entry.display,
        level: entry.level,
        category: entry.category,
        meaning,
        explanation,
      });
      built.set(entry.id, encoder.encode(`${head.slice(0, -1)},"spans":[`));
    }
    map = built;
    heads.set(key, map);
  }
  return map;
}

/** Each text language's catalogue ids with their place in it, to group spans and leave out an id it lacks. */
const known = new Map<TextLanguage, ReadonlyMap<string, number>>();

function knownIds(language: TextLanguage): ReadonlyMap<string, number> {
  let ids = known.get(language);
  if (!ids) {
    ids = new Map(grammarEntries(language).map((e, i) => [e.id, i]));
    known.set(language, ids);
  }
  return ids;
}

// Scratch space reused by every pack of a thread (one at a time): the only allocations left per text are
// the bytes handed over, their ends and the ids. Strings joined with += and then encoded made more garbage
// than the matcher itself, and collections in the worker came forward with it.
let out = new Uint8Array(1 << 16);
let nextSpan = new Int32Array(1024);
let groupFirst = new Int32Array(0);
let groupLast = new Int32Array(0);
const groupSlots: number[] = [];
const spanRecords = new SpanRecords();

/** Writes a non-negative integer in decimal into `buf` at `at`; returns the position after it. */
function putInt(buf: Uint8Array, n: number, at: number): number {
  if (n < 10) {
    buf[at] = 48 + n;
    return at + 1;
  }
  if (n < 100) {
    buf[at] = 48 + ((n / 10) | 0);
    buf[at + 1] = 48 + (n % 10);
    return at + 2;
  }
  let digits = 3;
  for (let rest = Math.floor(n / 1000); rest > 0; rest = Math.floor(rest / 10)) digits++;
  let rest = n;
  for (let i = at + digits - 1; i >= at; i--) {
    buf[i] = 48 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return at + digits;
}

/** The scratch buffer with room for `ranges` more ranges at `at` (brackets, commas, up to 16 digits a number). */
function reserve(at: number, ranges: number): typeof out {
  const need = at + 4 + ranges * 60;
  if (need <= out.length) return out;
  let size = out.length * 2;
  while (size < need) size *= 2;
  const bigger = new Uint8Array(size);
  bigger.set(out.subarray(0, at));
  out = bigger;
  return out;
}

/**
 * The worker's half, from span objects: each construction found once with its spans' positions, in the
 * order of its first span (a span whose id the catalogue lacks, or that covers no morpheme, is left out).
 * @example packGrammar([{ id: 'ko.connective.aseo', first: 1, last: 1, morphs: [{ unit: 1, first: 1, last: 1 }] }], 'ko_KR').ids // ['ko.connective.aseo']
 */
export function packGrammar(spans: readonly GrammarSpan[], language: TextLanguage): PackedGrammar {
  const catalogue = knownIds(language);
  const records = spanRecords;
  records.clear();
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i] as GrammarSpan;
    const slot = catalogue.get(span.id);
    if (slot === undefined) continue;
    records.open(slot);
    for (let j = 0; j < span.morphs.length; j++) {
      const m = span.morphs[j] as GrammarMorphRange;
      records.range(m.unit, m.first, m.last);
    }
    records.close();
  }
  return packRecords(records, catalogueIds(language), everySlot);
}

/** Each text language's catalogue ids in catalogue order (the slots packGrammar gives its records). */
const catalogueOrder = new Map<TextLanguage, readonly string[]>();

function catalogueIds(language: TextLanguage): readonly string[] {
  let ids = catalogueOrder.get(language);
  if (!ids) {
    ids = grammarEntries(language).map((e) => e.id);
    catalogueOrder.set(language, ids);
  }
  return ids;
}

const everySlot = (): boolean => true;

/** For each matcher's slot names, 1 where the catalogue of a language knows the id. */
const knownSlots = new WeakMap<readonly string[], Map<TextLanguage, Uint8Array>>();

function knownSlotsOf(ids: readonly string[], language: TextLanguage): Uint8Array {
  let byLanguage = knownSlots.get(ids);
  if (!byLanguage) knownSlots.set(ids, (byLanguage = new Map()));
  let slots = byLanguage.get(language);
  if (!slots) {
    const catalogue = knownIds(language);
    slots = Uint8Array.from(ids, (id) => (catalogue.has(id) ? 1 : 0));
    byLanguage.set(language, slots);
  }
  return slots;
}

/**
 * The worker's half, straight from the matcher's records (no span objects): each construction found once
 * with its spans' positions, in the order of its first span; `ids` names the records' slots (the matcher's
 * `ids`). A span hidden by a more specific construction, or whose id the catalogue lacks, is left out.
 * @example packMatches(matcher.record(matcher.context(units)), matcher.ids, 'ko_KR')
 */
export function packMatches(
  records: SpanRecords,
  ids: readonly string[],
  language: TextLanguage,
): PackedGrammar {
  const known = knownSlotsOf(ids, language);
  return packRecords(records, ids, (slot) => known[slot] === 1);
}

/**
 * Groups the records' spans by slot (each construction in the order of its first span, its spans in text
 * order) and writes each span's ranges as ASCII JSON straight into bytes: `[unit,first,last,…]`.
 */
function packRecords(
  records: SpanRecords,
  ids: readonly string[],
  keeps: (slot: number) => boolean,
): PackedGrammar {
  if (groupFirst.length < ids.length) {
    groupFirst = new Int32Array(ids.length).fill(-1);
    groupLast = new Int32Array(ids.length);
  }
  const count = records.count;
  if (nextSpan.length < count) nextSpan = new Int32Array(count * 2);
  const first = groupFirst;
  const last = groupLast;
  const next = nextSpan;
  const { slot: slotOf, hidden, rangeStart, rangeEnd, ranges } = records;
  // Each construction's spans chained in text order, the constructions in the order of their first span.
  const slots = groupSlots;
  slots.length = 0;
  for (let i = 0; i < count; i++) {
    const slot = slotOf[i] as number;
    if (hidden[i] === 1 || !keeps(slot)) continue;
    next[i] = -1;
    if (first[slot] === -1) {
      first[slot] = i;
      slots.push(slot);
    } else next[last[slot] as number] = i;
    last[slot] = i;
  }
  const found: string[] = new Array<string>(slots.length);
  const ends = new Uint32Array(slots.length);
  let at = 0;
  let buf = out;
  for (let g = 0; g < slots.length; g++) {
    const slot = slots[g] as number;
    let i = first[slot] as number;
    first[slot] = -1;
    found[g] = ids[slot] as string;
    for (let s = 0; i !== -1; s++, i = next[i] as number) {
      const from = rangeStart[i] as number;
      const to = rangeEnd[i] as number;
      buf = reserve(at, (to - from) / 3);
      if (s > 0) buf[at++] = 44; // ,
      buf[at++] = 91; // [
      for (let r = from; r < to; r += 3) {
        if (r > from) buf[at++] = 44;
        at = putInt(buf, ranges[r] as number, at);
        buf[at++] = 44;
        at = putInt(buf, ranges[r + 1] as number, at);
        buf[at++] = 44;
        at = putInt(buf, ranges[r + 2] as number, at);
      }
      buf[at++] = 93; // ]
    }
    ends[g] = at;
  }
  return { ids: found, tails: buf.slice(0, at), ends };
}

const OPEN = encoder.encode('[');
const COMMA = encoder.encode(',');
const CLOSE = encoder.encode(']');
const END = encoder.encode(']}');

/**
 * The event loop's half: the answer's `grammar` JSON as byte pieces to join, each construction once (in the
 * order of its first span, explained in `locale`) with its spans in text order; keys in the order the
 * answer's schema serializer writes them (id, display, level, category, meaning, explanation, spans), each
 * span as its morpheme ranges.
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
