// @vitest-environment jsdom
import type { AnalysedUnitDto, DictionaryWord, Example } from '@glossa/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlossaUiProvider, type AddToDeckRequest } from '../provider.tsx';
import { WordDetail } from './WordDetail.tsx';

const SCHOOL_UNIT: AnalysedUnitDto = {
  surface: '학교에',
  word: '학교',
  vocabulary: '학교',
  morphs: [
    { lex: '학교', tag: 'NNG' },
    { lex: '에', tag: 'JKB' },
  ],
};

const SCHOOL: DictionaryWord = {
  id: 3,
  written: '학교',
  category: 'noun',
  senses: [{ id: 30, translation: 'school', definition: 'A place where pupils learn.' }],
  audio_id: null,
  homograph: 0,
  level: 1,
  pronunciation: '학꾜',
  language: 'ko_KR',
  source: 'test',
};

function detail() {
  const loadExamples = vi.fn((): Promise<Example[]> => Promise.resolve([]));
  return {
    loadExamples,
    element: (
      <WordDetail
        unit={SCHOOL_UNIT}
        words={[SCHOOL]}
        textLanguage="ko_KR"
        dictLanguage="en_US"
        status={undefined}
        onStatusChange={vi.fn()}
        loadExamples={loadExamples}
      />
    ),
  };
}

afterEach(cleanup);

describe('the word detail\'s "+" (add to a deck)', () => {
  it('is not shown when the client gives no card creator', () => {
    render(detail().element);
    expect(screen.queryByRole('button', { name: 'Add 학교 to a deck' })).toBeNull();
  });

  it("hands the client's creator the headword, languages, dictionary words and example loader", async () => {
    const addToDeck = vi.fn((_request: AddToDeckRequest) => undefined);
    const { element, loadExamples } = detail();
    render(<GlossaUiProvider value={{ addToDeck }}>{element}</GlossaUiProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Add 학교 to a deck' }));
    expect(addToDeck).toHaveBeenCalledTimes(1);
    const request = addToDeck.mock.calls[0]![0];
    expect(request).toMatchObject({ written: '학교', textLanguage: 'ko_KR', dictLanguage: 'en_US' });
    expect(request.words).toEqual([SCHOOL]);
    expect(request.loadExamples).toBe(loadExamples);
  });
});
