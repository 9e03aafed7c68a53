import type { ReactNode } from 'react';

/**
 * Drawings of the companions made with HTML and CSS (ours, themed with the app), standing in for
 * screenshots of the add-on and the extension until those exist. Decorative: the guide's text says it all.
 */

function MockWindow({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mock-window${wide ? ' is-wide' : ''}`} aria-hidden="true">
      <div className="mock-titlebar">
        <span className="mock-dots">
          <i />
          <i />
          <i />
        </span>
        <span className="mock-title">{title}</span>
      </div>
      <div className="mock-body">{children}</div>
    </div>
  );
}

function MockButton({
  children,
  tone,
  pointed,
}: {
  children: ReactNode;
  tone?: 'primary';
  pointed?: boolean;
}) {
  return (
    <span className={`mock-button${tone ? ` is-${tone}` : ''}${pointed ? ' is-pointed' : ''}`}>
      {children}
    </span>
  );
}

function AddonTabs({ active }: { active: 'Home' | 'Decks' }) {
  return (
    <span className="mock-tabs">
      {(['Home', 'Decks'] as const).map((tab) => (
        <span key={tab} className={tab === active ? 'is-active' : undefined}>
          {tab}
        </span>
      ))}
    </span>
  );
}

/**
 * The four steps of the Anki add-on's guide.
 * @example <AnkiStep step={3} />
 */
export function AnkiStep({ step }: { step: 1 | 2 | 3 | 4 }) {
  if (step === 1) {
    return (
      <MockWindow title="Glossa — Anki">
        <AddonTabs active="Home" />
        <span className="mock-logo">Glossa</span>
        <span className="mock-muted">You are not signed in.</span>
        <MockButton pointed>Sign in with Google</MockButton>
        <MockButton>Sign in with Apple</MockButton>
        <MockButton>Sign in with e-mail</MockButton>
      </MockWindow>
    );
  }
  if (step === 2) {
    return (
      <MockWindow title="Sign in to Your Account">
        <span className="mock-status">Sync your decks with Anki.</span>
        <span className="mock-field">Email</span>
        <span className="mock-field">Password</span>
        <MockButton tone="primary">Sign In</MockButton>
        <MockButton pointed>Sign in with Google</MockButton>
        <MockButton>Sign in with Apple</MockButton>
      </MockWindow>
    );
  }
  if (step === 3) {
    return (
      <MockWindow title="Glossa — Anki">
        <AddonTabs active="Home" />
        <strong>Welcome, Mina</strong>
        <span className="mock-muted">mina@example.com</span>
        <MockButton>Logout</MockButton>
        <span className="mock-heading">Synced decks</span>
        <span className="mock-row">
          Korean basics <em>42 cards</em>
        </span>
        <span className="mock-row">
          Travel phrases <em>18 cards</em>
        </span>
      </MockWindow>
    );
  }
  return (
    <MockWindow title="Glossa — Anki">
      <span className="mock-toolbar">
        <AddonTabs active="Decks" />
        <MockButton tone="primary" pointed>
          +
        </MockButton>
      </span>
      <span className="mock-row">
        Korean basics
        <span className="mock-actions">
          <span className="mock-icon" title="Refresh">
            ↻
          </span>
          <MockButton>Unlink</MockButton>
        </span>
      </span>
      <span className="mock-row">
        Travel phrases
        <span className="mock-actions">
          <span className="mock-icon is-pointed">↻</span>
          <MockButton>Unlink</MockButton>
        </span>
      </span>
      <span className="mock-muted">New cards arrive when you refresh.</span>
    </MockWindow>
  );
}

const PAGE_WORDS: { text: string; tone?: 'known' | 'seen' | 'unknown' }[] = [
  { text: '오늘', tone: 'known' },
  { text: '학교에서', tone: 'known' },
  { text: '새로운', tone: 'seen' },
  { text: '친구를', tone: 'known' },
  { text: '만났어요.', tone: 'unknown' },
];

function PageText({ selected, coloured }: { selected?: boolean; coloured?: boolean }) {
  return (
    <span className="mock-page">
      <span className="mock-line is-short" />
      <span className={`mock-sentence${selected ? ' is-selected' : ''}`}>
        {PAGE_WORDS.map((word) => (
          <span key={word.text} className={coloured && word.tone ? `mock-word is-${word.tone}` : 'mock-word'}>
            {word.text}
          </span>
        ))}
      </span>
      <span className="mock-line" />
      <span className="mock-line is-medium" />
    </span>
  );
}

/**
 * The four steps of the Chrome extension's guide.
 * @example <ChromeStep step={2} />
 */
export function ChromeStep({ step }: { step: 1 | 2 | 3 | 4 }) {
  if (step === 1) {
    return (
      <MockWindow title="news.example — Chrome" wide>
        <PageText selected />
      </MockWindow>
    );
  }
  if (step === 2) {
    return (
      <MockWindow title="news.example — Chrome" wide>
        <span className="mock-stage">
          <PageText selected />
          <span className="mock-menu">
            <span>Copy</span>
            <span>Search Google for “오늘 학교에서…”</span>
            <span className="is-pointed">Analyze with Glossa</span>
          </span>
        </span>
      </MockWindow>
    );
  }
  return (
    <MockWindow title="news.example — Chrome" wide>
      <span className="mock-split">
        <PageText selected coloured />
        <span className="mock-panel">
          <span className="mock-heading">Glossa</span>
          {step === 3 ? (
            <>
              <span className="mock-sentence">
                {PAGE_WORDS.map((word) => (
                  <span
                    key={word.text}
                    className={`mock-word is-${word.tone ?? 'known'}${word.text === '만났어요.' ? ' is-pointed' : ''}`}
                  >
                    {word.text}
                  </span>
                ))}
              </span>
              <strong>만나다</strong>
              <span className="mock-muted">to meet · 만나 + 았 + 어요</span>
            </>
          ) : (
            <>
              <strong>만나다</strong>
              <span className="mock-muted">to meet</span>
              <span className="mock-statuses">
                <span>Ignore</span>
                <span>Seen</span>
                <span className="is-active">Learned</span>
              </span>
              <MockButton tone="primary" pointed>
                + Add to deck
              </MockButton>
              <span className="mock-muted">Synced ✓</span>
            </>
          )}
        </span>
      </span>
    </MockWindow>
  );
}

/**
 * A Glossa card as Anki shows it, on a computer or a phone.
 * @example <FlashcardPreview device="mobile" />
 */
export function FlashcardPreview({ device }: { device: 'desktop' | 'mobile' }) {
  const card = (
    <span className="mock-card">
      <span className="mock-card-front">학교</span>
      <span className="mock-card-rule" />
      <span className="mock-card-sense">
        <strong>school</strong> — a place where students are taught
      </span>
      <span className="mock-card-group">Sentences</span>
      <span className="mock-card-example">학교에 가요. — I go to school.</span>
      <span className="mock-card-group">Conversations</span>
      <span className="mock-card-example">A: 학교 어때요? B: 재미있어요.</span>
      <span className="mock-card-buttons">
        <span>Again</span>
        <span>Hard</span>
        <span>Good</span>
        <span>Easy</span>
      </span>
    </span>
  );
  if (device === 'mobile') {
    return (
      <div className="mock-phone" aria-hidden="true">
        <span className="mock-notch" />
        {card}
      </div>
    );
  }
  return (
    <MockWindow title="Anki — Korean basics" wide>
      {card}
    </MockWindow>
  );
}
