import { useState } from 'react';
import { send } from '../messages.ts';
import { siteOf, sitePattern } from '../sites.ts';
import { useSites } from '../sidepanel/SiteToggle.tsx';

/**
 * The settings page's per-site switches for page highlighting: every site turned on (from here or the side
 * panel), each with its switch, and a field to add one. Sites turned off stay listed until the page closes, so
 * a slip can be undone.
 */
export function Sites() {
  const sites = useSites();
  const [turnedOff, setTurnedOff] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const listed = [...new Set([...sites, ...turnedOff])].sort();

  const change = async (site: string, on: boolean) => {
    setMessage(null);
    try {
      if (on && !(await chrome.permissions.request({ origins: [sitePattern(site)] }))) {
        setMessage(`Glossa needs access to ${new URL(site).host} to colour its words.`);
        return false;
      }
      await send('setSiteHighlighting', { site, enabled: on });
      setTurnedOff((current) => (on ? current.filter((s) => s !== site) : [...current, site]));
      return true;
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  return (
    <section className="options-sites" aria-labelledby="sites-title">
      <h2 id="sites-title">Colours on web pages</h2>
      <p className="muted">
        On these sites Glossa colours the words of every page by how well you know them; click a word for its
        detail. Chrome asks once for access to each site.
      </p>
      {listed.length === 0 && <p className="muted">No site yet.</p>}
      <ul className="options-site-list">
        {listed.map((site) => (
          <li key={site}>
            <label className="check">
              <input
                type="checkbox"
                checked={sites.includes(site)}
                onChange={(event) => void change(site, event.target.checked)}
              />
              Colour words on {new URL(site).host}
            </label>
          </li>
        ))}
      </ul>
      <form
        className="options-site-add"
        onSubmit={(event) => {
          event.preventDefault();
          const site = siteOf(draft.includes('://') ? draft.trim() : `https://${draft.trim()}`);
          if (!site) {
            setMessage('Enter the address of a web site, such as https://news.example.com.');
            return;
          }
          void change(site, true).then((done) => done && setDraft(''));
        }}
      >
        <label>
          Add a site
          <input
            type="url"
            inputMode="url"
            placeholder="https://news.example.com"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button className="button" type="submit" disabled={!draft.trim()}>
          Add
        </button>
      </form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
