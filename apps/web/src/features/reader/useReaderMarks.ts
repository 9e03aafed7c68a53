import { api, type AnalysedUnitDto, type Locale, type TextLanguage } from '@glossa/contract';
import { useCallback, useState, type RefObject } from 'react';
import { client } from '../../lib/client.ts';
import { pageParagraphs, rangeIn } from './page-text.ts';
import {
  byParagraph,
  ParagraphCache,
  readerAnswerSchema,
  type ParagraphAnalysis,
  type ReaderAnswer,
} from './paragraph-analysis.ts';
import { splitChunks } from './reader.model.ts';

/** An analysed word of the book: where it is, what the analysis said, in which languages. */
export interface Mark {
  range: Range;
  unit: AnalysedUnitDto;
  /** The dictionary words of the request the unit came from, unchecked (see dictionary-words.ts). */
  vocab: readonly unknown[];
  textLanguage: TextLanguage;
  dictLanguage: Locale;
}

/** Analyses of this session, by paragraph: a paragraph is sent to the server once. */
const cache = new ParagraphCache();

async function analyse(text: string, textLanguage: TextLanguage, dictLanguage: Locale) {
  try {
    const answer = await client.call(api.analyze.text, {
      body: { text, text_lang: textLanguage, dico_lang: dictLanguage },
    });
    return readerAnswerSchema.parse(answer);
  } catch (error) {
    console.warn('Reader: analysis failed', error);
    return null;
  }
}

/**
 * Analyze for the Reader: the paragraphs of the visible page that were not analysed before in this session,
 * joined with blank lines, sent in requests of at most 1000 characters (in parallel), and their units turned
 * into ranges of the book's DOM, paragraph by paragraph. A failed request is only logged (spec section 8);
 * the others still mark their words.
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
      const known = paragraphs.map((p) => cache.get(textLanguage, dictLanguage, p.text));
      const missing = paragraphs.filter((_, i) => !known[i]).map((p) => p.text);
      const chunks = splitChunks(missing);
      performance.mark('glossa:reader-paragraphs');
      let answers: (ReaderAnswer | null)[] = [];
      if (chunks.length > 0) {
        setRunning(true);
        answers = await Promise.all(chunks.map((chunk) => analyse(chunk.text, textLanguage, dictLanguage)));
        setRunning(false);
      }
      performance.mark('glossa:reader-answered');
      const fetched = byParagraph(missing, chunks, answers);
      let next = 0;
      const analyses: (ParagraphAnalysis | null | undefined)[] = paragraphs.map((paragraph, i) => {
        if (known[i]) return known[i];
        const analysis = fetched[next++];
        if (analysis) cache.set(textLanguage, dictLanguage, paragraph.text, analysis);
        return analysis;
      });
      // The page's paragraphs may have been analysed before (from the previous page): their marks are replaced.
      const nodes = new Set<Node>(paragraphs.flatMap((p) => p.nodes));
      const fresh: Mark[] = [];
      paragraphs.forEach((paragraph, i) => {
        const analysis = analyses[i];
        if (!analysis) return;
        for (const placed of analysis.units) {
          const range = rangeIn(paragraph, placed.start, placed.end);
          if (range)
            fresh.push({ range, unit: placed.unit, vocab: analysis.vocab, textLanguage, dictLanguage });
        }
      });
      performance.mark('glossa:reader-placed');
      if (fresh.length === 0) return;
      setMarks((old) => [...old.filter((mark) => !nodes.has(mark.range.startContainer)), ...fresh]);
    },
    [viewport, content],
  );

  const clearMarks = useCallback(() => setMarks([]), []);
  return { marks, running, analyzePage, clearMarks };
}
