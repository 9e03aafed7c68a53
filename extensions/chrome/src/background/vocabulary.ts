import { api, type VocabularyLanguage, type WordStatus } from '@glossa/contract';
import { ApiError } from '@glossa/client';
import { VocabularySession, type StorageAdapter, type VocabularyRemote } from '@glossa/sync';
import { apiClient } from './api.ts';
import { readTokens } from './tokens.ts';

/**
 * @glossa/sync's storage over `chrome.storage.local`: the vocabulary (a guest's words, an account's cache and
 * its offline queue) survives the service worker being stopped and the browser being closed.
 * @example new VocabularySession({ storage: chromeStorageAdapter(chrome.storage.local), ... })
 */
export function chromeStorageAdapter(area: chrome.storage.StorageArea): StorageAdapter {
  return {
    get: async (key) => (await area.get(key))[key],
    set: (key, value) => area.set({ [key]: value }),
    remove: (key) => area.remove(key),
  };
}

/** The vocabulary calls through the service worker's client (resolved per call: the server may change). */
// `origin` carries the extension's own device id (kept in chrome.storage) and a bulk action's source to the
// server's status log.
const remote: VocabularyRemote = {
  put: async (item, origin) =>
    (await apiClient()).call(api.vocabulary.put, { body: item, query: origin ?? {} }),
  putBatch: async (items, origin) =>
    (await apiClient()).call(api.vocabulary.putBatch, { body: items, query: origin ?? {} }),
  changesSince: async (since) => (await apiClient()).call(api.vocabulary.changesSince, { params: { since } }),
  status: async () => (await apiClient()).call(api.vocabulary.status),
  list: async () => (await apiClient()).call(api.vocabulary.list),
  clear: async (origin) => (await apiClient()).call(api.vocabulary.clear, { query: origin ?? {} }),
};

/** Who is signed in: the user's id, null for a guest, undefined when the server could not be asked. */
async function signedInUser(): Promise<string | null | undefined> {
  if (!(await readTokens())) return null;
  try {
    return (await (await apiClient()).call(api.user.me)).id;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    return undefined;
  }
}

/** The one vocabulary session of the service worker. */
export const vocabulary = new VocabularySession({
  storage: chromeStorageAdapter(chrome.storage.local),
  remote,
  signedInUser,
  log: (error) => console.warn('Vocabulary sync:', error),
});

/**
 * Every status the learner set (the side panel colours by them), with whose list it is.
 * @example const { mode, items } = await vocabularySnapshot();
 */
export async function vocabularySnapshot() {
  await vocabulary.start();
  return {
    mode: vocabulary.mode,
    syncState: vocabulary.syncState,
    pending: vocabulary.pending,
    guestWordsWaiting: vocabulary.guestWordsWaiting,
    items: vocabulary.tracked().map(({ written, lang, status }) => ({ written, lang, status })),
  };
}

/**
 * Sets a word's status (saved locally at once, sent to the server when it can be reached).
 * @example await setWordStatus('house', 'en_US', 'learned');
 */
export async function setWordStatus(
  written: string,
  lang: VocabularyLanguage,
  status: WordStatus,
): Promise<void> {
  await vocabulary.start();
  vocabulary.setStatus(written, lang, status);
}
