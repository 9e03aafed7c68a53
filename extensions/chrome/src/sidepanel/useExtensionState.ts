import type { ExtensionAuthStatus } from '@glossa/contract';
import { useCallback, useEffect, useState } from 'react';
import { ANALYSIS_KEY, parseAnalysisState, type AnalysisState } from '../analysis-state.ts';
import { VOCABULARY_REVISION_KEY, send, type VocabularyView } from '../messages.ts';
import { readSettings, type ExtensionSettings } from '../settings.ts';

/**
 * What the side panel shows, kept current: the last analysis (session storage), the vocabulary (asked from
 * the service worker whenever it says it changed), who is signed in, and the settings.
 * @example const { analysis, statuses, auth } = useExtensionState();
 */
export function useExtensionState() {
  const [analysis, setAnalysis] = useState<AnalysisState | null>(null);
  const [vocabulary, setVocabulary] = useState<VocabularyView | null>(null);
  const [auth, setAuth] = useState<ExtensionAuthStatus | null>(null);
  const [settings, setSettings] = useState<ExtensionSettings | null>(null);

  const reloadVocabulary = useCallback(() => {
    send('vocabulary').then(setVocabulary, logQuietly);
  }, []);
  const reloadAuth = useCallback(() => {
    send('authStatus').then(setAuth, logQuietly);
  }, []);

  useEffect(() => {
    void chrome.storage.session
      .get(ANALYSIS_KEY)
      .then((stored) => setAnalysis(parseAnalysisState(stored[ANALYSIS_KEY])), logQuietly);
    readSettings().then(setSettings, logQuietly);
    reloadVocabulary();
    reloadAuth();
    // Opening the panel (or coming back to it) pulls what changed elsewhere, e.g. in the web app.
    const sync = () => void send('syncNow').then(setVocabulary, logQuietly);
    sync();
    window.addEventListener('focus', sync);
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'session' && ANALYSIS_KEY in changes) {
        setAnalysis(parseAnalysisState(changes[ANALYSIS_KEY]?.newValue));
      }
      if (area === 'session' && VOCABULARY_REVISION_KEY in changes) reloadVocabulary();
      if (area === 'local') {
        readSettings().then(setSettings, logQuietly);
        if ('glossa.tokens' in changes) reloadAuth();
      }
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      chrome.storage.onChanged.removeListener(onChanged);
      window.removeEventListener('focus', sync);
    };
  }, [reloadVocabulary, reloadAuth]);

  return { analysis, vocabulary, auth, settings, reloadVocabulary };
}

function logQuietly(error: unknown): void {
  console.warn(error);
}
