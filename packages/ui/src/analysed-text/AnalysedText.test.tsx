// @vitest-environment jsdom
import type { AnalysedUnitDto, WordStatus } from '@glossa/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlossaUiProvider } from '../provider.tsx';
import { AnalysedText, type AnalysedTextProps } from './AnalysedText.tsx';
import type { AnnotationStyle } from './colouring.ts';

const unit = (surface: string, vocabulary?: string): AnalysedUnitDto => ({
  surface,
  word: vocabulary ?? surface,
  ...(vocabulary ? { vocabulary } : {}),
  morphs: [],
});

/** One word per status, and one the dictionary does not know. */
const TEXT = 'learned seen unknown ignore odd';
const UNITS = [
  unit('learned', 'learned'),
  unit('seen', 'seen'),
  unit('unknown', 'unknown'),
  unit('ignore', 'ignore'),
  unit('odd'),
];
// Each word's vocabulary reference is the name of its status.
const statusOf = (ref: string) => ref as WordStatus;

function renderText(overrides: Partial<AnalysedTextProps> = {}) {
  const props: AnalysedTextProps = {
    text: TEXT,
    units: UNITS,
    statusOf,
    annotationStyle: 'box',
    coloring: { coloringEnabled: true, onlyUnknownColoring: false },
    selected: null,
    onWordSelected: vi.fn(),
    label: 'Analysed text',
    lang: 'en',
    ...overrides,
  };
  const view = render(<AnalysedText {...props} />);
  return { ...view, props };
}

/** The class list of each word, as `surface: classes`. */
function wordClasses(): Record<string, string> {
  const words = screen.getAllByRole('button');
  return Object.fromEntries(words.map((w) => [w.textContent ?? '', w.className]));
}

afterEach(cleanup);

describe('AnalysedText: selection', () => {
  it('calls back with the clicked unit and its index, and dispatches word-selected', async () => {
    const { props } = renderText();
    const heard: unknown[] = [];
    screen.getByRole('group').addEventListener('word-selected', (e) => heard.push((e as CustomEvent).detail));
    await userEvent.click(screen.getByRole('button', { name: 'seen, seen' }));
    expect(props.onWordSelected).toHaveBeenCalledWith(UNITS[1], 1);
    expect(heard).toEqual([UNITS[1]]);
  });

  it('clears the selection on a second click on the selected word, and on Escape', async () => {
    const { props } = renderText({ selected: 2 });
    const selected = screen.getByRole('button', { name: 'unknown, unknown' });
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    expect(selected.className).toContain('is-selected');
    await userEvent.click(selected);
    expect(props.onWordSelected).toHaveBeenLastCalledWith(null, null);
    fireEvent.keyDown(selected, { key: 'Escape' });
    expect(props.onWordSelected).toHaveBeenCalledTimes(2);
    expect(props.onWordSelected).toHaveBeenLastCalledWith(null, null);
  });

  it('is reachable by keyboard: one tab stop, arrows move, Enter and Space select', async () => {
    const { props } = renderText();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('learned');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('unknown');
    await userEvent.keyboard('{Enter}');
    expect(props.onWordSelected).toHaveBeenLastCalledWith(UNITS[2], 2);
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('odd');
    await userEvent.keyboard(' ');
    expect(props.onWordSelected).toHaveBeenLastCalledWith(UNITS[4], 4);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('learned');
    expect(screen.getAllByRole('button').filter((w) => w.tabIndex === 0)).toHaveLength(1);
  });

  it('sets the status of the selected word with keys 1 to 4, and ignores them with a modifier', () => {
    const onStatusKey = vi.fn();
    renderText({ selected: 1, onStatusKey });
    const word = screen.getByRole('button', { name: 'seen, seen' });
    fireEvent.keyDown(word, { key: '3' });
    fireEvent.keyDown(word, { key: '1' });
    fireEvent.keyDown(word, { key: '4', ctrlKey: true });
    expect(onStatusKey.mock.calls).toEqual([
      [UNITS[1], 'learned'],
      [UNITS[1], 'ignore'],
    ]);
  });
});

describe('AnalysedText: colouring', () => {
  it.each<AnnotationStyle>(['box', 'underline', 'zen'])(
    'in the %s style, colours learned and ignored words known, seen seen, unknown unknown',
    (style) => {
      const { container } = renderText({ annotationStyle: style });
      expect(container.firstElementChild?.className).toContain(`style-${style}`);
      expect(wordClasses()).toEqual({
        learned: 'word is-known',
        seen: 'word is-seen',
        unknown: 'word is-unknown',
        ignore: 'word is-known',
        odd: 'word is-undefined',
      });
    },
  );

  it.each<AnnotationStyle>(['box', 'underline', 'zen'])(
    'in the %s style with only-unknown colouring, colours the unknown word alone',
    (style) => {
      renderText({ annotationStyle: style, coloring: { coloringEnabled: true, onlyUnknownColoring: true } });
      expect(wordClasses()).toEqual({
        learned: 'word',
        seen: 'word',
        unknown: 'word is-unknown',
        ignore: 'word',
        odd: 'word',
      });
    },
  );

  it('colours nothing with colouring off, and still names each status for screen readers', () => {
    renderText({ coloring: { coloringEnabled: false, onlyUnknownColoring: false } });
    expect(Object.values(wordClasses())).toEqual(['word', 'word', 'word', 'word', 'word']);
    expect(screen.getAllByRole('button').map((w) => w.getAttribute('aria-label'))).toEqual([
      'learned, known',
      'seen, seen',
      'unknown, unknown',
      'ignore, known',
      'odd, not in the dictionary',
    ]);
  });

  it('recolours when the status function changes (after a status change)', () => {
    const { props, rerender } = renderText();
    rerender(<AnalysedText {...props} statusOf={() => 'learned'} />);
    expect(wordClasses().unknown).toBe('word is-known');
  });
});

describe('AnalysedText: the client', () => {
  it("asks the provider's font loader for the text and its language", () => {
    const loadFontsFor = vi.fn();
    render(
      <GlossaUiProvider value={{ loadFontsFor }}>
        <AnalysedText
          text="학교에 가요"
          units={[unit('학교에', '학교'), unit('가요', '가다')]}
          statusOf={() => 'unknown'}
          annotationStyle="zen"
          coloring={{ coloringEnabled: true, onlyUnknownColoring: false }}
          selected={null}
          onWordSelected={() => undefined}
          label="Text"
          lang="ko"
        />
      </GlossaUiProvider>,
    );
    expect(loadFontsFor).toHaveBeenCalledWith('학교에 가요', 'ko');
    expect(screen.getByRole('group', { name: 'Text' }).getAttribute('lang')).toBe('ko');
  });
});
