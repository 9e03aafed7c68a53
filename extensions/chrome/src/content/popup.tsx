import { grammarSpans, type Example, type WordStatus } from '@glossa/contract';
import {
  FloatingPopup,
  GlossaUiProvider,
  WordDetail,
  phraseAt,
  wordsForUnit,
  type GlossaUi,
} from '@glossa/ui';
import grammarCss from '@glossa/ui/grammar.css?inline';
import wordDetailCss from '@glossa/ui/word-detail.css?inline';
import { useCallback, useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import themeCss from '../pages/theme.css?inline';
import { send } from '../messages.ts';
import type { Mark } from './marks.ts';
import popupCss from './popup.css?inline';
import { registerHangulFont } from '../fonts/hangul-font.ts';
import { hostTokens, remToVariable } from './popup-styles.ts';

/** What the popup needs from the highlighter. */
export interface PopupActions {
  statusOf(mark: Mark): WordStatus;
  setStatus(mark: Mark, written: string, status: WordStatus): void;
  loadExamples(senseId: number, lang: string): Promise<Example[]>;
  close(): void;
}

// No pronunciation object: audio uses the browser's voices, as in the side panel. The "+" asks the service
// worker to open the side panel's card creator (decks are the account's; the page never reaches them).
// A construction's examples come through the service worker too (the page cannot reach the server).
const UI: GlossaUi = {
  addToDeck: ({ written, textLanguage, dictLanguage }) =>
    void send('openCardCreator', { written, textLanguage, dictLanguage }).catch((error: unknown) =>
      console.warn(error),
    ),
  loadGrammarEntry: (textLanguage, id, dictLanguage) =>
    send('grammarEntry', { textLanguage, id, dictLanguage }),
};

/** Events a page's script could dispatch to act in the popup (clicks, keys, form changes). */
const UNTRUSTED_BLOCKED = [
  'click',
  'auxclick',
  'dblclick',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'keydown',
  'keyup',
  'keypress',
  'input',
  'change',
  'submit',
] as const;

/** Stops an event the browser did not make from the learner's own input, before React sees it. */
function stopUntrusted(event: Event): void {
  if (!event.isTrusted) {
    event.stopImmediatePropagation();
    event.preventDefault();
  }
}

/**
 * The small word popup on the page: the shared word detail and status bar in a closed shadow root (the page's
 * CSS cannot break it, its CSS cannot leak into the page, and the page's scripts cannot reach into it: the
 * host's `shadowRoot` is null for them, events from inside reach them retargeted to the host), on a host
 * element added to the page only while shown. Only trusted events act inside: a page may still dispatch
 * events on the host or, through a reference it should never get, inside.
 */
export class WordPopup {
  private host: HTMLElement | null = null;
  private root: Root | null = null;
  private readonly dark = window.matchMedia('(prefers-color-scheme: dark)');
  private shown: Mark | null = null;
  private serial = 0;

  constructor(private readonly actions: PopupActions) {}

  /** Whether an element is the popup's host (the page walk and clicks leave it alone). */
  owns(element: EventTarget | null): boolean {
    return element !== null && element === this.host;
  }

  /** Shows (or refreshes) the popup for a mark. */
  show(mark: Mark): void {
    if (!this.host || !this.root) {
      const host = document.createElement('glossa-word-popup');
      // Inline and important: the page's rules for its elements would otherwise win over `:host`.
      for (const [name, value] of [
        ['all', 'initial'],
        ['position', 'fixed'],
        ['inset', '0 auto auto 0'],
        ['z-index', '2147483647'],
        ['display', 'block'],
      ] as const)
        host.style.setProperty(name, value, 'important');
      // Korean headwords on machines without a Korean font: the extension's files, registered in the page's
      // fonts (a shadow root's @font-face rules are not used) under a family name the page does not use.
      registerHangulFont(document, 'Glossa Noto Sans KR', (file) => chrome.runtime.getURL(file));
      const shadow = host.attachShadow({ mode: 'closed' });
      for (const type of UNTRUSTED_BLOCKED) shadow.addEventListener(type, stopUntrusted, { capture: true });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        [hostTokens(themeCss), wordDetailCss, grammarCss, popupCss]
          .map((css) => remToVariable(css))
          .join('\n'),
      );
      shadow.adoptedStyleSheets = [sheet];
      const mount = document.createElement('div');
      shadow.append(mount);
      document.documentElement.append(host);
      this.host = host;
      this.root = createRoot(mount);
    }
    this.host.classList.toggle('dark', this.dark.matches);
    if (mark !== this.shown) this.serial += 1;
    this.shown = mark;
    this.root.render(
      <GlossaUiProvider value={UI}>
        <PopupCard key={this.serial} mark={mark} actions={this.actions} />
      </GlossaUiProvider>,
    );
  }

  /** Removes the popup and its host from the page. */
  hide(): void {
    this.root?.unmount();
    this.host?.remove();
    this.root = null;
    this.host = null;
    this.shown = null;
  }

  /** The mark shown, if any. */
  get mark(): Mark | null {
    return this.shown;
  }

  get open(): boolean {
    return this.host !== null;
  }
}

function PopupCard({ mark, actions }: { mark: Mark; actions: PopupActions }) {
  const { unit, answer } = mark;
  // The highlighter shows the popup once the chunk's words are in (null only before that).
  const vocab = answer.vocab ?? [];
  const words = useMemo(() => wordsForUnit(vocab, unit), [vocab, unit]);
  const phrase = phraseAt(
    answer.phrases,
    vocab,
    mark.index,
    (vocabulary) => actions.statusOf({ ...mark, unit: { ...unit, vocabulary } }),
    (vocabulary, status) => actions.setStatus(mark, vocabulary, status),
  );

  const anchor = useCallback(() => {
    const range = document.createRange();
    range.setStart(mark.node, mark.start);
    range.setEnd(mark.node, mark.end);
    const word = range.getClientRects()[0] ?? range.getBoundingClientRect();
    return { left: word.left, top: word.top, width: word.width, height: word.height };
  }, [mark]);

  return (
    <FloatingPopup anchor={anchor} onClose={actions.close} className="popup" closeClassName="popup-close">
      <WordDetail
        unit={unit}
        words={words}
        textLanguage={answer.textLanguage}
        dictLanguage={answer.dictLanguage}
        status={actions.statusOf(mark)}
        onStatusChange={(status) => unit.vocabulary && actions.setStatus(mark, unit.vocabulary, status)}
        loadExamples={(senseId) => actions.loadExamples(senseId, answer.dictLanguage)}
        phrase={phrase}
        grammar={grammarSpans(answer.grammar)}
        unitIndex={mark.index}
      />
    </FloatingPopup>
  );
}
