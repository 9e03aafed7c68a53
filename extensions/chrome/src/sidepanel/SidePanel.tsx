import { grammarSpans, type AnalysedUnitDto, type WordStatus } from '@glossa/contract';
import { AnalysedText, TextCoverageLine, WordDetail, phraseAt, wordsForUnit } from '@glossa/ui';
import { useCallback, useMemo, useState } from 'react';
import type { Analysis } from '../analysis-state.ts';
import { send } from '../messages.ts';
import type { ExtensionSettings } from '../settings.ts';
import { CardCreator } from './CardCreator.tsx';
import { PageCoverage } from './PageCoverage.tsx';
import { useCardRequest } from './card-request.ts';
import { ReviewView } from './ReviewView.tsx';
import { SiteToggle } from './SiteToggle.tsx';
import { useDeckSync } from './useDeckSync.ts';
import { useExtensionState } from './useExtensionState.ts';
import { usePopupCardRequest } from './usePopupCardRequest.ts';

/**
 * The side panel: who is signed in, a box to analyse any text, and the last analysis (from the context
 * menu or the box) with the shared analysed text and word detail.
 */
export function SidePanel() {
  const { analysis, vocabulary, auth, settings } = useExtensionState();
  const [draft, setDraft] = useState('');
  const [view, setView] = useState<'read' | 'review'>('read');
  const cardRequest = useCardRequest();
  usePopupCardRequest();
  const deckSync = useDeckSync(auth?.connected ?? false);
  const signInUrl = settings
    ? `${settings.serverUrl}/oauth/login?ext=chrome&extension_id=${chrome.runtime.id}`
    : '';

  return (
    <main className="panel">
      <header className="panel-header">
        <strong className="panel-brand">Glossa</strong>
        <AccountLine auth={auth} settings={settings} />
      </header>
      <nav className="panel-views" aria-label="Views">
        {(['read', 'review'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={`button small ${view === name ? '' : 'secondary'}`}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {name === 'read' ? 'Read' : 'Review'}
          </button>
        ))}
      </nav>
      {cardRequest && auth && (
        <CardCreator
          key={`${cardRequest.written}\u0000${cardRequest.textLanguage}`}
          word={cardRequest}
          signedIn={auth.connected}
          signInUrl={signInUrl}
        />
      )}
      {view === 'review' && (
        <ReviewView signedIn={auth?.connected ?? false} sync={deckSync.status} revision={deckSync.revision} />
      )}
      {view === 'read' && (
        <>
          <SiteToggle />
          <PageCoverage items={vocabulary?.items ?? []} />
          {auth?.connected && vocabulary && vocabulary.guestWordsWaiting > 0 && (
            <div className="card panel-guest" role="status">
              <p>
                {vocabulary.guestWordsWaiting} words were marked before you signed in. Add them to your
                account?
              </p>
              <button className="button" type="button" onClick={() => void answerGuestWords(true)}>
                Add them
              </button>{' '}
              <button className="button secondary" type="button" onClick={() => void answerGuestWords(false)}>
                Keep them apart
              </button>
            </div>
          )}
          <form
            className="panel-input"
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) void send('analyze', { text: draft }).catch(logQuietly);
            }}
          >
            <label htmlFor="panel-text" className="visually-hidden">
              Text to analyse
            </label>
            <textarea
              id="panel-text"
              rows={2}
              placeholder="Paste a text, or select one on a page"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button className="button" type="submit" disabled={!draft.trim()}>
              Analyze
            </button>
          </form>
          {analysis?.state === 'running' && <p className="muted">Analysing…</p>}
          {analysis?.state === 'failed' && (
            <p className="muted" role="status">
              The text could not be analysed: {analysis.error}
            </p>
          )}
          {analysis?.state === 'done' && settings && (
            <AnalysisView
              key={analysis.text}
              analysis={analysis}
              settings={settings}
              items={vocabulary?.items ?? []}
            />
          )}
          {!analysis && (
            <p className="muted">Select text on any page, right-click and choose “Analyze with Glossa”.</p>
          )}
        </>
      )}
    </main>
  );
}

