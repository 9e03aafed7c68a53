import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../lib/storage.ts';

/** Where a learner stands with a construction: learning it, or knows it; absent means neither yet. */
export type GrammarStatus = 'learning' | 'known';

/**
 * Construction statuses kept in this browser (guests and signed-in users alike for now: the server does not
 * keep them yet), by construction id, shared by every screen through one in-memory copy.
 */
const KEY = 'glossa.grammar.status';
const listeners = new Set<() => void>();

function parse(value: unknown): Record<string, GrammarStatus> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, GrammarStatus> = {};
  for (const [id, status] of Object.entries(value)) {
    if (status === 'learning' || status === 'known') out[id] = status;
  }
  return out;
}

let statuses: Record<string, GrammarStatus> = readJson(KEY, parse) ?? {};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The statuses and a setter (`null` clears one).
 * @example const { statuses, setStatus } = useGrammarStatuses(); setStatus('ko.connective.aseo', 'known');
 */
export function useGrammarStatuses() {
  const current = useSyncExternalStore(subscribe, () => statuses);
  const setStatus = useCallback((id: string, status: GrammarStatus | null) => {
    const next = { ...statuses };
    if (status) next[id] = status;
    else delete next[id];
    statuses = next;
    writeJson(KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return { statuses: current, setStatus };
}
