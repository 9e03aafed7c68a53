import type {
  AuthAuditTable,
  KnownDevicesTable,
  RateLimitsTable,
  RefreshTokensTable,
  SessionsTable,
  UsersTable,
} from '../features/auth/auth.table.ts';
import type {
  DictExampleTable,
  DictSenseTable,
  DictSourceTable,
  DictTranslationTable,
  DictWordTable,
} from '../features/dictionary/dictionary.table.ts';
import type { CardsTable, DecksTable } from '../features/deck/deck.table.ts';
import type { VocabularySyncTable, VocabularyTable } from '../features/vocabulary/vocabulary.table.ts';
import type { OAuthCodesTable } from '../features/oauth/oauth.table.ts';
import type { ReviewCardsTable, ReviewLogTable, ReviewSyncTable } from '../features/review/review.table.ts';
import type { UserSettingsTable } from '../features/settings/settings.table.ts';
import type { GrammarStatusTable } from '../features/grammar/grammar-status.table.ts';
import type {
  ReviewDailyTable,
  StatusDailyTable,
  StatusLogTable,
  StatusTotalsTable,
} from '../features/progress/status-log.table.ts';
import type { MetaTable } from './meta.table.ts';

/**
 * Every table of the database, as Kysely sees it. Each feature declares its tables in its own
 * `<feature>.table.ts` and adds them here.
 */
export interface Database {
  app_meta: MetaTable;
  dict_source: DictSourceTable;
  dict_word: DictWordTable;
  dict_sense: DictSenseTable;
  dict_example: DictExampleTable;
  dict_translation: DictTranslationTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  rate_limits: RateLimitsTable;
  auth_audit: AuthAuditTable;
  known_devices: KnownDevicesTable;
  user_settings: UserSettingsTable;
  grammar_status: GrammarStatusTable;
  vocabulary: VocabularyTable;
  vocabulary_sync: VocabularySyncTable;
  status_log: StatusLogTable;
  status_daily: StatusDailyTable;
  status_totals: StatusTotalsTable;
  review_daily: ReviewDailyTable;
  oauth_codes: OAuthCodesTable;
  decks: DecksTable;
  cards: CardsTable;
  review_cards: ReviewCardsTable;
  review_log: ReviewLogTable;
  review_sync: ReviewSyncTable;
}
