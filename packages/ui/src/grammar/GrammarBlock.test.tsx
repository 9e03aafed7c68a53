// @vitest-environment jsdom
import type { AnalysedUnitDto, GrammarEntryDto, GrammarSpanDto } from '@glossa/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlossaUiProvider } from '../provider.tsx';
import { WordDetail } from '../word-detail/WordDetail.tsx';
import { grammarOfUnit } from './GrammarBlock.tsx';

/** 와서 in 비가 와서 집에 있었어요: 오 + 아서, unit 1. */
const CAME: AnalysedUnitDto = {
  surface: '와서',
  word: '오다',
  vocabulary: '오다',
  morphs: [
    { lex: '오', tag: 'VV' },
    { lex: '아서', tag: 'EC' },
  ],
};
const ASEO: GrammarSpanDto = {
  id: 'ko.connective.aseo',
  display: '-아서/어서',
  level: 'TOPIK1',
  category: 'connective',
  meaning: 'so, because',
  explanation: 'Links a cause to its result.',
  first: 1,
  last: 1,
  morphs: [{ unit: 1, first: 1, last: 1 }],
};
const PAST: GrammarSpanDto = {
  ...ASEO,
  id: 'ko.tense.past',
  display: '-았/었-',
  first: 3,
  last: 3,
  morphs: [{ unit: 3, first: 1, last: 1 }],
};
const ENTRY: GrammarEntryDto = {
  id: ASEO.id,
  display: ASEO.display,
  level: ASEO.level,
  category: ASEO.category,
  meaning: ASEO.meaning,
  meanings: { en: ASEO.meaning },
  explanation: ASEO.explanation,
  examples: [{ sentence: '배가 고파서 밥을 먹었어요.', translation: 'I was hungry, so I ate.' }],
  confusedWith: [],
};

afterEach(cleanup);

function renderCame(ui: Parameters<typeof GlossaUiProvider>[0]['value'] = {}) {
  return render(
    <GlossaUiProvider value={ui}>
      <WordDetail
        unit={CAME}
        unitIndex={1}
        grammar={[ASEO, PAST]}
        words={[]}
        textLanguage="ko_KR"
        dictLanguage="en_US"
        status={undefined}
        onStatusChange={vi.fn()}
        loadExamples={vi.fn(() => Promise.resolve([]))}
      />
    </GlossaUiProvider>,
  );
}

describe('grammar in the word detail', () => {
  it('lists only the constructions covering the selected unit, with display form, level and meaning', () => {
    renderCame();
    const block = screen.getByRole('heading', { name: 'Grammar' }).parentElement as HTMLElement;
    const items = within(block).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(['-아서/어서TOPIK1so, because']);
    expect(items[0]?.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the explanation and loads the examples; the page link comes from the client', async () => {
    const loadGrammarEntry = vi.fn(() => Promise.resolve(ENTRY));
    renderCame({ loadGrammarEntry, grammarHref: (lang, id) => `/grammar/${lang}/${id}` });
    await userEvent.click(screen.getByRole('button', { name: /-아서\/어서/ }));
    expect(screen.getByText('Links a cause to its result.')).toBeTruthy();
    expect(await screen.findByText('배가 고파서 밥을 먹었어요.')).toBeTruthy();
    expect(loadGrammarEntry).toHaveBeenCalledWith('ko_KR', 'ko.connective.aseo', 'en_US');
    expect(screen.getByRole('link', { name: 'More about -아서/어서' }).getAttribute('href')).toBe(
      '/grammar/ko_KR/ko.connective.aseo',
    );
  });

  it('a morpheme chip of a construction leads to it', async () => {
    renderCame();
    const chip = screen.getByTitle('Grammar: -아서/어서');
    expect(chip.tagName).toBe('BUTTON');
    await userEvent.click(chip);
    expect(screen.getByText('Links a cause to its result.')).toBeTruthy();
    // The stem's chip belongs to no construction: it stays a plain chip.
    expect(screen.getByTitle('오').closest('button')).toBeNull();
  });

  it('grammarOfUnit maps each morpheme to its construction', () => {
    expect(grammarOfUnit([ASEO, PAST], 1)).toEqual({ covering: [ASEO], byMorph: [undefined, ASEO.id] });
    expect(grammarOfUnit([ASEO, PAST], 2)).toEqual({ covering: [], byMorph: [] });
  });
});
