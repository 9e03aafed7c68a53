import { grammarEntries } from './catalogue.ts';
import type { TextLanguage } from '../types.ts';
import type { GrammarLocale, GrammarSpan } from './types.ts';

/**
 * Each construction's fixed part of an answer's span, as UTF-8 JSON: `{"id":…,…,"explanation":…,` (the
 * position fields follow). Written once per text language and dictionary language: a 1,000-character text
 * has a couple of hundred spans of a dozen or two constructions, and escaping and encoding the same long
 * explanations again for each span was most of what the grammar layer added to the answer.
 */
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
      built.set(entry.id, encoder.encode(`${head.slice(0, -1)},"first":`));
    }
    map = built;
    heads.set(key, map);
  }
  return map;
}

/** Appends ASCII text and small non-negative integers to a byte buffer that grows as needed. */
class ByteWriter {
  bytes: Uint8Array;
  length = 0;

  constructor(size: number) {
    this.bytes = new Uint8Array(size);
  }

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  raw(part: Uint8Array): void {
    this.room(part.length);
    this.bytes.set(part, this.length);
    this.length += part.length;
  }

  /** `text` must be ASCII (the keys and punctuation written here). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.length++] = text.charCodeAt(i);
  }

  int(n: number): void {
    this.ascii(String(n));
  }
}

/**
 * The spans the matcher found as the analysis answer's `grammar`, UTF-8 JSON: each span's construction
 * explained in `locale`, with the keys in the order the answer's schema serializer writes them (id, display,
 * level, category, meaning, explanation, first, last, morphs), so the server sends these bytes as they are.
 * A span whose id the catalogue lacks is left out.
 * @example new TextDecoder().decode(grammarAnswerJson([{ id: 'ko.connective.aseo', first: 0, last: 0, morphs: [] }], 'ko_KR', 'en'))
 * // '[{"id":"ko.connective.aseo","display":"-아서/어서",…,"first":0,"last":0,"morphs":[]}]'
 */
export function grammarAnswerJson(
  spans: readonly GrammarSpan[],
  language: TextLanguage,
  locale: GrammarLocale,
): Uint8Array {
  const byId = headsOf(language, locale);
  // Room for all of it at once: each head, then at most 40 bytes of positions and 50 a morpheme range.
  let size = 2;
  for (const span of spans) size += (byId.get(span.id)?.length ?? 0) + 41 + 50 * span.morphs.length;
  const out = new ByteWriter(size);
  out.ascii('[');
  let first = true;
  for (const span of spans) {
    const head = byId.get(span.id);
    if (head === undefined) continue;
    if (!first) out.ascii(',');
    first = false;
    out.raw(head);
    out.int(span.first);
    out.ascii(',"last":');
    out.int(span.last);
    out.ascii(',"morphs":[');
    for (let i = 0; i < span.morphs.length; i++) {
      const m = span.morphs[i]!;
      out.ascii(i === 0 ? '{"unit":' : ',{"unit":');
      out.int(m.unit);
      out.ascii(',"first":');
      out.int(m.first);
      out.ascii(',"last":');
      out.int(m.last);
      out.ascii('}');
    }
    out.ascii(']}');
  }
  out.ascii(']');
  return out.bytes.subarray(0, out.length);
}
