import { useEffect, useState } from 'react';
import { send } from '../messages.ts';
import { SITES_KEY, parseSites, siteOf, sitePattern } from '../sites.ts';

/**
 * The side panel's per-site switch: colour the words of the active tab's site (now and on every later visit).
 * Turning it on asks Chrome for access to that one site; the tab's address is readable once the learner
 * clicked Glossa's toolbar button on it (activeTab) or the site was allowed before.
 */
export function SiteToggle() {
  const site = useActiveSite();
  const sites = useSites();
  const [message, setMessage] = useState<string | null>(null);
  // The switch moves at once; the stored list (and so `sites`) follows when the service worker is done.
  const [pending, setPending] = useState<boolean | null>(null);

  if (!site) {
    return (
      <p className="muted panel-site">
        To colour the words of a page, click the Glossa button in the toolbar while it is open.
      </p>
    );
  }
  const enabled = pending ?? sites.includes(site);
  const host = new URL(site).host;
  const change = async (on: boolean) => {
    setMessage(null);
    setPending(on);
    try {
      // Asked here, while the click counts as a user gesture; an access already given is not asked again.
      if (on && !(await chrome.permissions.request({ origins: [sitePattern(site)] }))) {
        setMessage(`Glossa needs access to ${host} to colour its words.`);
        return;
      }
      await send('setSiteHighlighting', { site, enabled: on });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="panel-site">
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(event) => void change(event.target.checked)} />
        Colour words on {host}
      </label>
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
    </div>
  );
}

/** The site of the active tab of this window, kept current as tabs change (null when it cannot be read). */
function useActiveSite(): string | null {
  const [site, setSite] = useState<string | null>(null);
  useEffect(() => {
    const update = () => {
      chrome.tabs.query({ active: true, currentWindow: true }).then(
        ([tab]) => setSite(siteOf(tab?.url)),
        () => setSite(null),
      );
    };
    update();
    const onUpdated = (_id: number, change: chrome.tabs.OnUpdatedInfo) => {
      if (change.url !== undefined || change.status === 'complete') update();
    };
    chrome.tabs.onActivated.addListener(update);
    chrome.tabs.onUpdated.addListener(onUpdated);
    window.addEventListener('focus', update);
    return () => {
      chrome.tabs.onActivated.removeListener(update);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      window.removeEventListener('focus', update);
    };
  }, []);
  return site;
}

/**
 * The sites where highlighting is on, kept current.
 * @example const sites = useSites();
 */
export function useSites(): string[] {
  const [sites, setSites] = useState<string[]>([]);
  useEffect(() => {
    void chrome.storage.local.get(SITES_KEY).then((stored) => setSites(parseSites(stored[SITES_KEY])));
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'local' && SITES_KEY in changes) setSites(parseSites(changes[SITES_KEY]?.newValue));
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => chrome.storage.onChanged.removeListener(onChanged);
  }, []);
  return sites;
}
