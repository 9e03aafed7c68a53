import { ApiError } from '@glossa/client';
import { api, grammarStatusListSchema } from '@glossa/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { client } from '../../lib/client.ts';
import { readJson, removeKey, writeJson } from '../../lib/storage.ts';
import { useUser } from '../account/account.ts';

/** Where a learner stands with a construction: learning it, or knows it; absent means neither yet. */
export type GrammarStatus = 'learning' | 'known';
type Statuses = Record<string, GrammarStatus>;

/**
 * Construction statuses, by construction id, shared by every screen through one in-memory copy. A guest's
 * live in this browser (local storage); a signed-in learner's live on the account: read from the server on
 * start, on sign-in and when the tab comes back into view, and each change is shown at once and then sent.
 * The account's copy is never written to local storage, so nothing of an account stays behind for the next
 * guest of a shared browser.
 */
const GUEST_KEY = 'glossa.grammar.status';
const listeners = new Set<() => void>();

function parse(value: unknown): Statuses | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Statuses = {};
  for (const [id, status] of Object.entries(value)) {
    if (status === 'learning' || status === 'known') out[id] = status;
  }
  return out;
}

function readGuest(): Statuses {
  return readJson(GUEST_KEY, parse) ?? {};
}

/** Whose statuses are shown: undefined until the account store has answered, null for a guest. */
let owner: string | null | undefined;
let statuses: Statuses = {};
/**
 * The learner's changes made here (null: cleared) that a read of the account may not hold yet: those whose
 * write is still on its way, or was answered after the read started. They are laid over what a read answers.
 */
const edits = new Map<string, { status: GrammarStatus | null; answered: boolean }>();

/** At a read's start: the answered changes are in what it will answer, so only the others stay. */
function forgetAnsweredEdits(): void {
  for (const [id, edit] of edits) if (edit.answered) edits.delete(id);
}

/** The account's copy with the changes made here that it may not hold yet laid over it. */
function withEdits(account: Statuses): Statuses {
  const out = { ...account };
  for (const [id, { status }] of edits) {
    if (status) out[id] = status;
    else delete out[id];
  }
  return out;
}

function show(next: Statuses): void {
  statuses = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function readAccount(): Promise<Statuses> {
  const answer = grammarStatusListSchema.parse(await client.call(api.grammar.statuses));
  const out: Statuses = {};
  for (const item of answer.items) out[item.id] = item.status;
  return out;
}

/**
 * Sends a guest's statuses up to the account the first time it is read after sign-in. The account wins
 * where both have a status for a construction: it was set on purpose while signed in, and a guest's status
 * carries no time to say it is newer. Ids the catalogue no longer has (404) are dropped; those that failed
 * for another reason stay in this browser for the next sign-in.
 */
async function mergeGuest(account: Statuses): Promise<Statuses> {
  const guest = readGuest();
  const merged = { ...account };
  const kept: Statuses = {};
  for (const [id, status] of Object.entries(guest)) {
    if (account[id]) continue;
    try {
      await client.call(api.grammar.putStatus, { params: { id }, body: { status } });
      merged[id] = status;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) kept[id] = status;
    }
  }
  if (Object.keys(kept).length > 0) writeJson(GUEST_KEY, kept);
  else removeKey(GUEST_KEY);
  return merged;
}

/** Shows the statuses of whoever is signed in now (null: a guest), merging a guest's up on sign-in. */
function showFor(userId: string | null): void {
  if (owner === userId) return;
  owner = userId;
  if (userId === null) {
    show(readGuest());
    return;
  }
  show({});
  edits.clear();
  readAccount()
    .then((account) => mergeGuest(account))
    .then(
      (merged) => {
        if (owner === userId) show(withEdits(merged));
      },
      (error: unknown) => console.warn('Grammar statuses could not be read from the account:', error),
    );
}

/** Reads the account's statuses again: another device may have changed them. */
function refresh(): void {
  const userId = owner;
  if (!userId) return;
  forgetAnsweredEdits();
  readAccount().then(
    (account) => {
      if (owner === userId) show(withEdits(account));
    },
    (error: unknown) => console.warn('Grammar statuses could not be read from the account:', error),
  );
}

function onVisible(): void {
  if (document.visibilityState === 'visible') refresh();
}

/**
 * Follows who is signed in: the app shell calls it, so a guest's statuses go up to the account at sign-in
 * (not only once the Grammar screen is opened, which would leave them for whoever signs in next).
 * @example useGrammarStatusOwner(); // in the shell
 */
export function useGrammarStatusOwner(): void {
  const { fetched, user } = useUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (fetched) showFor(userId);
  }, [fetched, userId]);
}

/**
 * The statuses and a setter (`null` clears one).
 * @example const { statuses, setStatus } = useGrammarStatuses(); setStatus('ko.connective.aseo', 'known');
 */
export function useGrammarStatuses() {
  useGrammarStatusOwner();
  useEffect(() => {
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const current = useSyncExternalStore(subscribe, () => statuses);
  const setStatus = useCallback((id: string, status: GrammarStatus | null) => {
    const before = statuses[id];
    const next = { ...statuses };
    if (status) next[id] = status;
    else delete next[id];
    show(next);
    const userId = owner;
    if (!userId) {
      writeJson(GUEST_KEY, next);
      return;
    }
    const edit = { status, answered: false };
    edits.set(id, edit);
    const sent = status
      ? client.call(api.grammar.putStatus, { params: { id }, body: { status } })
      : client.call(api.grammar.deleteStatus, { params: { id } });
    sent.then(
      () => {
        edit.answered = true;
      },
      (error: unknown) => {
        console.warn('Grammar status could not be saved to the account:', error);
        // Put back what the account still holds, unless another change to it came since.
        if (owner === userId && statuses[id] === (status ?? undefined)) {
          const back = { ...statuses };
          if (before) back[id] = before;
          else delete back[id];
          show(back);
        }
        if (edits.get(id) === edit) edits.delete(id);
      },
    );
  }, []);
  return { statuses: current, setStatus };
}
