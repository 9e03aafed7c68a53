// @vitest-environment jsdom
import type { AnalysedUnitDto, DictionaryWord, Example, Sense, WordStatus } from '@glossa/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordDetail, type WordDetailProps } from './WordDetail.tsx';

/** 샀어요 as the Korean analyser gives it: 사다 + the contracted past tense + the polite ending. */
const BOUGHT: AnalysedUnitDto = {
  surface: '샀어요',
  word: '사다',
  vocabulary: '사다',
  morphs: [
    { lex: '사', tag: 'VV' },
    { lex: 'ㅏㅆ', tag: 'EP' },
    { lex: '어요', tag: 'EF' },
  ],
};

const sense = (id: number, translation: string, definition: string): Sense => ({
  id,
  translation,
  definition,
});

const BUY: DictionaryWord = {
  id: 7,
  written: '사다',
  category: 'verb',
  senses: [sense(70, 'to buy', 'To get something by paying money.'), sense(71, 'to pay for', '')],
  audio_id: null,
  homograph: 0,
  level: 1,
  pronunciation: '사다',
  language: 'ko_KR',
  source: 'test',
};

function renderDetail(overrides: Partial<WordDetailProps> = {}) {
  const props: WordDetailProps = {
    unit: BOUGHT,
    words: [BUY],
    textLanguage: 'ko_KR',
    dictLanguage: 'en_US',
    status: undefined,
    onStatusChange: vi.fn(),
    loadExamples: vi.fn((): Promise<Example[]> => Promise.resolve([])),
    ...overrides,
  };
  return { ...render(<WordDetail {...props} />), props };
}

afterEach(cleanup);