function AccountLine({
  auth,
  settings,
}: {
  auth: { connected: boolean; name?: string; email?: string } | null;
  settings: ExtensionSettings | null;
}) {
  if (!auth || !settings) return null;
  if (auth.connected) {
    return (
      <span className="panel-account">
        <span className="muted">{auth.name ?? auth.email ?? 'Signed in'}</span>
        <button className="button secondary" type="button" onClick={() => void send('signOut')}>
          Sign out
        </button>
      </span>
    );
  }
  const signIn = `${settings.serverUrl}/oauth/login?ext=chrome&extension_id=${chrome.runtime.id}`;
  return (
    <span className="panel-account">
      <span className="muted">Guest</span>
      <a className="button secondary" href={signIn} target="_blank" rel="noreferrer">
        Sign in
      </a>
    </span>
  );
}

interface AnalysisViewProps {
  analysis: Analysis;
  settings: ExtensionSettings;
  items: readonly { written: string; lang: string; status: WordStatus }[];
}

function AnalysisView({ analysis, settings, items }: AnalysisViewProps) {
  const [selected, setSelected] = useState<number | null>(null);
  // Statuses set here show at once; the service worker's answer (and later syncs) replace them.
  const [local, setLocal] = useState<ReadonlyMap<string, WordStatus>>(new Map());
  const lang = analysis.textLanguage;
  const stored = useMemo(
    () => new Map(items.filter((item) => item.lang === lang).map((item) => [item.written, item.status])),
    [items, lang],
  );
  const statusOf = useCallback(
    (ref: string): WordStatus => local.get(ref) ?? stored.get(ref) ?? 'unknown',
    [local, stored],
  );
  const setStatus = useCallback(
    (ref: string, status: WordStatus) => {
      setLocal((current) => new Map(current).set(ref, status));
      void send('setStatus', { written: ref, lang, status }).catch(logQuietly);
    },
    [lang],
  );
  const loadExamples = useCallback(
    (senseId: number) => send('examples', { senseId, lang: analysis.dictLanguage }),
    [analysis.dictLanguage],
  );
  const unit: AnalysedUnitDto | null = selected !== null ? (analysis.units[selected] ?? null) : null;
  const unitWords = useMemo(() => wordsForUnit(analysis.vocab, unit), [analysis.vocab, unit]);
  const phrase = useMemo(
    () => phraseAt(analysis.phrases, analysis.vocab, selected, statusOf, setStatus),
    [analysis, selected, statusOf, setStatus],
  );
  const coloring = useMemo(
    () => ({ coloringEnabled: settings.coloringEnabled, onlyUnknownColoring: settings.onlyUnknownColoring }),
    [settings.coloringEnabled, settings.onlyUnknownColoring],
  );

  return (
    <>
      <section className="card panel-text" aria-label="Analysed text">
        <TextCoverageLine units={analysis.units} statusOf={statusOf} label="Words you know in this text" />
        <AnalysedText
          text={analysis.text}
          units={analysis.units}
          phrases={analysis.phrases}
          statusOf={statusOf}
          annotationStyle={settings.annotationStyle}
          coloring={coloring}
          selected={selected}
          onWordSelected={(_unit, index) => setSelected(index)}
          onStatusKey={(target, status) => target.vocabulary && setStatus(target.vocabulary, status)}
          label="Analysed text"
          lang={lang.slice(0, 2)}
        />
      </section>
      {unit && (
        <div className="card panel-detail">
          <WordDetail
            unit={unit}
            words={unitWords}
            textLanguage={lang}
            dictLanguage={analysis.dictLanguage}
            status={unit.vocabulary ? statusOf(unit.vocabulary) : undefined}
            onStatusChange={(status) => unit.vocabulary && setStatus(unit.vocabulary, status)}
            loadExamples={loadExamples}
            phrase={phrase}
            grammar={grammarSpans(analysis.grammar)}
            unitIndex={selected}
          />
        </div>
      )}
    </>
  );
}

function answerGuestWords(merge: boolean): Promise<void> {
  return send('guestWords', { merge }).then(() => undefined, logQuietly);
}

function logQuietly(error: unknown): void {
  console.warn(error);
}
