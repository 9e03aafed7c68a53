import { useEffect, useState } from 'react';
import { askPageWords, type PageWords } from '../messages.ts';
import { SITES_KEY, siteOf } from '../sites.ts';

/** How often the panel asks the page again: its words come in while it is coloured, and as it grows. */
const ASK_EVERY_MS = 1500;

/** The words of the active tab's page as its content script coloured them, or why there are none. */
export type PageWordsState =
  | { state: 'asking' }
  /** A page Glossa cannot read (the browser's own pages, or a tab whose address the panel may not see). */
  | { state: 'unreadable' }
  /** A web page whose words are not coloured (colouring is off for its site). */
  | { state: 'off' }
  | ({ state: 'coloured' } & PageWords);

/**
 * The words coloured on the active tab of this window, kept current: asked again when the tab changes or
 * loads, when colouring is turned on or off for a site, and every ASK_EVERY_MS while the panel is open
 * (the page's words keep coming while it is coloured, and the page may add text).
 * @example const page = usePageWords(); if (page.state === 'coloured') count(page.languages);
 */
export function usePageWords(): PageWordsState {
  const [page, setPage] = useState<PageWordsState>({ state: 'asking' });
  useEffect(() => {
    let asked = 0;
    let closed = false;
    const ask = async () => {
      const turn = ++asked;
      let next: PageWordsState;
      try {
        const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
        const words = tab?.id === undefined ? null : await askPageWords(tab.id);
        next = words ? { state: 'coloured', ...words } : { state: siteOf(tab?.url) ? 'off' : 'unreadable' };
      } catch (error) {
        console.warn(error);
        next = { state: 'unreadable' };
      }
      // A later question (the tab changed meanwhile) wins; an unchanged answer keeps the rendered line.
      if (closed || turn !== asked) return;
      setPage((current) => (samePage(current, next) ? current : next));
    };
    const askNow = () => void ask();
    const onUpdated = (_id: number, change: chrome.tabs.OnUpdatedInfo) => {
      if (change.url !== undefined || change.status === 'complete') askNow();
    };
    const onStorage = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'local' && SITES_KEY in changes) askNow();
    };
    askNow();
    // The panel's page lives only while the panel is open, so it asks only then.
    const timer = setInterval(askNow, ASK_EVERY_MS);
    chrome.tabs.onActivated.addListener(askNow);
    chrome.tabs.onUpdated.addListener(onUpdated);
    chrome.storage.onChanged.addListener(onStorage);
    window.addEventListener('focus', askNow);
    return () => {
      closed = true;
      clearInterval(timer);
      chrome.tabs.onActivated.removeListener(askNow);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      chrome.storage.onChanged.removeListener(onStorage);
      window.removeEventListener('focus', askNow);
    };
  }, []);
  return page;
}

/** Whether two answers say the same (same state, same words in the same order). */
function samePage(a: PageWordsState, b: PageWordsState): boolean {
  if (a.state !== 'coloured' || b.state !== 'coloured') return a.state === b.state;
  if (a.scanning !== b.scanning || a.languages.length !== b.languages.length) return false;
  return a.languages.every((language, i) => {
    const other = b.languages[i];
    return (
      other?.textLanguage === language.textLanguage &&
      other.units.length === language.units.length &&
      language.units.every(
        (unit, j) => unit.vocabulary === other.units[j]?.vocabulary && unit.tag === other.units[j]?.tag,
      )
    );
  });
}
