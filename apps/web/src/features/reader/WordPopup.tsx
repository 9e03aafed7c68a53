import { api, type WordStatus } from '@glossa/contract';
import { WordDetail, placePopup, wordsForUnit } from '@glossa/ui';
import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
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
 * The selected word's detail, floating next to the word (12 px away, 6 px inside the window, spec section 9).
 * @example <WordPopup mark={selected} status={status} onStatusChange={set} onClose={close} popupRef={ref} />
 */
export function WordPopup({ mark, status, onStatusChange, onClose, popupRef }: WordPopupProps) {
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
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
  // Placed when shown, and again whenever it changes size (a translation opened, the examples arrived).
  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    const placeIt = () => {
      const word = rangeOnScreen(mark.range);
      const { width, height } = popup.getBoundingClientRect();
      setPlace(
        placePopup(
          { left: word.left, top: word.top, width: word.width, height: word.height },
          { width, height },
          { width: document.documentElement.clientWidth, height: window.innerHeight },
        ),
      );
    };
    placeIt();
    const observer = new ResizeObserver(placeIt);
    observer.observe(popup);
    window.addEventListener('resize', placeIt);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', placeIt);
    };
  }, [mark, popupRef]);

  return (
    <div
      ref={popupRef}
      className="reader-popup card"
      role="dialog"
      aria-label="Word details"
      style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
    >
      <button type="button" className="icon-button reader-popup-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
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
    </div>
  );
}
