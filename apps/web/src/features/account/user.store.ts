import type { User } from '@glossa/contract';

/** The user store: not fetched, then fetched (a user, or null for a guest or a failure). */
export type UserState = { fetched: false; user: null } | { fetched: true; user: User | null };

type Listener = () => void;

/**
 * Who is signed in. Concurrent fetches share one request; a failed fetch leaves no user and is logged
 * quietly. Testable without a browser: it is given the call that loads the user.
 * @example const store = new UserStore(() => accountApi.me()); await store.fetch();
 */
export class UserStore {
  private state: UserState = { fetched: false, user: null };
  private pending: Promise<User | null> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    /** The signed-in user, or null when it is known without asking that there is none. */
    private readonly load: () => Promise<User | null>,
    private readonly log: (message: string, error: unknown) => void = (message, error) =>
      console.info(message, error),
  ) {}

  getState = (): UserState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the user once (again with `force`); callers at the same time share the one request. */
  fetch(force = false): Promise<User | null> {
    if (this.state.fetched && !force) return Promise.resolve(this.state.user);
    if (this.pending) return this.pending;
    this.pending = this.load()
      .then(
        (user) => user,
        (error: unknown) => {
          this.log('User fetch failed', error);
          return null;
        },
      )
      .then((user) => {
        this.pending = null;
        this.set({ fetched: true, user });
        return user;
      });
    return this.pending;
  }

  /** Replaces the user (after a profile update). Updating needs a signed-in user. */
  setUser(user: User): void {
    if (!this.state.user) throw new Error('Updating a profile requires a logged-in user.');
    this.set({ fetched: true, user });
  }

  /** Forgets the user (signed out, account deleted). */
  clear(): void {
    this.set({ fetched: true, user: null });
  }

  private set(next: UserState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
