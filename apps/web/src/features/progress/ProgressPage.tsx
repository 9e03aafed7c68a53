import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import {
  DAILY_GOAL_MAX,
  LANGUAGE_NAMES,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '../../app/settings/settings.ts';
import { useUser } from '../account/account.ts';
import { useVocabulary, vocabularyStore } from '../vocabulary/vocabulary.store.ts';
import { BarChart } from './charts/BarChart.tsx';
import { ChartCard } from './charts/ChartCard.tsx';
import { LineChart } from './charts/LineChart.tsx';
import {
  RANGES,
  forecastTable,
  guestFigures,
  hasData,
  knownSeries,
  knownTable,
  newWordsSeries,
  newWordsTable,
  rangeOf,
  retentionTable,
  reviewsTable,
  stabilityTable,
  statusTable,
  streak,
  type Figures,
  type Granularity,
  type RangeId,
} from './progress.data.ts';
import { useServerStats, useStatusLogTick } from './progress.sources.ts';
import './progress.css';

const today = (): string => new Date().toISOString().slice(0, 10);

const COLORS = {
  learned: 'var(--known)',
  seen: 'var(--seen)',
  ignore: 'var(--undefined)',
  new: 'var(--accent)',
  bulk: 'var(--undefined)',
  again: 'var(--unknown)',
  hard: 'var(--seen)',
  good: 'var(--known)',
  easy: 'var(--accent)',
};

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { id: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <div className="progress-choice" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={props.value === option.id}
          onClick={() => props.onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Said in place of a chart that would only draw empty axes. */
function NoneYet({ children }: { children: string }) {
  return <p className="progress-none">{children}</p>;
}

/** What a learner without any data sees: what the screen will show, and where to start. */
function EmptyState({ language }: { language: TextLanguage }) {
  return (
    <div className="progress-empty" data-testid="progress-empty">
      <h2>Your progress will grow here</h2>
      <p>
        Read a {LANGUAGE_NAMES[language]} text in Analyze and mark the words you know: this page then shows
      </p>
      <ul>
        <li>how many words you know, and how fast that number grows, day by day;</li>
        <li>the new words you add each day, and your streak towards a daily goal;</li>
        <li>your reviews, how much you remember, and the cards coming up next.</li>
      </ul>
      <Link className="progress-start" to="/analyze">
        Analyze a text
      </Link>
    </div>
  );
}

function Charts(props: {
  figures: Figures;
  language: TextLanguage;
  guest: boolean;
  goal: number;
  onGoal(goal: number): void;
}) {
  const { figures, language, guest, goal } = props;
  const [knownBy, setKnownBy] = useState<Granularity>('day');
  const [newBy, setNewBy] = useState<'day' | 'week'>('day');
  const known = knownSeries(figures.days, knownBy);
  const added = newWordsSeries(figures.days, newBy);
  const run = streak(figures.days, goal, today());
  const name = (chart: string) => `glossa-${chart}-${language}-${figures.from}-${figures.to}`;
  const lastKnown = known.at(-1)?.known ?? 0;
  const firstKnown = known[0]?.known ?? 0;
  const { statuses } = figures;
  const reviewTotal = figures.reviews?.reduce((s, d) => s + d.again + d.hard + d.good + d.easy, 0) ?? 0;
  const cardTotal = figures.stability?.reduce((s, b) => s + b.cards, 0) ?? 0;
  const dueTotal = figures.forecast?.days.reduce((s, d) => s + d.due, 0) ?? 0;

  return (
    <div className="progress-grid">
      <ChartCard
        id="statuses"
        title="Words by status"
        table={statusTable(statuses)}
        fileName={name('statuses')}
        summary={`${statuses.learned.toLocaleString('en-US')} learned, ${statuses.seen.toLocaleString('en-US')} seen, ${statuses.ignore.toLocaleString('en-US')} ignored.`}
      >
        <BarChart
          id="statuses"
          label={`Words by status now: ${statuses.learned} learned, ${statuses.seen} seen, ${statuses.ignore} ignored`}
          categories={['Learned', 'Seen', 'Ignored']}
          dates={false}
          legend={false}
          height={150}
          series={[
            { name: 'Learned', color: COLORS.learned, values: [statuses.learned, 0, 0] },
            { name: 'Seen', color: COLORS.seen, values: [0, statuses.seen, 0] },
            { name: 'Ignored', color: COLORS.ignore, values: [0, 0, statuses.ignore] },
          ]}
        />
      </ChartCard>

      <ChartCard
        id="known"
        title="Known words over time"
        table={knownTable(known, knownBy)}
        fileName={name(`known-by-${knownBy}`)}
        summary={
          <>
            <strong data-testid="known-now">{lastKnown.toLocaleString('en-US')}</strong> known{' '}
            {lastKnown === 1 ? 'word' : 'words'}
            {lastKnown !== firstKnown &&
              ` (${lastKnown > firstKnown ? '+' : ''}${(lastKnown - firstKnown).toLocaleString('en-US')} in this range)`}
            .
          </>
        }
      >
        <Choice<Granularity>
          label="Known words by"
          value={knownBy}
          onChange={setKnownBy}
          options={[
            { id: 'day', label: 'Days' },
            { id: 'week', label: 'Weeks' },
            { id: 'month', label: 'Months' },
          ]}
        />
        <LineChart
          id="known"
          label={`Known words from ${figures.from} to ${figures.to}: ${firstKnown} to ${lastKnown}`}
          categories={known.map((p) => p.period)}
          values={known.map((p) => p.known)}
          color={COLORS.learned}
        />
      </ChartCard>

      <ChartCard
        id="new-words"
        title={newBy === 'day' ? 'New words per day' : 'New words per week'}
        table={newWordsTable(added, newBy)}
        fileName={name(`new-words-by-${newBy}`)}
        summary="Words you marked one by one; imports and “mark the rest as known” are shown apart."
      >
        <Choice<'day' | 'week'>
          label="New words by"
          value={newBy}
          onChange={setNewBy}
          options={[
            { id: 'day', label: 'Days' },
            { id: 'week', label: 'Weeks' },
          ]}
        />
        <BarChart
          id="new-words"
          label={`New words per ${newBy}: ${added.reduce((s, p) => s + p.new_words, 0)} in this range`}
          categories={added.map((p) => p.period)}
          series={[
            { name: 'New words', color: COLORS.new, values: added.map((p) => p.new_words) },
            { name: 'Imported or marked known', color: COLORS.bulk, values: added.map((p) => p.bulk_words) },
          ]}
        />
      </ChartCard>

      <section className="progress-card progress-streak" aria-labelledby="progress-streak-title">
        <h2 id="progress-streak-title">Streak</h2>
        <p className="progress-big" data-testid="streak">
          {run.current} day{run.current === 1 ? '' : 's'}
        </p>
        <p className="muted">
          Today: {run.today} of {goal} new words{run.today >= goal ? ' — goal met!' : ''}. Best in this range:{' '}
          {run.best} day{run.best === 1 ? '' : 's'}.
        </p>
        <label className="progress-goal">
          Daily goal (new words)
          <input
            type="number"
            min={1}
            max={DAILY_GOAL_MAX}
            step={1}
            value={goal}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (Number.isInteger(value) && value >= 1 && value <= DAILY_GOAL_MAX) props.onGoal(value);
            }}
          />
        </label>
      </section>

      {guest || !figures.reviews || !figures.retention || !figures.forecast || !figures.stability ? (
        <section className="progress-card progress-wide" aria-labelledby="progress-reviews-note">
          <h2 id="progress-reviews-note">Reviews</h2>
          <p>
            As a guest, your card reviews are kept only while the page is open, so they are not counted here.{' '}
            <Link to="/signup">Create an account</Link> or <Link to="/login">log in</Link> to keep your
            reviews and see them per day, your true retention, the stability of your cards and what is due
            next.
          </p>
        </section>
      ) : (
        <>
          <ChartCard
            id="reviews"
            title="Reviews per day"
            table={reviewsTable(figures.reviews)}
            fileName={name('reviews')}
            summary={`${reviewTotal.toLocaleString('en-US')} reviews in this range.`}
          >
            {reviewTotal === 0 ? (
              <NoneYet>
                No reviews in this range yet: review your deck and they appear here by rating.
              </NoneYet>
            ) : (
              <BarChart
                id="reviews"
                label="Reviews per day by rating"
                categories={figures.reviews.map((d) => d.date)}
                series={(['again', 'hard', 'good', 'easy'] as const).map((rating) => ({
                  name: rating[0]!.toUpperCase() + rating.slice(1),
                  color: COLORS[rating],
                  values: figures.reviews!.map((d) => d[rating]),
                }))}
              />
            )}
          </ChartCard>

          <ChartCard
            id="retention"
            title="True retention (last 30 days)"
            table={retentionTable(figures.retention)}
            fileName={name('retention')}
          >
            <p className="progress-big" data-chart="retention">
              {figures.retention.rate == null ? '—' : `${(figures.retention.rate * 100).toFixed(1)}%`}
            </p>
            <p className="muted">
              {figures.retention.rate == null
                ? 'No reviews of cards in review yet: retention shows once you review a card a second time.'
                : `Of ${figures.retention.passed + figures.retention.failed} reviews of cards you had learned, ${figures.retention.passed} were remembered (not rated Again).`}
            </p>
          </ChartCard>

          <ChartCard
            id="stability"
            title="Card stability"
            table={stabilityTable(figures.stability)}
            fileName={name('stability')}
            summary="How long each card stays 90% likely to be remembered (FSRS stability)."
          >
            {cardTotal === 0 ? (
              <NoneYet>No reviewed cards yet: a card gets a stability at its first review.</NoneYet>
            ) : (
              <BarChart
                id="stability"
                label="Cards by FSRS stability"
                categories={figures.stability.map((b) => b.label)}
                shortNames={['<1d', '1–7d', '1–4w', '1–3m', '3–12m', '≥1y']}
                dates={false}
                series={[{ name: 'Cards', color: COLORS.new, values: figures.stability.map((b) => b.cards) }]}
              />
            )}
          </ChartCard>

          <ChartCard
            id="forecast"
            title="Due in the next 30 days"
            table={forecastTable(figures.forecast)}
            fileName={name('forecast')}
            summary={`${figures.forecast.overdue} overdue now; ${dueTotal} due in the next 30 days.`}
          >
            {dueTotal === 0 ? (
              <NoneYet>Nothing due in the next 30 days.</NoneYet>
            ) : (
              <BarChart
                id="forecast"
                label="Cards due per day over the next 30 days"
                categories={figures.forecast.days.map((d) => d.date)}
                series={[
                  { name: 'Cards due', color: COLORS.new, values: figures.forecast.days.map((d) => d.due) },
                ]}
              />
            )}
          </ChartCard>
        </>
      )}
    </div>
  );
}

/**
 * Progress: a learner's figures per text language — words by status, known words over time, new words and
 * a streak toward a daily goal, reviews, retention, card stability and the due forecast — each chart with
 * its table and CSV. Signed in, from the server; a guest's from this browser's status log.
 * @example { path: 'progress', lazy: () => import('./ProgressPage.tsx') } // a route of app/router.tsx
 */
export default function ProgressPage() {
  const { settings, update } = useSettings();
  const { user } = useUser();
  const vocabulary = useVocabulary();
  const [params, setParams] = useSearchParams();
  const language: TextLanguage =
    TEXT_LANGUAGES.find((l) => l === params.get('lang')) ?? settings.textLanguage;
  const rangeId: RangeId = RANGES.find((r) => r.id === params.get('range'))?.id ?? '30d';
  const { from, to } = rangeOf(rangeId, today());
  const guest = vocabulary.mode === 'guest';
  const signedIn = vocabulary.mode === 'account';
  const [refreshing, setRefreshing] = useState(false);

  const tick = useStatusLogTick(signedIn ? (user?.id ?? null) : null, vocabulary.revision);
  const server = useServerStats(signedIn, { language, from, to }, tick);
  const guestLog = guest ? vocabularyStore.guestLog() : null;
  const local = useMemo(
    () => (guest && guestLog ? guestFigures(vocabulary.items, guestLog, language, from, to) : null),
    [guest, guestLog, vocabulary.items, language, from, to],
  );

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  const render = (figures: Figures) =>
    hasData(figures) ? (
      <Charts
        figures={figures}
        language={language}
        guest={guest}
        goal={settings.dailyGoal}
        onGoal={(dailyGoal) => update({ dailyGoal })}
      />
    ) : (
      <EmptyState language={language} />
    );

  let body;
  if (local) body = render(local);
  else if (!signedIn || server.status === 'loading')
    body = (
      <p className="muted" role="status">
        Loading your progress…
      </p>
    );
  else if (server.status === 'failed')
    body = (
      <p className="progress-error" role="alert">
        {server.message}
      </p>
    );
  else body = render(server.figures);

  return (
    <section className="page progress" data-progress-source={guest ? 'browser' : 'account'}>
      <header className="progress-header">
        <h1>Progress</h1>
        <p className="muted">
          {guest
            ? 'Counted from the words saved in this browser.'
            : 'Counted from your account, on all your devices.'}
        </p>
      </header>
      <div className="progress-controls">
        <label>
          Language
          <select value={language} onChange={(event) => setParam('lang', event.target.value)}>
            {TEXT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Range
          <select value={rangeId} onChange={(event) => setParam('range', event.target.value)}>
            {RANGES.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        {signedIn && (
          <button
            type="button"
            disabled={refreshing}
            onClick={() => {
              setRefreshing(true);
              void vocabulary.refresh().finally(() => setRefreshing(false));
            }}
          >
            {refreshing ? 'Syncing…' : 'Sync now'}
          </button>
        )}
      </div>
      {body}
    </section>
  );
}
