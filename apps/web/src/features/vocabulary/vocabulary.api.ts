import type { User, VocabularyItem, VocabularySyncStatus } from '@glossa/contract';
import type { VocabularyRemote } from '@glossa/sync';
import { api } from '../../lib/api/client.ts';
import { accountApi, maySignedIn } from '../account/account.api.ts';

/**
 * The web app's side of @glossa/sync's remote: the `/user/voc` calls of spec section 7 through the app's API
 * client. The one place to switch when the calls go through @glossa/client.
 */
export const vocabularyRemote: VocabularyRemote = {
  put: (item: VocabularyItem) => api.put<VocabularySyncStatus>('/user/voc', { body: item }),
  putBatch: (items: VocabularyItem[]) => api.put<VocabularySyncStatus>('/user/voc/batch', { body: items }),
  changesSince: (since: string) => api.get<unknown[]>(`/user/voc/change/${encodeURIComponent(since)}`),
  status: () => api.get<VocabularySyncStatus>('/user/voc/status'),
  list: () => api.get<unknown[]>('/user/voc'),
  clear: () => api.delete<VocabularySyncStatus>('/user/voc'),
};

/** Who is signed in: the user, null for a guest, undefined when the server could not be asked. */
export async function fetchSignedInUser(): Promise<User | null | undefined> {
  if (!maySignedIn()) return null;
  try {
    return await accountApi.me();
  } catch (error) {
    const status = typeof error === 'object' && error != null && 'status' in error ? error.status : 0;
    return status === 401 || status === 403 || status === 404 ? null : undefined;
  }
}
