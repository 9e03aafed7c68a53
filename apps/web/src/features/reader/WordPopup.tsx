import { api, type WordStatus } from '@glossa/contract';
import { FloatingPopup, WordDetail, wordsForUnit } from '@glossa/ui';
import { useCallback, useMemo, type RefObject } from 'react';
import { client } from '../../lib/client.ts';
import { dictionaryWordsOf } from './dictionary-words.ts';
import { rangeOnScreen } from './engine/frame-geometry.ts';
import type { Mark } from './useReaderMarks.ts';

interface WordPopupProps {
  mark: Mark;
  status: WordStatus | undefined;
  onStatusChange(status: WordStatus): void;
  onClose(): void;
  popupRef: RefObject<HTMLDivElement | null>;
}

/**
 * The selected word's detail, floating next to the word (12 px away, 6 px inside the window).
 * @example <WordPopup mark={selected} status={status} onStatusChange={set} onClose={close} popupRef={ref} />
 */
export function WordPopup({ mark, status, onStatusChange, onClose, popupRef }: WordPopupProps) {
  const words = useMemo(
    () => wordsForUnit(dictionaryWordsOf(mark.vocab, mark.unit.vocabulary), mark.unit),
    [mark],
  );
  const dictLanguage = mark.dictLanguage;
  const loadExamples = useCallback(
    (senseId: number) =>
      client.call(api.dictionary.examples, { params: { id: senseId }, query: { lang: dictLanguage } }),
    [dictLanguage],
  );
  const anchor = useCallback(() => {
    const word = rangeOnScreen(mark.range);
    return { left: word.left, top: word.top, width: word.width, height: word.height };
  }, [mark]);

  return (
    <FloatingPopup
      anchor={anchor}
      onClose={onClose}
      className="reader-popup card"
      closeClassName="reader-popup-close"
      popupRef={popupRef}
    >
      <WordDetail
        unit={mark.unit}
        words={words}
        textLanguage={mark.textLanguage}
        dictLanguage={mark.dictLanguage}
        status={status}
        onStatusChange={onStatusChange}
        loadExamples={loadExamples}
        grammar={mark.grammar}
        unitIndex={0}
      />
    </FloatingPopup>
  );
}
