import { api, type User } from '@glossa/contract';
import type { VocabularyRemote } from '@glossa/sync';
import type { GlossaClient } from '@glossa/client';
import { client } from '../../lib/client.ts';
import { accountApi, maySignedIn } from '../account/account.api.ts';

/**
 * @glossa/sync's remote over a client: the vocabulary calls of the API.
 * @example const remote = vocabularyRemoteOf(createClient({ baseUrl, auth: bearerAuth(tokens) }));
 */
export function vocabularyRemoteOf(calls: GlossaClient): VocabularyRemote {
  return {
    // `origin` (a bulk action's source, this browser's device id) goes to the server's status log.
    put: (item, origin) => calls.call(api.vocabulary.put, { body: item, query: origin ?? {} }),
    putBatch: (items, origin) => calls.call(api.vocabulary.putBatch, { body: items, query: origin ?? {} }),
    changesSince: (since) => calls.call(api.vocabulary.changesSince, { params: { since } }),
    status: () => calls.call(api.vocabulary.status),
    list: () => calls.call(api.vocabulary.list),
    clear: (origin) => calls.call(api.vocabulary.clear, { query: origin ?? {} }),
    uploadGuest: (upload) => calls.call(api.guest.upload, { body: upload }),
  };
}

/** The web app's remote: through the app's one client, with the browser's session. */
export const vocabularyRemote: VocabularyRemote = vocabularyRemoteOf(client);

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
