import { useSearchParams } from 'react-router';
import { extensionTypeFrom, type ExtensionType } from './extension-type.ts';

const LABELS: Record<ExtensionType, string> = { anki: 'Anki', chrome: 'Chrome', firefox: 'Firefox' };

/** Extension info: tabs Anki, Chrome, Firefox kept in ?type= (the detailed guides come with the extensions). */
export default function ExtensionPage() {
  const [params, setParams] = useSearchParams();
  const type = extensionTypeFrom(params.get('type'));
  return (
    <section className="page">
      <h1>Extensions</h1>
      <div className="tabs" role="tablist" aria-label="Extensions">
        {(Object.keys(LABELS) as ExtensionType[]).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="tab"
            aria-selected={key === type}
            onClick={() => setParams({ type: key })}
          >
            {LABELS[key]}
          </button>
        ))}
      </div>
      <div className="card" role="tabpanel" aria-label={LABELS[type]}>
        {type === 'anki' && (
          <p>
            The Glossa add-on for Anki syncs your decks to Anki after you sign in with Google or Apple, works
            offline, and lets you choose which decks to import. Install it from Anki&apos;s Tools &gt; Add-ons
            menu with the add-on code.
          </p>
        )}
        {type === 'chrome' && (
          <p>
            Select text on any page, right-click and launch Glossa: sense translations, definitions, examples
            and the grammar breakdown, words added to your vocabulary and flashcards, all synced.
          </p>
        )}
        {type === 'firefox' && <span className="badge">Coming Soon</span>}
      </div>
    </section>
  );
}
