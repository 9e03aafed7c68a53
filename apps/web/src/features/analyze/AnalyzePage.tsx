import { api, grammarSpans, type WordStatus } from '@glossa/contract';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import {
  AnalysedText,
  DetailSheet,
  TextCoverageLine,
  WordDetail,
  phraseAt,
  statusWordOf,
  wordsForUnit,
} from '@glossa/ui';
import { client } from '../../lib/client.ts';
import { useMediaQuery } from '../../lib/hooks/useMediaQuery.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { useVocabulary } from '../vocabulary/vocabulary.store.ts';
import { MarkRestKnown } from './MarkRestKnown.tsx';
import { TextEditor } from './TextEditor.tsx';
import { useAnalysis, type Analysis } from './useAnalysis.ts';
import { VocabularyList } from './VocabularyList.tsx';
import './analyze.css';

/** The text being edited survives a reload or a visit to another screen. */
const TEXT_KEY = 'glossa.analyze.text';
const PHONE_QUERY = '(max-width: 767px)';
const GRAMMAR_KEY = 'glossa.analyze.showGrammar';

/**
 * Analyze: paste text, analyse it, read it word by word.
 * @example { path: 'analyze', lazy: () => import('./AnalyzePage.tsx') } // a route of app/router.tsx
 */
export default function AnalyzePage() {
  const { settings } = useSettings();
  const vocabulary = useVocabulary();
  const phone = useMediaQuery(PHONE_QUERY);
  const [text, setText] = useState(
    () => readJson(TEXT_KEY, (v) => (typeof v === 'string' ? v : undefined)) ?? '',
  );
  const { analysis, state, run } = useAnalysis();
  // The selection belongs to one analysis: a new analysis starts with none, a failed one keeps it.
  const [selection, setSelection] = useState<{ analysis: Analysis; index: number } | null>(null);
  const [editing, setEditing] = useState(true);
  // Underline the grammar constructions in the text (as phrases are), remembered across visits.
  const [showGrammar, setShowGrammar] = useState(
    () => readJson(GRAMMAR_KEY, (v) => (typeof v === 'boolean' ? v : undefined)) ?? false,
  );
  useEffect(() => {
    writeJson(GRAMMAR_KEY, showGrammar);
  }, [showGrammar]);

  useEffect(() => {
    writeJson(TEXT_KEY, text);
  }, [text]);

  useEffect(() => {
    if (!analysis) return;
    // For `npm run bench:web`: the analysed text is on screen and coloured.
    const frame = requestAnimationFrame(() => performance.mark('glossa:analyze-rendered'));
    return () => cancelAnimationFrame(frame);
  }, [analysis]);

  const analyze = async () => {
    const ok = await run(text, settings.textLanguage, settings.dictionaryLanguage);
    if (ok) {
      setEditing(false);
      focusText.current = true;
    }
  };

  // After Analyze, focus moves to the analysed text (not to <body> when the button is re-rendered), so that
  // keyboard and screen-reader users continue where the result is.
  const textCard = useRef<HTMLDivElement>(null);
  const focusText = useRef(false);
  useEffect(() => {
    if (!analysis || !focusText.current) return;
    focusText.current = false;
    // The analysed text itself, not the coverage line above it (a group too).
    textCard.current?.querySelector<HTMLElement>('.analysed-text')?.focus();
  }, [analysis]);

  const lang = analysis?.textLanguage ?? settings.textLanguage;
  const { statusOf: storeStatusOf, setStatus: storeSetStatus } = vocabulary;
  const statusOf = useCallback((ref: string): WordStatus => storeStatusOf(ref, lang), [storeStatusOf, lang]);
  const setStatus = useCallback(
    (ref: string, status: WordStatus) => storeSetStatus(ref, lang, status),
    [storeSetStatus, lang],
  );
  const dictLanguage = settings.dictionaryLanguage;
  const loadExamples = useCallback(
    (senseId: number) =>
      client.call(api.dictionary.examples, { params: { id: senseId }, query: { lang: dictLanguage } }),
    [dictLanguage],
  );

  // The vocabulary list renders after the text has painted: the text is what the reader looks at first.
  const listAnalysis = useDeferredValue(analysis);
  const selected = selection && selection.analysis === analysis ? selection.index : null;
  const setSelected = (index: number | null) =>
    setSelection(analysis && index !== null ? { analysis, index } : null);
  const unit = analysis && selected !== null ? (analysis.units[selected] ?? null) : null;
  // A word the dictionaries do not know can still be marked, under its base form.
  const statusWord = statusWordOf(unit);
  const unitWords = useMemo(() => wordsForUnit(analysis?.vocab ?? [], unit), [analysis, unit]);
  // One object per place, made once per answer (the same array on every render).
  const grammar = grammarSpans(analysis?.grammar);
  const phrase = useMemo(
    () => (analysis ? phraseAt(analysis.phrases, analysis.vocab, selected, statusOf, setStatus) : null),
    [analysis, selected, statusOf, setStatus],
  );
  const coloring = useMemo(
    () => ({ coloringEnabled: settings.coloringEnabled, onlyUnknownColoring: settings.onlyUnknownColoring }),
    [settings.coloringEnabled, settings.onlyUnknownColoring],
  );

  return (
    <section className="page analyze">
      <h1>Analyze</h1>
      <TextEditor
        text={text}
        onTextChange={setText}
        onAnalyze={() => void analyze()}
        running={state === 'running'}
        failed={state === 'failed'}
        readOnly={phone && analysis !== null && !editing}
        onEdit={() => setEditing(true)}
      />

      {analysis ? (
        <>
          <div className="analyze-result">
            <div className="card analyze-text" ref={textCard}>
              <TextCoverageLine
                units={analysis.units}
                statusOf={statusOf}
                label="Words you know in this text"
              />
              <AnalysedText
                text={analysis.text}
                units={analysis.units}
                phrases={analysis.phrases}
                grammar={grammar}
                showGrammar={showGrammar}
                statusOf={statusOf}
                annotationStyle={settings.annotationStyle}
                coloring={coloring}
                selected={selected}
                onWordSelected={(_unit, index) => setSelected(index)}
                onStatusKey={(target, status) => target.vocabulary && setStatus(target.vocabulary, status)}
                label="Analysed text"
                lang={analysis.textLanguage.slice(0, 2)}
              />
              <MarkRestKnown
                units={analysis.units}
                statusOf={statusOf}
                setStatus={setStatus}
                markAll={(refs) => vocabulary.markKnown(refs, lang)}
              />
              <label className="analyze-grammar-toggle">
                <input
                  type="checkbox"
                  checked={showGrammar}
                  onChange={(event) => setShowGrammar(event.target.checked)}
                />
                Underline grammar ({grammar.length} found)
              </label>
              <p className="analyze-hint muted">
                Arrow keys move between words, Enter selects, 1–4 set Ignore, Seen, Learned or Unknown.
              </p>
            </div>
            <DetailSheet className="card analyze-detail" open={!!unit} onClose={() => setSelected(null)}>
              <WordDetail
                unit={unit}
                words={unitWords}
                textLanguage={analysis.textLanguage}
                dictLanguage={dictLanguage}
                status={statusWord ? statusOf(statusWord) : undefined}
                onStatusChange={(status) => statusWord && setStatus(statusWord, status)}
                loadExamples={loadExamples}
                phrase={phrase}
                grammar={grammar}
                unitIndex={selected}
              />
            </DetailSheet>
          </div>
          {settings.vocabularyEnabled && listAnalysis && (
            <VocabularyList analysis={listAnalysis} dictLanguage={dictLanguage} statusOf={statusOf} />
          )}
        </>
      ) : (
        <div className="card analyze-empty">
          <p className="analyze-empty-title">Your analysed text appears here</p>
          <p className="muted">
            Every word becomes clickable and is coloured by how well you know it: green known, orange seen,
            red still to learn, grey not in the dictionary.
          </p>
        </div>
      )}
    </section>
  );
}
