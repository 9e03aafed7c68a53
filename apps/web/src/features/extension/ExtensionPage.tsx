import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANKI,
  ANKI_ADDON_CODE,
  ANKI_SHARED_PAGE,
  CHROME,
  CHROME_STORE_URL,
  type Feature,
  type GuideStep,
} from './extension-content.ts';
import { extensionTypeFrom, EXTENSION_TYPES, type ExtensionType } from './extension-type.ts';
import { AnkiStep, ChromeStep, FlashcardPreview } from './ExtensionIllustrations.tsx';
import { ensureKoreanFont, loadKoreanFontRules } from '../../lib/fonts.ts';
import './extension.css';

/** The Korean the drawings show, so that its font files are asked for up front. */
const KOREAN_IN_DRAWINGS =
  '오늘 학교에서 새로운 친구를 만났어요 만나다 만나 았 어요 학교 학교에 가요 어때요 재미있어요';

const LABELS: Record<ExtensionType, string> = { anki: 'Anki', chrome: 'Chrome', firefox: 'Firefox' };

/** Extension info: tabs Anki, Chrome, Firefox kept in `?type=` (missing or unknown is anki). */
export default function ExtensionPage() {
  const [params, setParams] = useSearchParams();
  const type = extensionTypeFrom(params.get('type'));
  const drawings = useKoreanFontRules();
  return (
    <section className="page extension-page">
      <h1>Extensions</h1>
      <div className="tabs" role="tablist" aria-label="Extensions">
        {EXTENSION_TYPES.map((key) => (
          <button
            key={key}
            id={`extension-tab-${key}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={key === type}
            aria-controls="extension-panel"
            onClick={() => setParams({ type: key })}
          >
            {LABELS[key]}
          </button>
        ))}
      </div>
      <div id="extension-panel" role="tabpanel" aria-labelledby={`extension-tab-${type}`}>
        {type === 'anki' && <AnkiTab drawings={drawings} />}
        {type === 'chrome' && <ChromeTab drawings={drawings} />}
        {type === 'firefox' && (
          <div className="card extension-soon">
            <h2>Glossa for Firefox</h2>
            <span className="badge soon">Coming Soon</span>
          </div>
        )}
      </div>
    </section>
  );
}

function AnkiTab({ drawings }: { drawings: boolean }) {
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  return (
    <div className="extension-tab">
      <div className="extension-intro">
        <div className="extension-intro-text">
          <h2>Glossa for Anki</h2>
          <p className="lead">{ANKI.description}</p>
          <a className="button primary" href={ANKI_SHARED_PAGE} target="_blank" rel="noopener noreferrer">
            Get the add-on on AnkiWeb
          </a>
        </div>
        <figure className="extension-preview">
          <div className="segmented" role="group" aria-label="Flashcard screenshot">
            {(['desktop', 'mobile'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={device === option}
                onClick={() => setDevice(option)}
              >
                {option === 'desktop' ? 'Desktop' : 'Mobile'}
              </button>
            ))}
          </div>
          {drawings && <FlashcardPreview device={device} />}
          <figcaption className="muted small">
            A Glossa card in Anki on {device === 'desktop' ? 'a computer' : 'a phone'}.
          </figcaption>
        </figure>
      </div>
      <Features items={ANKI.features} />
      <div className="extension-columns">
        <Section title="Installation">
          <ol className="extension-steps">
            {ANKI.install.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="extension-code">
            Add-on code <code>{ANKI_ADDON_CODE}</code>
          </p>
        </Section>
        <Section title="Usage">
          <p>{ANKI.usage}</p>
          <p>
            <a href={ANKI_SHARED_PAGE} target="_blank" rel="noopener noreferrer">
              The add-on’s page on AnkiWeb
            </a>
          </p>
        </Section>
      </div>
      <Guide
        title="Getting started in Anki"
        steps={ANKI.guide}
        picture={(n) => drawings && <AnkiStep step={n} />}
      />
    </div>
  );
}

function ChromeTab({ drawings }: { drawings: boolean }) {
  return (
    <div className="extension-tab">
      <div className="extension-intro">
        <div className="extension-intro-text">
          <h2>Glossa for Chrome</h2>
          <p className="lead">{CHROME.description}</p>
          <a className="button primary" href={CHROME_STORE_URL} target="_blank" rel="noopener noreferrer">
            Get it on the Chrome Web Store
          </a>
        </div>
        <figure className="extension-preview">{drawings && <ChromeStep step={3} />}</figure>
      </div>
      <Features items={CHROME.features} />
      <Section title="Installation">
        <ol className="extension-steps">
          {CHROME.install.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Guide
        title="Getting started in Chrome"
        steps={CHROME.guide}
        picture={(n) => drawings && <ChromeStep step={n} />}
      />
    </div>
  );
}

/**
 * True once the Korean web font's rules are in (at most 2 s): the drawings show Korean, and Chromium on a
 * machine without a Korean font keeps the boxes of text drawn before the rules arrived.
 */
function useKoreanFontRules(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    const timer = setTimeout(done, 2000);
    void Promise.resolve(loadKoreanFontRules())
      .catch((error: unknown) => console.warn('Korean font could not be loaded:', error))
      .finally(() => {
        clearTimeout(timer);
        ensureKoreanFont(KOREAN_IN_DRAWINGS, 'ko');
        done();
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card extension-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Features({ items }: { items: readonly Feature[] }) {
  return (
    <section className="extension-features" aria-label="Features">
      <h3>Features</h3>
      <ul>
        {items.map((feature) => (
          <li key={feature.title} className="card">
            <strong>{feature.title}</strong>
            <span className="muted">{feature.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Guide({
  title,
  steps,
  picture,
}: {
  title: string;
  steps: readonly GuideStep[];
  picture: (step: 1 | 2 | 3 | 4) => ReactNode;
}) {
  return (
    <section className="extension-guide">
      <h3>{title}</h3>
      <ol>
        {steps.map((step, index) => (
          <li key={step.title} className="card">
            {picture((index + 1) as 1 | 2 | 3 | 4)}
            <div>
              <span className="extension-step-number">Step {index + 1}</span>
              <strong>{step.title}</strong>
              <p className="muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
