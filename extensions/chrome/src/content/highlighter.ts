import type { WordStatus } from '@glossa/contract';
import type { ChunkAnalysis } from '../background/analyze.ts';
import { send, tabMessageSchema, type PageWords } from '../messages.ts';
import { SETTINGS_KEY, readSettings, type ExtensionSettings } from '../settings.ts';
import { SITES_KEY, parseSites, siteOf } from '../sites.ts';
import { placeUnits, splitChunks, type Chunk } from '@glossa/ui';
import { BATCH_MAX, batchChunks, lastAtOrBefore, spanIn } from './chunks.ts';
import { highlightCss } from './highlight-styles.ts';
import { PageMarks, statusKey, type ChunkAnswer, type Mark } from './marks.ts';
import { readableParagraphs, type Paragraph } from './page-text.ts';
import { WordPopup } from './popup.tsx';
import { yieldToMain } from './yield.ts';

/** Requests in flight at once: the answers of the visible part come first without flooding the server. */
const CONCURRENCY = 3;
/**
 * Words found off screen wait this long before they are added to the highlights (those on screen go at once),
 * and twice as long each time after, up to FLUSH_MAX_MS, unless the page is done first: every change to the
 * highlights makes Chrome drop and re-add the markers of every range of the page and paint again, which cost
 * more than anything else on the bench page (its paints went from 0.7-1 s to 0.1-0.15 s of the main thread
 * with only the visible words and the last answer flushed, in a trace under load).
 */
const FLUSH_MS = 1000;
const FLUSH_MAX_MS = 4000;
/** Quiet time after the page adds content (infinite scroll, a single-page app) before it is coloured. */
const MUTATION_DELAY_MS = 800;

/**
 * Instant analysis on the page itself: the readable text is analysed in chunks of at most 1000 characters
 * through the service worker (the visible part first, then several chunks per request, a few requests at a
 * time, the page's main thread only used in short slices), and words are coloured with the CSS Custom
 * Highlight API over the page's own text nodes. A click on a coloured word opens the word popup; a status set
 * there recolours every occurrence at once and is synced by the service worker.
 */
