import { api } from '@glossa/contract';
import { WordDetail, languageName } from '@glossa/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { client } from '../../lib/client.ts';
import { ensureKoreanFont } from '../../lib/fonts.ts';
import { entryUnit } from '../dictionary/dictionary.model.ts';
import { useEntryActions } from '../dictionary/useEntryActions.ts';
import { dayLabel, pictureFile, useDailyHistory } from './useDailyHistory.ts';
import './daily.css';

function pictureUrl(image: string): string {
  return client.url(api.daily.picture, { params: { file: pictureFile(image) } });
}

/**
 * Daily word: today's word of the text language, large, with its picture, audio, status bar,
 * "+" to a deck (when the app offers it) and senses; below, the last 30 days, each opening its word.
 * @example { path: 'daily', lazy: () => import('./DailyPage.tsx') } // a route of app/router.tsx
 */
export default function DailyPage() {
  const { settings } = useSettings();
  const { textLanguage, dictionaryLanguage } = settings;
  const history = useDailyHistory(textLanguage, dictionaryLanguage);
  const { statusOf, setStatus, loadExamples } = useEntryActions(textLanguage, dictionaryLanguage);
  const [chosen, setChosen] = useState<string | null>(null);
  // Korean words or translations: the Korean web font for machines without one.
  useEffect(() => {
    ensureKoreanFont('', textLanguage);
    ensureKoreanFont('', dictionaryLanguage);
  }, [textLanguage, dictionaryLanguage]);
  const card = useRef<HTMLElement>(null);
  const show = (date: string | null) => {
    setChosen(date);
    // On a phone the history is below the word: the chosen word comes into view.
    card.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const days = history.state === 'loaded' ? history.days : [];
  const today = days[0];
  const entry = days.find((day) => day.date === chosen) ?? today;
  // The word detail keeps a sense open while its unit is the same object.
  const unit = useMemo(() => (entry ? entryUnit(entry.written) : null), [entry]);
  const lang = textLanguage.slice(0, 2);

  return (
    <section className="page daily">
      <header className="daily-header">
        <h1>Daily word</h1>
        <p className="muted">
          A new {languageName(textLanguage)} word every day, the same for everyone (UTC dates).
        </p>
      </header>

      {history.state === 'loading' && (
        <p className="muted" role="status">
          Loading the word of the day…
        </p>
      )}
      {history.state === 'failed' && <p className="muted">The word of the day could not be loaded.</p>}
      {history.state === 'loaded' && !entry && (
        <p className="muted">No word of the day yet: the dictionaries are still being installed.</p>
      )}

      {entry && today && (
        <>
          <article
            ref={card}
            className="card daily-today"
            aria-label={`Word of ${dayLabel(entry.date, today.date)}`}
          >
            <figure className="daily-figure">
              {/* No picture rather than one that contradicts the word's first sense. */}
              {entry.image && (
                <img
                  className="daily-picture"
                  src={pictureUrl(entry.image)}
                  alt={entry.emoji ?? ''}
                  width="160"
                  height="160"
                />
              )}
              <figcaption>
                <span className="daily-date">
                  {dayLabel(entry.date, today.date)}
                  {entry !== today && <span className="muted"> · {entry.date}</span>}
                </span>
                {entry.image && (
                  <span className="daily-credit muted">
                    Picture: <Link to="/support">OpenMoji</Link> (CC BY-SA 4.0)
                  </span>
                )}
              </figcaption>
              {entry !== today && (
                <button type="button" className="button small" onClick={() => show(null)}>
                  Back to today
                </button>
              )}
            </figure>
            <WordDetail
              className="daily-detail"
              unit={unit}
              words={entry.words}
              textLanguage={textLanguage}
              dictLanguage={dictionaryLanguage}
              status={statusOf(entry.written)}
              onStatusChange={(status) => setStatus(entry.written, status)}
              loadExamples={loadExamples}
            />
          </article>

          <section className="daily-history-section" aria-labelledby="daily-history-title">
            <h2 id="daily-history-title">Last 30 days</h2>
            <ol className="daily-history">
              {days.map((day) => {
                const current = day === entry;
                return (
                  <li key={day.date}>
                    <button
                      type="button"
                      className="daily-day"
                      aria-pressed={current}
                      onClick={() => show(day === today ? null : day.date)}
                    >
                      {day.image ? (
                        <img src={pictureUrl(day.image)} alt="" width="56" height="56" loading="lazy" />
                      ) : (
                        <span className="daily-day-initial" aria-hidden="true" lang={lang}>
                          {day.written.slice(0, 1)}
                        </span>
                      )}
                      <span className="daily-day-word" lang={lang}>
                        {day.written}
                      </span>{' '}
                      {/* The visible word and date are the button's name ("새 Today"), as a speech-input user reads it. */}
                      <span className="daily-day-date">{dayLabel(day.date, today.date)}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