describe('WordDetail', () => {
  it('shows the headword, the surface and the morphemes as a learner recognises them, with readable tags', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('사다');
    expect(screen.getByText('in the text:').textContent).toBe('in the text: 샀어요');
    const morphemes = screen.getAllByRole('listitem').filter((li) => li.className === 'morph');
    expect(morphemes.map((li) => li.textContent)).toEqual([
      '사다Verb',
      '았Pre-final ending',
      '어요Final ending',
    ]);
  });

  it('lists the senses by translation; opening one shows its definition and its examples', async () => {
    const examples: Example[] = [
      { example: '옷을 사다', category: 'fragment' },
      { example: '가: 뭐 샀어요?\n나: 책을 샀어요.', category: 'conversation' },
    ];
    const loadExamples = vi.fn(() => Promise.resolve(examples));
    renderDetail({ loadExamples, showEmptyExampleGroups: true });
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles.map((b) => b.textContent)).toEqual(['1to buy', '2to pay for']);
    expect(screen.queryByText('To get something by paying money.')).toBeNull();

    await userEvent.click(toggles[0]!);
    expect(loadExamples).toHaveBeenCalledWith(70);
    expect(screen.getByText('To get something by paying money.')).toBeTruthy();
    const fragments = await screen.findByRole('region', { name: 'Fragments' });
    expect(within(fragments).getByText('옷을 사다')).toBeTruthy();
    const conversation = screen.getByRole('region', { name: 'Conversations' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Speaker A: 뭐 샀어요?', 'Speaker B: 책을 샀어요.']);
    // The group without examples says so.
    const sentences = screen.getByRole('region', { name: 'Sentences' });
    expect(sentences.textContent).toBe('SentencesNo sentences example found.');
  });

  it('shows only the example groups that hold examples, outside the Home demo', async () => {
    const loadExamples = vi.fn(() =>
      Promise.resolve<Example[]>([{ example: '옷을 사다', category: 'fragment' }]),
    );
    const { unmount } = renderDetail({ loadExamples });
    await userEvent.click(screen.getByRole('button', { name: /to buy/ }));
    await screen.findByRole('region', { name: 'Fragments' });
    expect(screen.queryByRole('region', { name: 'Sentences' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Conversations' })).toBeNull();
    expect(screen.queryByText(/example found\.$/)).toBeNull();
    unmount();
    // A sense with no example at all says so once.
    renderDetail();
    await userEvent.click(screen.getByRole('button', { name: /to pay for/ }));
    await screen.findByText('No examples for this sense yet.');
    expect(screen.queryByRole('region', { name: 'Fragments' })).toBeNull();
  });

  it('shows each example translation under its example, a conversation line by line, and hides them on demand', async () => {
    localStorage.clear();
    const loadExamples = vi.fn(() =>
      Promise.resolve<Example[]>([
        { example: '옷을 사다', category: 'fragment', translation: 'buy clothes' },
        { example: '책을 샀어요.', category: 'sentence' },
        {
          example: '가: 뭐 샀어요?\n나: 책을 샀어요.',
          category: 'conversation',
          translation: 'A: What did you buy?\nB: I bought a book.',
        },
      ]),
    );
    const { unmount } = renderDetail({ loadExamples });
    await userEvent.click(screen.getByRole('button', { name: /to buy/ }));
    const fragments = await screen.findByRole('region', { name: 'Fragments' });
    expect(within(fragments).getByRole('listitem').textContent).toBe('옷을 사다buy clothes');
    expect(within(fragments).getByText('buy clothes').getAttribute('lang')).toBe('en');
    const sentences = screen.getByRole('region', { name: 'Sentences' });
    expect(within(sentences).getByRole('listitem').textContent).toBe('책을 샀어요.');
    const conversation = screen.getByRole('region', { name: 'Conversations' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Speaker A: 뭐 샀어요?What did you buy?', 'Speaker B: 책을 샀어요.I bought a book.']);

    await userEvent.click(screen.getByRole('button', { name: 'Hide translations' }));
    expect(screen.queryByText('buy clothes')).toBeNull();
    expect(screen.queryByText('What did you buy?')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show translations' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // The choice is kept for the next panel.
    unmount();
    renderDetail({ loadExamples });
    await userEvent.click(screen.getByRole('button', { name: /to buy/ }));
    await screen.findByRole('region', { name: 'Fragments' });
    expect(screen.queryByText('buy clothes')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show translations' }));
    expect(screen.getByText('buy clothes')).toBeTruthy();
  });

  it("gives the spec's message for each empty example group in the Home demo", async () => {
    renderDetail({ showEmptyExampleGroups: true });
    await userEvent.click(screen.getByRole('button', { name: /to pay for/ }));
    await screen.findByRole('region', { name: 'Fragments' });
    expect(screen.getAllByText(/example found\.$/).map((p) => p.textContent)).toEqual([
      'No fragments example found.',
      'No sentences example found.',
      'No conversations example found.',
    ]);
  });

  it('says when the word is not in the dictionary, or has no senses', () => {
    const { rerender, props } = renderDetail({ words: [] });
    expect(screen.getByText('The word 사다 could not be found in the dictionary.')).toBeTruthy();
    rerender(<WordDetail {...props} words={[{ ...BUY, senses: [] }]} />);
    expect(screen.getByText('No senses available.')).toBeTruthy();
  });

  it('lets the learner mark a word the dictionaries do not know, under its base form', async () => {
    const onStatusChange = vi.fn();
    renderDetail({
      unit: { surface: 'fichiers', word: 'fichier', morphs: [{ lex: 'fichiers', tag: 'NOUN' }] },
      words: [],
      textLanguage: 'fr_FR',
      onStatusChange,
    });
    expect(screen.getByText('The word fichier could not be found in the dictionary.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Learned' }));
    expect(onStatusChange).toHaveBeenCalledWith('learned');
  });

  it('shows the placeholder when no word is selected', () => {
    renderDetail({ unit: null });
    expect(screen.getByRole('region', { name: 'Word details' }).textContent).toBe(
      'Select a word to see its details.',
    );
  });

  it('shows no other language than the dictionary one, and says plainly when a word has none in it', () => {
    const english: Sense = {
      ...sense(80, 'to buy', 'To get...'),
      variants: { en_US: { translation: 'to buy', definition: 'To get...' } },
    };
    const french: Sense = {
      ...sense(81, 'to pay for', ''),
      variants: {
        en_US: { translation: 'to pay for', definition: '' },
        fr_FR: { translation: 'payer', definition: '' },
      },
    };
    const { rerender, props } = renderDetail({
      dictLanguage: 'fr_FR',
      words: [{ ...BUY, senses: [english] }],
    });
    expect(screen.getByText('No French translation of 사다 yet.')).toBeTruthy();
    expect(screen.queryByText(/to buy/)).toBeNull();
    // A word with one French sense shows that sense alone.
    rerender(<WordDetail {...props} words={[{ ...BUY, senses: [english, french] }]} />);
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual(['1payer']);
    expect(screen.queryByText(/No French translation/)).toBeNull();
  });
});

describe('WordDetail: the status bar', () => {
  it.each<[WordStatus | undefined, string]>([
    [undefined, 'Seen'],
    ['ignore', 'Ignore'],
    ['seen', 'Seen'],
    ['learned', 'Learned'],
    ['unknown', 'Unknown'],
  ])('with status %s, shows %s pressed', (status, pressed) => {
    renderDetail({ status });
    const bar = screen.getByRole('group', { name: 'Word status' });
    const on = within(bar)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(on.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([pressed]);
  });

  it('marks each status through the callback it is given', async () => {
    const onStatusChange = vi.fn();
    renderDetail({ onStatusChange });
    const bar = screen.getByRole('group', { name: 'Word status' });
    for (const name of ['Ignore', 'Seen', 'Learned', 'Unknown']) {
      await userEvent.click(within(bar).getByRole('button', { name }));
    }
    expect(onStatusChange.mock.calls).toEqual([['ignore'], ['seen'], ['learned'], ['unknown']]);
  });

  it('cannot mark a name the dictionary does not know (an unknown word can be: see above)', async () => {
    const onStatusChange = vi.fn();
    renderDetail({
      unit: {
        surface: '민수가',
        word: '민수',
        morphs: [
          { lex: '민수', tag: 'NNP' },
          { lex: '가', tag: 'JKS' },
        ],
      },
      onStatusChange,
    });
    const buttons = within(screen.getByRole('group', { name: 'Word status' })).getAllByRole('button');
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await userEvent.click(buttons[0]!);
    expect(onStatusChange).not.toHaveBeenCalled();
  });

  it('gives a phrase its own senses and status bar', async () => {
    const onPhraseStatus = vi.fn();
    const lookFor: DictionaryWord = {
      ...BUY,
      id: 9,
      written: 'look for',
      senses: [sense(90, 'to search for', '')],
    };
    renderDetail({
      phrase: { vocabulary: 'look for', words: [lookFor], status: 'learned', onStatusChange: onPhraseStatus },
    });
    expect(screen.getByRole('heading', { name: 'Part of: look for' })).toBeTruthy();
    expect(screen.getByText('to search for')).toBeTruthy();
    const bars = screen.getAllByRole('group', { name: 'Word status' });
    expect(bars).toHaveLength(2);
    await userEvent.click(within(bars[1]!).getByRole('button', { name: 'Seen' }));
    expect(onPhraseStatus).toHaveBeenCalledWith('seen');
  });
});