export class PageHighlighter {
  private readonly marks: PageMarks;
  private readonly popup: WordPopup;
  private readonly sheet = new CSSStyleSheet();
  private scanned = new WeakSet<Text>();
  private readonly observer = new MutationObserver((records) => this.onMutations(records));
  private settings: ExtensionSettings;
  private stopped = false;
  private scanning: Promise<void> | null = null;
  /** Whether the page was read through once (until then its words are still coming). */
  private scannedOnce = false;
  private rescanTimer: ReturnType<typeof setTimeout> | undefined;
  private waiting: Omit<Mark, 'kind'>[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private flushDelay = FLUSH_MS;
  /** The dictionary words being fetched, per chunk answer. */
  private readonly loadingWords = new Map<ChunkAnswer, Promise<void>>();
  /** Counts the popups asked for: only the last one asked opens. */
  private opening = 0;

  private constructor(settings: ExtensionSettings) {
    this.settings = settings;
    this.marks = new PageMarks(settings);
    this.popup = new WordPopup({
      statusOf: (mark) => this.marks.statusOf(mark),
      setStatus: (mark, written, status) => this.setStatus(mark, written, status),
      loadExamples: (senseId, lang) =>
        send('examples', { senseId, lang: lang as ExtensionSettings['dictionaryLanguage'] }),
      close: () => this.closePopup(),
    });
  }

  /**
   * Starts colouring the page (the settings, the learner's statuses, then the text).
   * @example const highlighter = await PageHighlighter.start();
   */
  static async start(): Promise<PageHighlighter> {
    const highlighter = new PageHighlighter(await readSettings());
    highlighter.listen();
    await highlighter.loadStatuses();
    void highlighter.scan();
    return highlighter;
  }

  /** Colours what is not coloured yet (a second injection, or content the page added). */
  scan(): Promise<void> {
    this.scanning ??= this.scanOnce().finally(() => {
      this.scanning = null;
      this.scannedOnce = true;
    });
    return this.scanning;
  }

  /** Removes every colour, the popup and the listeners: the page is as it was. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.rescanTimer);
    clearTimeout(this.flushTimer);
    this.waiting = [];
    this.observer.disconnect();
    this.closePopup();
    this.marks.clear();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== this.sheet);
    window.removeEventListener('click', this.onClick, true);
    window.removeEventListener('keydown', this.onKey, true);
    chrome.runtime.onMessage.removeListener(this.onMessage);
    chrome.storage.onChanged.removeListener(this.onStorage);
  }

  get stoppedForGood(): boolean {
    return this.stopped;
  }

  private listen(): void {
    this.sheet.replaceSync(highlightCss(this.settings.annotationStyle, this.marks.names));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.sheet];
    window.addEventListener('click', this.onClick, true);
    window.addEventListener('keydown', this.onKey, true);
    chrome.runtime.onMessage.addListener(this.onMessage);
    chrome.storage.onChanged.addListener(this.onStorage);
    this.observer.observe(document.body, { childList: true, subtree: true });
  }

  private async scanOnce(): Promise<void> {
    const started = performance.now();
    this.flushDelay = FLUSH_MS;
    const all = await readableParagraphs(document.body, (element) => this.popup.owns(element));
    // Only paragraphs with text not sent before; their words already marked are not marked twice.
    const paragraphs = all.filter((paragraph) => paragraph.nodes.some((node) => !this.scanned.has(node)));
    const fresh = new Set<Text>();
    for (const paragraph of paragraphs)
      for (const node of paragraph.nodes)
        if (!this.scanned.has(node)) {
          fresh.add(node);
          this.scanned.add(node);
        }
    const starts: number[] = [];
    const lengths: number[] = [];
    let offset = 0;
    for (const paragraph of paragraphs) {
      starts.push(offset);
      lengths.push(paragraph.text.length);
      offset += paragraph.text.length + 2;
    }
    const { chunks, onScreen } = visibleFirst(
      splitChunks(paragraphs.map((paragraph) => paragraph.text)),
      paragraphs,
      starts,
    );
    const batches = batchChunks(chunks, BATCH_MAX);
    let next = 0;
    const worker = async () => {
      while (!this.stopped && next < batches.length) {
        const batch = batches[next++];
        if (!batch) continue;
        try {
          const answers = await send('analyzeChunks', { texts: batch.map((chunk) => chunk.text) });
          for (const [i, chunk] of batch.entries()) {
            const answer = answers[i];
            if (this.stopped) return;
            if (answer) this.apply(chunk, answer, paragraphs, starts, lengths, fresh, onScreen.has(chunk));
            // The page's main thread in short slices: one chunk's words at a time.
            await yieldToMain();
          }
        } catch (error) {
          // Analysis failures are logged, the rest of the page is still coloured.
          console.warn('Glossa: a part of the page could not be analysed:', error);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (this.stopped) return;
    this.flush();
    performance.mark('glossa:page-coloured', {
      detail: { words: this.marks.size, chunks: chunks.length, ms: performance.now() - started },
    });
  }

  private apply(
    chunk: Chunk,
    answer: ChunkAnalysis,
    paragraphs: readonly Paragraph[],
    starts: readonly number[],
    lengths: readonly number[],
    fresh: ReadonlySet<Text>,
    onScreen: boolean,
  ): void {
    const shared: ChunkAnswer = {
      text: chunk.text,
      textLanguage: answer.textLanguage,
      dictLanguage: answer.dictLanguage,
      units: answer.units,
      vocab: answer.vocab ?? null,
      phrases: answer.phrases,
    };
    const found: Omit<Mark, 'kind'>[] = [];
    for (const placed of placeUnits(chunk, answer.units)) {
      const span = spanIn(starts, lengths, placed.start, placed.end);
      const paragraph = span && paragraphs[span.paragraph];
      if (!span || !paragraph) continue;
      const at = lastAtOrBefore(paragraph.starts, span.start);
      const node = paragraph.nodes[at];
      const nodeStart = paragraph.starts[at] ?? 0;
      // A word over two text nodes (<b>Hel</b>lo) is left uncoloured; so is a node changed since it was read.
      if (!node || !fresh.has(node)) continue;
      const start = span.start - nodeStart;
      const end = span.end - nodeStart;
      if (end > node.data.length || node.data.slice(start, end) !== placed.unit.surface) continue;
      const range = new StaticRange({
        startContainer: node,
        startOffset: start,
        endContainer: node,
        endOffset: end,
      });
      found.push({ node, start, end, range, unit: placed.unit, index: placed.index, answer: shared });
    }
    this.waiting.push(...found);
    // The visible part (and the first answer) shows at once, the rest together.
    if (onScreen || this.marks.size === 0) this.flush();
    else
      this.flushTimer ??= setTimeout(() => {
        this.flushDelay = Math.min(this.flushDelay * 2, FLUSH_MAX_MS);
        this.flush();
      }, this.flushDelay);
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.stopped || this.waiting.length === 0) return;
    const first = this.marks.size === 0;
    this.marks.add(this.waiting);
    this.waiting = [];
    // For the benchmark (and anyone profiling): when the first words, usually the visible ones, showed.
    if (first) performance.mark('glossa:first-coloured');
  }

  private async loadStatuses(): Promise<void> {
    const { items } = await send('vocabulary');
    this.marks.setStatuses(new Map(items.map((item) => [statusKey(item.lang, item.written), item.status])));
    const shown = this.popup.mark;
    if (shown) this.popup.show(shown);
  }

  private setStatus(mark: Mark, written: string, status: WordStatus): void {
    const lang = mark.answer.textLanguage;
    this.marks.setStatus(lang, written, status);
    this.popup.show(mark);
    void send('setStatus', { written, lang, status }).catch((error: unknown) =>
      console.warn('Glossa: the status could not be saved:', error),
    );
  }

  private closePopup(): void {
    this.opening += 1;
    this.popup.hide();
    this.marks.select(null);
  }

  private readonly onClick = (event: MouseEvent): void => {
    // Only the learner's own clicks: a page's script can dispatch clicks too (isTrusted is false for those).
    if (!event.isTrusted) return;
    if (event.composedPath().some((target) => this.popup.owns(target))) return;
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    // Links and controls keep their own click; a selection being made is not a click on a word.
    const interactive = target?.closest('a[href], button, input, select, textarea, label, summary');
    const selecting = !(window.getSelection()?.isCollapsed ?? true);
    const mark = interactive || selecting ? null : this.marks.markAt(event.clientX, event.clientY);
    if (!mark) {
      // Also a popup still waiting for its words.
      if (this.popup.open || this.marks.selected) this.closePopup();
      return;
    }
    this.marks.select(mark);
    void this.open(mark);
  };

  /** Shows the popup of a mark once its chunk's dictionary words are in (fetched on the first click). */
  private async open(mark: Mark): Promise<void> {
    const opening = ++this.opening;
    try {
      await this.wordsOf(mark.answer);
    } catch (error) {
      // Logged; the word stays selected and a later click asks again.
      console.warn('Glossa: the words of this part of the page could not be loaded:', error);
      return;
    }
    // Another click (or Escape) since then wins.
    if (opening !== this.opening || this.stopped || this.marks.selected !== mark) return;
    this.popup.show(mark);
  }

  /** Fills a chunk answer's dictionary words: the chunk analysed again with its words, asked once per chunk. */
  private wordsOf(answer: ChunkAnswer): Promise<void> {
    if (answer.vocab) return Promise.resolve();
    let loading = this.loadingWords.get(answer);
    if (!loading) {
      loading = send('analyzeChunk', { text: answer.text, words: true })
        .then((full) => {
          answer.vocab = full.vocab ?? [];
          answer.grammar = full.grammar ?? [];
        })
        .finally(() => this.loadingWords.delete(answer));
      this.loadingWords.set(answer, loading);
    }
    return loading;
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    if (!event.isTrusted) return;
    if (event.key === 'Escape' && (this.popup.open || this.marks.selected)) this.closePopup();
  };

  private readonly onMessage = (
    message: unknown,
    _sender: chrome.runtime.MessageSender,
    reply: (answer: PageWords) => void,
  ): undefined => {
    const parsed = tabMessageSchema.safeParse(message);
    if (parsed.success && parsed.data.type === 'vocabularyChanged') {
      void this.loadStatuses().catch((error: unknown) => console.warn('Glossa:', error));
    }
    if (parsed.success && parsed.data.type === 'pageWords') {
      // Answered at once (no `return true`): the words are all here.
      reply({
        scanning: !this.scannedOnce || this.scanning !== null || this.waiting.length > 0,
        languages: this.marks.words(),
      });
    }
    return undefined;
  };

  private readonly onStorage = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area !== 'local') return;
    const sites = changes[SITES_KEY];
    const site = siteOf(location.href);
    if (sites && site) {
      const was = parseSites(sites.oldValue).includes(site);
      if (was && !parseSites(sites.newValue).includes(site)) {
        this.stop();
        return;
      }
    }
    if (SETTINGS_KEY in changes) void this.applySettings();
  };

  private async applySettings(): Promise<void> {
    const settings = await readSettings();
    const languagesChanged =
      settings.textLanguage !== this.settings.textLanguage ||
      settings.dictionaryLanguage !== this.settings.dictionaryLanguage;
    this.settings = settings;
    this.sheet.replaceSync(highlightCss(settings.annotationStyle, this.marks.names));
    this.marks.setOptions(settings);
    if (languagesChanged) {
      // Words are read again in the new languages.
      this.closePopup();
      this.waiting = [];
      this.marks.clear({ keepRegistered: true });
      this.scanned = new WeakSet();
      void this.scan();
    }
  }

  private onMutations(records: readonly MutationRecord[]): void {
    const added = records.some((record) =>
      [...record.addedNodes].some((node) => !this.popup.owns(node) && /\S/.test(node.textContent ?? '')),
    );
    if (!added) return;
    clearTimeout(this.rescanTimer);
    this.rescanTimer = setTimeout(() => void this.scan(), MUTATION_DELAY_MS);
  }
}

/**
 * The chunks in the order they are sent: those on screen first (in reading order), then the rest by how far
 * they are from the screen; and which are on screen.
 */
function visibleFirst(
  chunks: Chunk[],
  paragraphs: readonly Paragraph[],
  starts: readonly number[],
): { chunks: Chunk[]; onScreen: ReadonlySet<Chunk> } {
  const range = document.createRange();
  const height = window.innerHeight;
  const distance = (chunk: Chunk): number => {
    const node = paragraphs[lastAtOrBefore(starts, chunk.start)]?.nodes[0];
    if (!node) return Infinity;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.bottom >= 0 && box.top <= height) return 0;
    return box.top > height ? box.top - height : -box.bottom;
  };
  const sorted = chunks
    .map((chunk, order) => ({ chunk, order, distance: distance(chunk) }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order);
  return {
    chunks: sorted.map((entry) => entry.chunk),
    onScreen: new Set(sorted.filter((entry) => entry.distance === 0).map((entry) => entry.chunk)),
  };
}
