import type { TabMessage } from '../messages.ts';
import { readSites, siteOf, sitePattern, writeSite } from '../sites.ts';

/**
 * Page highlighting's service worker side. The content script is never declared in the manifest (which would
 * ask for access to every site at install): it is registered only for the sites the learner turned on, whose
 * host access the side panel or the settings page asked for, and injected once into a tab on a toolbar or
 * menu click (activeTab).
 */
const SCRIPT_ID = 'glossa-page-highlights';

/** The built content script's file, for `chrome.scripting` (vite.content.config.ts builds it). */
export const CONTENT_SCRIPT_FILE = 'content/page-highlights.js';

/**
 * Registers the content script for exactly the listed sites the extension still has host access to (access
 * can be taken back in chrome://extensions at any time); called at start-up and on every change.
 * @example await syncRegisteredScript();
 */
export async function syncRegisteredScript(): Promise<string[]> {
  const sites = await readSites();
  const granted: string[] = [];
  for (const site of sites) {
    if (await chrome.permissions.contains({ origins: [sitePattern(site)] })) granted.push(site);
  }
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (existing.length > 0) await chrome.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  if (granted.length > 0) {
    await chrome.scripting.registerContentScripts([
      {
        id: SCRIPT_ID,
        js: [CONTENT_SCRIPT_FILE],
        matches: granted.map(sitePattern),
        runAt: 'document_idle',
        allFrames: false,
        persistAcrossSessions: true,
      },
    ]);
  }
  return granted;
}

/**
 * Turns highlighting on or off for a site: stored, the registration updated, and the site's open tabs
 * coloured at once (turning off is seen by their content scripts through the storage change).
 * @example await setSiteHighlighting('https://example.com', true);
 */
export async function setSiteHighlighting(site: string, enabled: boolean): Promise<string[]> {
  const valid = siteOf(site);
  if (!valid || valid !== site) throw new Error('Not a web site.');
  if (enabled && !(await chrome.permissions.contains({ origins: [sitePattern(site)] }))) {
    throw new Error(`Glossa has no access to ${site}.`);
  }
  await writeSite(site, enabled);
  const granted = await syncRegisteredScript();
  if (enabled) {
    const tabs = await chrome.tabs.query({ url: sitePattern(site) });
    const ids = tabs.flatMap((tab) => (tab.id === undefined ? [] : [tab.id]));
    await Promise.all(ids.map((id) => highlightTab(id)));
  }
  return granted;
}

/**
 * Colours the words of one tab now (a second injection only restarts the colouring of the page).
 * @example await highlightTab(tab.id);
 */
export async function highlightTab(tabId: number): Promise<void> {
  await chrome.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT_FILE] });
}

/**
 * Tells every tab's content script something (tabs without one refuse, which is expected and ignored).
 * @example await tellTabs({ type: 'vocabularyChanged' });
 */
export async function tellTabs(message: TabMessage): Promise<void> {
  const tabs = await chrome.tabs.query({});
  const ids = tabs.flatMap((tab) => (tab.id === undefined ? [] : [tab.id]));
  await Promise.all(ids.map((id) => chrome.tabs.sendMessage(id, message).catch(() => undefined)));
}
