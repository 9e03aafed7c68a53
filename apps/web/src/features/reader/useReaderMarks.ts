import {
  analyzeResponseSchema,
  api,
  type AnalysedUnitDto,
  type DictionaryWord,
  type Locale,
  type TextLanguage,
} from '@glossa/contract';
import { useCallback, useState, type RefObject } from 'react';
import { client } from '../../lib/client.ts';
import { pageParagraphs, rangeOf } from './page-text.ts';
import { placeUnits, splitChunks } from './reader.model.ts';

/** An analysed word of the book: where it is, what the analysis said, in which languages. */
export interface Mark {
  range: Range;
  unit: AnalysedUnitDto;
  /** The dictionary words of the request the unit came from. */
  vocab: readonly DictionaryWord[];
  textLanguage: TextLanguage;
  dictLanguage: Locale;
}

/**
 * Analyze for the Reader: the paragraphs of the visible page, joined with blank lines, sent in requests of at
 * most 1000 characters (in parallel), and their units turned into ranges of the book's DOM. A failed request
 * is only logged (spec section 8); the others still mark their words.
 * @example const { marks, analyzePage } = useReaderMarks(viewportRef, contentRef); await analyzePage('ko_KR', 'en_US');
 */
export function useReaderMarks(
  viewport: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
) {
  const [marks, setMarks] = useState<Mark[]>([]);
  const [running, setRunning] = useState(false);

  const analyzePage = useCallback(
    async (textLanguage: TextLanguage, dictLanguage: Locale) => {
      const view = viewport.current;
      const columns = content.current;
      if (!view || !columns) return;
      performance.mark('glossa:reader-analyze');
      const paragraphs = pageParagraphs(columns, view.getBoundingClientRect());
      const chunks = splitChunks(paragraphs.map((p) => p.text));
      if (chunks.length === 0) return;
      setRunning(true);
      const answers = await Promise.all(
        chunks.map((chunk) =>
          client
            .call(api.analyze.text, {
              body: { text: chunk.text, text_lang: textLanguage, dico_lang: dictLanguage },
            })
            .then((answer) => analyzeResponseSchema.parse(answer))
            .catch((error: unknown) => {
              console.warn('Reader: analysis failed', error);
              return null;
            }),
        ),
      );
      setRunning(false);
      // The page's paragraphs may have been analysed before (from the previous page): their marks are replaced.
      const nodes = new Set<Node>(paragraphs.flatMap((p) => p.nodes));
      const fresh: Mark[] = [];
      answers.forEach((answer, i) => {
        const chunk = chunks[i];
        if (!answer || !chunk) return;
        for (const placed of placeUnits(chunk, answer.units)) {
          const range = rangeOf(paragraphs, placed.start, placed.end);
          if (range)
            fresh.push({ range, unit: placed.unit, vocab: answer.vocab, textLanguage, dictLanguage });
        }
      });
      if (fresh.length === 0) return;
      setMarks((old) => [...old.filter((mark) => !nodes.has(mark.range.startContainer)), ...fresh]);
    },
    [viewport, content],
  );

  const clearMarks = useCallback(() => setMarks([]), []);
  return { marks, running, analyzePage, clearMarks };
}
