// The answer's `grammar` bytes written from cached per-construction heads must be exactly the JSON of the
// objects the answer's schema describes (each construction once with its spans, keys in the schema's order,
// each span as its morpheme ranges), in every dictionary language.
import { describe, expect, it } from 'vitest';
import { koreanAnalyzer } from '../korean/index.ts';
import { frenchAnalyzer } from '../french/index.ts';
import { englishAnalyzer } from '../english/index.ts';
import { grammarAnswerJson, grammarAnswerParts, packGrammar, packMatches } from './answer-json.ts';
import { grammarEntries, grammarMatcher } from './catalogue.ts';
import type { GrammarLocale, GrammarSpan } from './types.ts';
import type { TextLanguage } from '../types.ts';

/** The plain way: one object per construction (in the order of its first span) with its spans, then JSON.stringify. */
function reference(spans: readonly GrammarSpan[], language: TextLanguage, locale: GrammarLocale): string {
  const byId = new Map(grammarEntries(language).map((e) => [e.id, e]));
  const found = new Map<string, { spans: number[][] }>();
  for (const span of spans) {
    const entry = byId.get(span.id);
    if (!entry) continue;
    let item = found.get(span.id);
    if (!item) {
      const text = entry.languages[locale] ?? entry.languages.en;
      item = {
        id: entry.id,
        display: entry.display,
        level: entry.level,
        category: entry.category,
        meaning: text?.meaning ?? '',
        explanation: text?.explanation ?? '',
        spans: [],
      } as { spans: number[][] };
      found.set(span.id, item);
    }
    item.spans.push(span.morphs.flatMap((m) => [m.unit, m.first, m.last]));
  }
  return JSON.stringify([...found.values()]);
}

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe('grammarAnswerJson', () => {
  const ko = koreanAnalyzer.analyze(
    '비가 와서 집에 있었어요. 선생님께서 천천히 말씀하세요. 먹고 싶었지만 참았다.',
  );
  const koSpans = grammarMatcher('ko_KR').match(ko);

  it.each(['en', 'fr', 'es', 'ja', 'ko'] as const)(
    'writes Korean spans explained in %s as JSON.stringify would',
    (locale) => {
      expect(koSpans.length).toBeGreaterThan(5);
      const json = decode(grammarAnswerJson(koSpans, 'ko_KR', locale));
      expect(json).toBe(reference(koSpans, 'ko_KR', locale));
      const found = JSON.parse(json) as { id: string; spans: unknown[] }[];
      expect(found).toHaveLength(new Set(koSpans.map((s) => s.id)).size);
      expect(found.reduce((n, c) => n + c.spans.length, 0)).toBe(koSpans.length);
    },
  );

  it('writes French spans, and leaves out a span whose id the catalogue lacks', () => {
    const units = frenchAnalyzer.analyze('Il faut que tu viennes : nous sommes allés au marché ce matin.');
    const spans = grammarMatcher('fr_FR').match(units);
    expect(spans.length).toBeGreaterThan(1);
    const withStranger = [...spans, { id: 'fr.nothing.such', first: 0, last: 0, morphs: [] }];
    expect(decode(grammarAnswerJson(withStranger, 'fr_FR', 'ko'))).toBe(reference(spans, 'fr_FR', 'ko'));
  });

  it('writes an empty list, and many spans past the first buffer estimate', () => {
    expect(decode(grammarAnswerJson([], 'ko_KR', 'en'))).toBe('[]');
    const many: GrammarSpan[] = Array.from({ length: 500 }, (_, i) => ({
      id: koSpans[i % koSpans.length]!.id,
      first: i * 1000,
      last: i * 1000 + 12345,
      morphs: [
        { unit: i * 1000, first: 10, last: 99 },
        { unit: i * 1000 + 12345, first: 0, last: 1 },
      ],
    }));
    expect(decode(grammarAnswerJson(many, 'ko_KR', 'ja'))).toBe(reference(many, 'ko_KR', 'ja'));
  });

  it('gives the same bytes packed in one thread and joined in another (after a structured clone)', () => {
    const packed = structuredClone(packGrammar(koSpans, 'ko_KR'));
    expect(packed.ids).toHaveLength(new Set(koSpans.map((s) => s.id)).size);
    const joined = Buffer.concat(grammarAnswerParts(packed, 'ko_KR', 'fr')).toString();
    expect(joined).toBe(reference(koSpans, 'ko_KR', 'fr'));
  });

  it('packs the matcher records as packGrammar packs its spans, hidden spans left out', () => {
    const texts: [TextLanguage, string][] = [
      ['ko_KR', '천천히 말씀하세요. 맛있어요. 비가 와서 집에 있었어요. 먹고 싶었지만 참았다.'],
      ['fr_FR', "Il faut que tu viennes. Bien qu'il pleuve, nous sommes allés au marché."],
      ['en_US', 'She has never seen snow. You should have told me. If it rains, we will stay home.'],
    ];
    let hidden = 0;
    for (const [language, text] of texts) {
      const matcher = grammarMatcher(language);
      const analyzer =
        language === 'ko_KR' ? koreanAnalyzer : language === 'fr_FR' ? frenchAnalyzer : englishAnalyzer;
      const context = matcher.context(analyzer.analyze(text));
      const spans = matcher.matchIn(context);
      const records = matcher.record(context);
      hidden += records.hidden.subarray(0, records.count).reduce((n, h) => n + h, 0);
      expect(records.count - spans.length).toBe(
        records.hidden.subarray(0, records.count).reduce((n, h) => n + h, 0),
      );
      const fromRecords = Buffer.concat(
        grammarAnswerParts(packMatches(records, matcher.ids, language), language, 'en'),
      );
      expect(fromRecords.toString()).toBe(reference(spans, language, 'en'));
    }
    // -(으)세요 hides -아요/어요 over 말씀하세요: the records keep it, marked hidden.
    expect(hidden).toBeGreaterThan(0);
  });

  it('leaves out a packed span whose id the joining side does not know, keeping the others in place', () => {
    const packed = packGrammar(koSpans.slice(0, 3), 'ko_KR');
    packed.ids[1] = 'ko.gone.since';
    const joined = JSON.parse(Buffer.concat(grammarAnswerParts(packed, 'ko_KR', 'en')).toString()) as {
      id: string;
      spans: number[][];
    }[];
    expect(joined.flatMap((c) => c.spans.map((s) => [c.id, s[0]]))).toEqual(
      [koSpans[0]!, koSpans[2]!].map((s) => [s.id, s.first]),
    );
  });
});
