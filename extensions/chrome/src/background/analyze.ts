import { api, type TextLanguage } from '@glossa/contract';
import { ANALYSIS_KEY, type Analysis, type AnalysisState } from '../analysis-state.ts';
import { readSettings, textLanguageOf } from '../settings.ts';
import { apiClient } from './api.ts';

/** The context menu entry (select text, right-click, "Analyze with Glossa"). */
export const MENU_ID = 'glossa-analyze';

async function show(state: AnalysisState): Promise<void> {
  await chrome.storage.session.set({ [ANALYSIS_KEY]: state });
}

/**
 * Analyses a text on the configured server and puts the result (or the failure) where the side panel reads
 * it. Analysis failures are only logged besides the panel's quiet notice.
 * @example await analyzeText('The quick brown fox');
 */
export async function analyzeText(raw: string): Promise<AnalysisState> {
  const text = raw.trim();
  const settings = await readSettings();
  const textLanguage = textLanguageOf(text, settings.textLanguage);
  const dictLanguage = settings.dictionaryLanguage;
  await show({ state: 'running', text, startedAt: Date.now() });
  let result: AnalysisState;
  try {
    const client = await apiClient();
    const answer = await client.call(api.analyze.text, {
      body: { text, text_lang: textLanguage, dico_lang: dictLanguage },
      timeoutMs: 30_000,
    });
    result = { state: 'done', text, textLanguage, dictLanguage, ...answer };
  } catch (error) {
    console.warn('Analysis failed:', error);
    result = { state: 'failed', text, error: error instanceof Error ? error.message : String(error) };
  }
  await show(result);
  return result;
}

/** A page chunk's analysis: the server's answer and the languages it was read in; `vocab` only when asked. */
export type ChunkAnalysis = Omit<Analysis, 'vocab'> & { vocab?: Analysis['vocab'] };

/**
 * Analyses one chunk of a page (at most 1000 characters, the server's limit) without touching what the side
 * panel shows: its units only, as `analyzeChunks`; with `words`, the full analysis (`POST /api/analyze`, the
 * side panel's call) for the popup of a word the learner opened. Failures reach the content script.
 * @example const { vocab } = await analyzeChunk('The quick brown fox', true);
 */
export async function analyzeChunk(text: string, words = false): Promise<ChunkAnalysis> {
  if (!words) {
    const [answer] = await analyzeChunks([text]);
    if (!answer) throw new Error('The server did not analyse the text.');
    return answer;
  }
  const settings = await readSettings();
  const textLanguage = textLanguageOf(text, settings.textLanguage);
  const dictLanguage = settings.dictionaryLanguage;
  const client = await apiClient();
  const answer = await client.call(api.analyze.text, {
    body: { text, text_lang: textLanguage, dico_lang: dictLanguage },
    timeoutMs: 30_000,
  });
  return { text, textLanguage, dictLanguage, ...answer };
}

/**
 * Analyses chunks of a page for their colours (each at most 1000 characters): their units only, one
 * `POST /api/analyze/units` per text language among them. The dictionary words were most of a full answer's
 * bytes, and every request and every byte costs here and again in the page. Answers in the order of `texts`.
 * @example const [first] = await analyzeChunks(['The quick brown fox', 'jumps over']);
 */
export async function analyzeChunks(texts: readonly string[]): Promise<ChunkAnalysis[]> {
  const settings = await readSettings();
  const dictLanguage = settings.dictionaryLanguage;
  const byLanguage = new Map<TextLanguage, number[]>();
  texts.forEach((text, at) => {
    const language = textLanguageOf(text, settings.textLanguage);
    const indices = byLanguage.get(language);
    if (indices) indices.push(at);
    else byLanguage.set(language, [at]);
  });
  const client = await apiClient();
  const answers = new Array<ChunkAnalysis | undefined>(texts.length);
  await Promise.all(
    [...byLanguage].map(async ([textLanguage, indices]) => {
      const { results } = await client.call(api.analyze.units, {
        // With the dictionary language, a word that language has no entry for comes back without a headword
        // and is coloured unrecognized, as its popup will say it is not in the dictionary.
        body: { texts: indices.map((at) => texts[at]!), text_lang: textLanguage, dico_lang: dictLanguage },
        timeoutMs: 30_000,
      });
      indices.forEach((at, k) => {
        const result = results[k];
        if (result) answers[at] = { text: texts[at]!, textLanguage, dictLanguage, ...result };
      });
    }),
  );
  return answers.map((answer) => {
    if (!answer) throw new Error('The server answered fewer texts than it was sent.');
    return answer;
  });
}

/**
 * The context menu's handler: opens the side panel of the tab's window (it must be the first thing done,
 * while Chrome still counts the click as a user gesture) and analyses the selection.
 * @example chrome.contextMenus.onClicked.addListener((info, tab) => void onMenuClicked(info, tab));
 */
export async function onMenuClicked(
  info: Pick<chrome.contextMenus.OnClickData, 'menuItemId' | 'selectionText'>,
  tab: Pick<chrome.tabs.Tab, 'id' | 'windowId'> | undefined,
): Promise<AnalysisState | null> {
  if (info.menuItemId !== MENU_ID || !info.selectionText?.trim()) return null;
  const opening = openSidePanel(tab);
  const result = await analyzeText(info.selectionText);
  await opening;
  return result;
}

function openSidePanel(tab: Pick<chrome.tabs.Tab, 'id' | 'windowId'> | undefined): Promise<void> {
  if (tab?.windowId === undefined) return Promise.resolve();
  return chrome.sidePanel.open({ windowId: tab.windowId }).catch((error: unknown) => {
    // Without a user gesture (a test calling the handler) Chrome refuses; the panel then shows the result
    // when the learner opens it.
    console.warn('The side panel could not be opened:', error);
  });
}
