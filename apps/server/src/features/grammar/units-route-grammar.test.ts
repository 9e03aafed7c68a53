// The units-only route (POST /api/analyze/units) does no grammar work at all: its tasks do not ask for the
// grammar, and a worker task that does not ask never runs the matcher. POST /api/analyze's tasks do.
import { GrammarMatcher } from '@glossa/analysis/grammar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisPool } from '../analyze/analysis-pool.ts';
import analyze, { type AnalysisResult } from '../analyze/analysis.worker.ts';
import { analyzeUnits } from '../analyze/analyze.service.ts';
import type { LexiconCache } from '../analyze/lexicon-cache.ts';
import { WordCache } from '../analyze/word-cache.ts';
import type { DictionaryService } from '../dictionary/dictionary.service.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('grammar work on the units-only route', () => {
  it('a worker task that does not ask for the grammar never calls the matcher', () => {
    // record runs the patterns (match and matchIn go through it too); context reads the units for it.
    const match = vi.spyOn(GrammarMatcher.prototype, 'record');
    const context = vi.spyOn(GrammarMatcher.prototype, 'context');
    const plain = analyze({ text: '비가 와서 집에 있었어요.', language: 'ko_KR' });
    expect(match).not.toHaveBeenCalled();
    expect(context).not.toHaveBeenCalled();
    expect(plain.grammar).toBeUndefined();
    const asked = analyze({ text: '비가 와서 집에 있었어요.', language: 'ko_KR', grammar: true });
    expect(match).toHaveBeenCalledTimes(1);
    expect(context).toHaveBeenCalledTimes(1);
    expect(asked.grammar?.ids).toContain('ko.connective.aseo');
  });

  it('analyzeUnits sends its texts to the pool without asking for the grammar', async () => {
    const calls: unknown[] = [];
    const pool: AnalysisPool = {
      analyze: (text, language, _lexicon, options) => {
        calls.push(options);
        const result: AnalysisResult = analyze({ text, language });
        return Promise.resolve(result);
      },
      warmUp: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const lexicons = { get: () => Promise.resolve(undefined) } as unknown as LexiconCache;
    const match = vi.spyOn(GrammarMatcher.prototype, 'record');
    // No dictionary language asked: the dictionary is never reached.
    const dictionary = {} as DictionaryService;
    const body = await analyzeUnits(
      { pool, lexicons, dictionary, words: new WordCache() },
      { texts: ['비가 와서 집에 있었어요.', '먹고 싶어요.'], textLanguage: 'ko_KR' },
    );
    expect(calls).toEqual([undefined, undefined]);
    expect(match).not.toHaveBeenCalled();
    const answer = JSON.parse(body.toString()) as { results: Record<string, unknown>[] };
    expect(answer.results.map((r) => Object.keys(r))).toEqual([
      ['units', 'phrases'],
      ['units', 'phrases'],
    ]);
  });
});
