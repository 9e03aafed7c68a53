import type { AnalysedUnitDto, DictionaryWord, Example, PhraseSpanDto, WordStatus } from '@glossa/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale, TextLanguage } from '../../app/settings/settings.ts';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import {
  AnalysedText,
  DetailSheet,
  GlossaUiProvider,
  useGlossaUi,
  WordDetail,
  phraseAt,
  wordsForUnit,
} from '@glossa/ui';
import type { GlossaUi } from '@glossa/ui';
import type { DemoGrammar } from './demo-grammar.ts';
import { demoGrammarEntry, demoGrammarSpans } from './demo-grammar.ts';

/** What the demo shows (units, text, phrases, statuses), plus the local dictionary it reads from. */
export interface DemoAnalysisViewProps {
  units: AnalysedUnitDto[];
  /** Phrases over the units (underlined; the word panel shows "Part of:" with the phrase's senses). */
  phrases: readonly PhraseSpanDto[];
  text: string;
  /** Starting status per vocabulary reference (a missing reference counts as unknown). */
  vocabWords: Record<string, WordStatus>;
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  words: readonly DictionaryWord[];
  examples: Readonly<Record<string, Example[]>>;
  /** The paragraph's grammar constructions, explained from local data too. */
  grammar?: DemoGrammar;
}

const LEGEND = [
  { kind: 'known', label: 'Known' },
  { kind: 'unknown', label: 'Still to learn' },
  { kind: 'seen', label: 'Marked as seen' },
  { kind: 'undefined', label: 'Unrecognized' },
] as const;

const DEMO_COLOURING = { coloringEnabled: true, onlyUnknownColoring: false };

/**
 * The demo's analysed paragraph and word panel, entirely local: statuses chosen here stay in the demo (no
 * server call, nothing written to the visitor's vocabulary). Give it a `key` per text language so that
 * switching languages starts afresh with no selected word.
 * @example <DemoAnalysisView key={lang} units={data.units} text={data.paragraph} ... />
 */
export function DemoAnalysisView(props: DemoAnalysisViewProps) {
  const { units, phrases, text, vocabWords, textLanguage, dictLanguage, words, examples, grammar } = props;
  const spans = useMemo(() => demoGrammarSpans(grammar, dictLanguage), [grammar, dictLanguage]);
  // The construction's examples come from the demo's data as well: the demo makes no server call.
  const ui = useGlossaUi();
  const demoUi = useMemo<GlossaUi>(
    () => ({
      ...ui,
      loadGrammarEntry: (_lang, id, dict) => {
        const entry = demoGrammarEntry(grammar, id, dict);
        return entry ? Promise.resolve(entry) : Promise.reject(new Error(`No demo grammar entry ${id}`));
      },
    }),
    [ui, grammar],
  );
  const { settings } = useSettings();
  const [statuses, setStatuses] = useState<Record<string, WordStatus>>(vocabWords);
  const [selected, setSelected] = useState<number | null>(null);

  const statusOf = useCallback((ref: string): WordStatus => statuses[ref] ?? 'unknown', [statuses]);
  const setStatus = useCallback((ref: string, status: WordStatus) => {
    setStatuses((current) => ({ ...current, [ref]: status }));
  }, []);
  const loadExamples = useCallback(
    (senseId: number) => Promise.resolve(examples[String(senseId)] ?? []),
    [examples],
  );

  const unit = selected === null ? null : (units[selected] ?? null);
  const unitWords = useMemo(() => wordsForUnit(words, unit), [words, unit]);
  const phrase = useMemo(
    () => phraseAt(phrases, words, selected, statusOf, setStatus),
    [phrases, words, selected, statusOf, setStatus],
  );

  useEffect(() => {
    // For `npm run bench:web`: the moment the demo's words can be clicked.
    if (performance.getEntriesByName('glossa:demo-interactive').length === 0) {
      performance.mark('glossa:demo-interactive');
    }
  }, []);

  return (
    <div className="demo-body">
      <div className="demo-text">
        <AnalysedText
          text={text}
          units={units}
          phrases={phrases}
          statusOf={statusOf}
          annotationStyle={settings.annotationStyle}
          coloring={DEMO_COLOURING}
          selected={selected}
          onWordSelected={(_unit, index) => setSelected(index)}
          onStatusKey={(target, status) => target.vocabulary && setStatus(target.vocabulary, status)}
          label="Demo text: select a word to see its details"
          lang={textLanguage.slice(0, 2)}
        />
        <ul className="demo-legend" aria-label="Legend">
          {LEGEND.map((item) => (
            <li key={item.kind}>
              <span className={`legend-swatch swatch-${item.kind}`} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      </div>
      <DetailSheet className="demo-detail" open={!!unit} onClose={() => setSelected(null)}>
        <GlossaUiProvider value={demoUi}>
          <WordDetail
            unit={unit}
            grammar={spans}
            unitIndex={selected ?? undefined}
            words={unitWords}
            phrase={phrase}
            textLanguage={textLanguage}
            dictLanguage={dictLanguage}
            status={unit?.vocabulary ? statusOf(unit.vocabulary) : undefined}
            onStatusChange={(status) => unit?.vocabulary && setStatus(unit.vocabulary, status)}
            loadExamples={loadExamples}
            showEmptyExampleGroups
            placeholder={
              <div className="demo-hint">
                <p className="demo-hint-title">Click any word</p>
                <p className="muted">
                  See its headword, morphemes, translations and examples, and mark how well you know it.
                </p>
              </div>
            }
          />
        </GlossaUiProvider>
      </DetailSheet>
    </div>
  );
}
