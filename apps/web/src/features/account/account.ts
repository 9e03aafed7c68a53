import { useEffect, useSyncExternalStore } from 'react';
import { setUnauthorizedHandler } from '../../lib/client.ts';
import { accountApi, maySignedIn } from './account.api.ts';
import { SessionEndedNotice, endReasonOf } from './session-ended.ts';
import { createRefreshHandler } from './session-refresh.ts';
import { UserStore, type UserState } from './user.store.ts';

/** The app's one user store; importing this module also installs the refresh-on-401 rule in the API client. */
export const userStore = new UserStore(() => (maySignedIn() ? accountApi.me() : Promise.resolve(null)));

/** Why the session ended under the learner, for the shell's banner. */
export const sessionEnded = new SessionEndedNotice();

/**
 * The refresh behind every 401. When the server refuses it, the session is over (the server has cleared the
 * cookies, so nothing calls user endpoints again): the page becomes a guest's at once and says why, instead
 * of failing call after call.
 */
async function refreshSession(): Promise<unknown> {
  try {
    return await accountApi.refresh();
  } catch (error) {
    const reason = endReasonOf(error);
    if (reason) {
      sessionEnded.end(reason);
      userStore.clear();
    }
    throw error;
  }
}
setUnauthorizedHandler(createRefreshHandler(refreshSession, maySignedIn));

/**
 * The user store in a component; starts the fetch on first use.
 * @example const { fetched, user } = useUser();
 */
export function useUser(): UserState {
  const state = useSyncExternalStore(userStore.subscribe, userStore.getState);
  useEffect(() => {
    void userStore.fetch();
  }, []);
  return state;
}
