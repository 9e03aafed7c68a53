// @vitest-environment jsdom
import type { AnalysedUnitDto, DictionaryWord, Example } from '@glossa/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordDetail } from './WordDetail.tsx';

const BOUGHT: AnalysedUnitDto = {
  surface: '구매했어요',
  word: '구매하다',
  vocabulary: '구매하다',
  morphs: [
    { lex: '구매', tag: 'NNG' },
    { lex: '하', tag: 'XSV' },
    { lex: '았', tag: 'EP' },
    { lex: '어요', tag: 'EF' },
  ],
};

const REBOUGHT: AnalysedUnitDto = {
  surface: '재구매를',
  word: '재구매',
  vocabulary: '재구매',
  morphs: [
    { lex: '재', tag: 'XPN' },
    { lex: '구매', tag: 'NNG' },
    { lex: '를', tag: 'JKO' },
  ],
};

/** What POST /api/analyze answers for a word no dictionary has, made by a safe rule (composed-words.ts). */
const COMPOSED: DictionaryWord = {
  id: -12345,
  written: '재구매',
  category: 'noun',
  senses: [
    {
      id: -12345,
      translation: 're-purchase',
      definition: '',
      variants: { en_US: { translation: 're-purchase', definition: '' } },
    },
  ],
  audio_id: null,
  homograph: 0,
  level: null,
  pronunciation: null,
  language: 'ko_KR',
  source: 'glossa-composed',
  composedOf: [
    { written: '재-', gloss: 're-, again' },
    { written: '구매', gloss: 'purchase' },
  ],
};

afterEach(cleanup);

describe('WordDetail of a composed word', () => {
  it('says the gloss is composed from its parts, and loads no examples for it', async () => {
    const loadExamples = vi.fn((): Promise<Example[]> => Promise.resolve([]));
    render(
      <WordDetail
        unit={REBOUGHT}
        words={[COMPOSED]}
        textLanguage="ko_KR"
        dictLanguage="en_US"
        status={undefined}
        onStatusChange={vi.fn()}
        loadExamples={loadExamples}
      />,
    );
    expect(screen.getByText(/^Composed:/).textContent).toBe('Composed: 재- (re-, again) + 구매 (purchase)');
    const toggle = screen.getByRole('button', { name: /re-purchase/ });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Loading examples…')).toBeNull();
    expect(loadExamples).not.toHaveBeenCalled();
  });

  it('shows the parts alone of a word Glossa gives no gloss to, and the learner can still mark it', async () => {
    const onStatusChange = vi.fn();
    render(
      <WordDetail
        unit={BOUGHT}
        words={[
          {
            ...COMPOSED,
            written: '구매하다',
            category: 'verb',
            senses: [],
            composedOf: [
              { written: '구매', gloss: 'purchase' },
              { written: '하다', gloss: 'do; makes a verb' },
            ],
          },
        ]}
        textLanguage="ko_KR"
        dictLanguage="en_US"
        status={undefined}
        onStatusChange={onStatusChange}
        loadExamples={vi.fn(() => Promise.resolve([]))}
      />,
    );
    expect(screen.getByText(/^Not in the dictionary yet/).textContent).toBe(
      'Not in the dictionary yet. Its parts: 구매 (purchase) + 하다 (do; makes a verb)',
    );
    expect(screen.queryByText('No senses available.')).toBeNull();
    expect(screen.queryByText(/No English translation/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Learned' }));
    expect(onStatusChange).toHaveBeenCalledWith('learned');
  });

  it('shows no such note for a dictionary entry', () => {
    const { composedOf: _parts, ...entry } = { ...COMPOSED, id: 3, source: 'glossa-core-ko' };
    render(
      <WordDetail
        unit={BOUGHT}
        words={[entry]}
        textLanguage="ko_KR"
        dictLanguage="en_US"
        status={undefined}
        onStatusChange={vi.fn()}
        loadExamples={vi.fn(() => Promise.resolve([]))}
      />,
    );
    expect(screen.queryByText(/^Composed:/)).toBeNull();
  });
});
