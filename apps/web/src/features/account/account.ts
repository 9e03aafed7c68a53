import { useEffect, useSyncExternalStore } from 'react';
import { setUnauthorizedHandler } from '../../lib/client.ts';
import { accountApi, maySignedIn } from './account.api.ts';
import { createRefreshHandler } from './session-refresh.ts';
import { UserStore, type UserState } from './user.store.ts';

/** The app's one user store; importing this module also installs the refresh-on-401 rule in the API client. */
export const userStore = new UserStore(() => (maySignedIn() ? accountApi.me() : Promise.resolve(null)));
setUnauthorizedHandler(createRefreshHandler(() => accountApi.refresh(), maySignedIn));

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
