import { api, type DictionaryInstalls } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { client } from '../../lib/client.ts';
import {
  codeParts,
  INSTALLS_POLL_MS,
  installProgress,
  shouldPoll,
  sourceDetails,
} from './installed-dictionaries.model.ts';
import './installed-dictionaries.css';

/**
 * Settings > Data, "Dictionaries": the installed dictionaries (entries, size, licence, date) and the big
 * dictionaries the server installs in the background, with a progress bar refreshed every few seconds while
 * one is under way, and the import command when the server is offline.
 */
export function InstalledDictionaries() {
  const [answer, setAnswer] = useState<DictionaryInstalls | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      client.call(api.dictionary.installs, { signal: controller.signal }).then(
        (next) => {
          setAnswer(next);
          setError(false);
          if (shouldPoll(next)) timer = setTimeout(load, INSTALLS_POLL_MS);
        },
        () => {
          if (!controller.signal.aborted) setError(true);
        },
      );
    };
    load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  const active = answer?.installs.filter((install) => install.state !== 'installed') ?? [];
  return (
    <section className="stack dict-installs" aria-labelledby="dict-installs-title">
      <h3 id="dict-installs-title">Dictionaries</h3>
      {error && <p className="voc-error">The list of dictionaries could not be loaded.</p>}
      {!answer && !error && <p className="muted">Loading…</p>}
      {answer && answer.sources.length === 0 && <p className="muted">No dictionary is installed yet.</p>}
      {active.length > 0 && (
        <ul className="dict-installs-list" aria-label="Dictionaries being installed">
          {active.map((install) => {
            const progress = installProgress(install);
            const problem = install.state === 'failed' || install.state === 'offline';
            return (
              <li key={install.name}>
                <span className="dict-installs-name">{install.title}</span>
                {progress.fraction !== undefined && (
                  <progress
                    aria-label={`${install.title}: ${progress.text}`}
                    max={1}
                    {...(typeof progress.fraction === 'number' ? { value: progress.fraction } : {})}
                  />
                )}
                <span
                  className={problem ? 'dict-installs-problem' : 'muted'}
                  role={problem ? undefined : 'status'}
                >
                  {codeParts(progress.text).map((part, index) =>
                    part.code ? <code key={index}>{part.text}</code> : <span key={index}>{part.text}</span>,
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {answer && answer.sources.length > 0 && (
        <ul className="dict-installs-list" aria-label="Installed dictionaries">
          {answer.sources.map((source) => (
            <li key={source.id}>
              <span className="dict-installs-name">{source.name}</span>
              <span className="muted dict-installs-details">
                {sourceDetails(source).map((part, index) => (
                  <span key={index}>{part}</span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
