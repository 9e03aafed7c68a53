/**
 * @glossa/sync: the vocabulary sync engine every Glossa client shares (the web app over local storage, the
 * Chrome extension over chrome.storage). No UI and no browser globals: the client gives it a storage
 * adapter and a remote, shows its state and asks the learner its questions.
 */
export {
  UNREADABLE,
  localStorageAdapter,
  memoryStorage,
  type JsonValue,
  type MemoryStorage,
  type StorageAdapter,
  type StringStorage,
} from './storage.ts';
export { compareCardOrder, inCardOrder } from './card-order.ts';
export { editTime, parseItem, readServerItem } from './vocabulary.item.ts';
export {
  ACCOUNT_CACHE_MAX_ITEMS,
  GUEST_KEY,
  readAccountCache,
  readGuestItems,
  writeAccountCache,
  writeGuestItems,
  type LocalRead,
} from './vocabulary.local.ts';
export { GUEST_LOG_KEY, GUEST_LOG_MAX, deviceIdOf, parseGuestEvent, readGuestLog } from './guest-log.ts';
export { StatusLogFeed, type StatusLogCursor, type StatusLogRemote } from './status-log.feed.ts';
export {
  RETRY_MAX_MS,
  RETRY_MIN_MS,
  VocabularySession,
  type VocabularyMode,
  type VocabularySessionOptions,
} from './vocabulary.session.ts';
export {
  VocabularySync,
  isTransient,
  serverSnapshot,
  type ServerSnapshot,
  type SyncSnapshot,
  type BulkSource,
  type SyncState,
  type VocabularyRemote,
  type WriteOrigin,
} from './vocabulary.sync.ts';
export {
  DeckSync,
  deckStorageKey,
  type DeckOperation,
  type DeckRemote,
  type DeckScheduler,
  type DeckSyncOptions,
  type DeckSyncStatus,
  type SentMark,
} from './deck.sync.ts';
