import {
  api,
  type AnalysedUnitDto,
  type GrammarSpanDto,
  type Locale,
  type TextLanguage,
} from '@glossa/contract';
import { useCallback, useState } from 'react';
import { client } from '../../lib/client.ts';
import { pageParagraphs, rangeIn } from './page-text.ts';
import {
  byParagraph,
  ParagraphCache,
  readerAnswerSchema,
  type ParagraphAnalysis,
} from './paragraph-analysis.ts';
import { splitChunks } from '@glossa/ui';

/** An analysed word of the book: where it is, what the analysis said, in which languages. */
export interface Mark {
  range: Range;
  unit: AnalysedUnitDto;
  /** The dictionary words of the request the unit came from, unchecked (see dictionary-words.ts). */
  vocab: readonly unknown[];
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  /** The grammar constructions covering the word, as if it were unit 0. */
  grammar?: GrammarSpanDto[];
}

type Pending = Promise<ParagraphAnalysis | null>;

/** Analyses of this session by paragraph (or their requests on the way): a paragraph is sent once. */
const cache = new ParagraphCache<Pending>();

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
 * The analyses of `texts` (paragraphs): those kept or on their way are shared, the others are joined with
 * blank lines and sent in requests of at most 1000 characters, in parallel. A failed one is forgotten.
 */
function analyses(texts: readonly string[], textLanguage: TextLanguage, dictLanguage: Locale): Pending[] {
  const found = texts.map((text) => cache.get(textLanguage, dictLanguage, text));
  const missing = texts.filter((_, i) => !found[i]);
  if (missing.length === 0) return found as Pending[];
  const chunks = splitChunks(missing);
  const all = Promise.all(chunks.map((chunk) => analyse(chunk.text, textLanguage, dictLanguage))).then(
    (answers) => byParagraph(missing, chunks, answers),
  );
  const fresh = missing.map((text, i) => {
    const pending: Pending = all.then((list) => list[i] ?? null);
    cache.set(textLanguage, dictLanguage, text, pending);
    void pending.then((analysis) => {
      if (!analysis) cache.delete(textLanguage, dictLanguage, text, pending);
    });
    return pending;
  });
  let next = 0;
  return found.map((pending) => pending ?? fresh[next++] ?? Promise.resolve(null));
}

/**
 * Analyze for the Reader: the paragraphs of the visible page (those not analysed before in this session are
 * sent to the server), their units turned into ranges of the chapter's DOM paragraph by paragraph. A failed
 * request is only logged; the others still mark their words. Once a page is analysed, the
 * next page's paragraphs are analysed in the background: a learner who analyses a page usually analyses the
 * next one, whose Analyze then only marks (one page ahead, never more).
 * @example const { marks, analyzePage } = useReaderMarks(); await analyzePage(doc, location.range, 'ko_KR', 'en_US');
 */
export function useReaderMarks() {
  const [marks, setMarks] = useState<Mark[]>([]);
  const [running, setRunning] = useState(false);

  const analyzePage = useCallback(
    async (doc: Document, page: Range, textLanguage: TextLanguage, dictLanguage: Locale) => {
      performance.mark('glossa:reader-analyze');
      const paragraphs = pageParagraphs(doc.body, page);
      const pending = analyses(
        paragraphs.map((p) => p.text),
        textLanguage,
        dictLanguage,
      );
      performance.mark('glossa:reader-paragraphs');
      setRunning(true);
      const results = await Promise.all(pending);
      setRunning(false);
      performance.mark('glossa:reader-answered');
      // The page's paragraphs may have been analysed before (from the previous page): their marks are replaced.
      const nodes = new Set<Node>(paragraphs.flatMap((p) => p.nodes));
      const fresh: Mark[] = [];
      paragraphs.forEach((paragraph, i) => {
        const analysis = results[i];
        if (!analysis) return;
        for (const placed of analysis.units) {
          const range = rangeIn(paragraph, placed.start, placed.end);
          if (range)
            fresh.push({
              range,
              unit: placed.unit,
              vocab: analysis.vocab,
              textLanguage,
              dictLanguage,
              ...(placed.grammar ? { grammar: placed.grammar } : {}),
            });
        }
      });
      performance.mark('glossa:reader-placed');
      if (fresh.length > 0)
        setMarks((old) => [
          // Marks of another chapter's document point nowhere now.
          ...old.filter(
            (mark) =>
              mark.range.startContainer.ownerDocument === doc && !nodes.has(mark.range.startContainer),
          ),
          ...fresh,
        ]);
      // The next page: about as many characters as this one, after it.
      const size = paragraphs.reduce((sum, p) => sum + p.text.length, 0);
      setTimeout(() => {
        const texts = pageParagraphs(doc.body, page, Math.max(size, 500)).map((p) => p.text);
        if (texts.length > 0) void Promise.all(analyses(texts, textLanguage, dictLanguage));
      }, 0);
    },
    [],
  );

  const clearMarks = useCallback(() => setMarks([]), []);
  return { marks, running, analyzePage, clearMarks };
}
