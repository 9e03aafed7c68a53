import { foundation } from './2026-11-21-001_foundation.ts';
import { dictionary } from './2026-11-21-002_dictionary.ts';
import { accounts } from './2026-11-21-003_accounts.ts';
import { vocabulary } from './2026-11-21-004_vocabulary.ts';
import { deck } from './2026-11-27-003_deck.ts';
import { oauth } from './2026-11-27-004_oauth.ts';
import { review } from './2026-11-27-005_review.ts';
import { knownDevices } from './2026-11-28-001_known_devices.ts';
import { exampleTranslations } from './2026-11-28-010_example_translations.ts';
import { userSettings } from './2026-11-28-020_user_settings.ts';
import { statusLog } from './2026-11-28-030_status_log.ts';
import { statusDaily } from './2026-11-28-040_status_daily.ts';
import { statsSums } from './2026-11-28-050_stats_sums.ts';
import { reviewCardsLang } from './2026-11-28-060_review_cards_lang.ts';
import { grammarStatus } from './2026-11-28-070_grammar_status.ts';
import type { AppMigration } from './migration.ts';

/**
 * Every migration, applied in key order (names sort by their number). Features register theirs here;
 * a released migration is never edited, a new one is added instead.
 */
export const migrations: Record<string, AppMigration> = {
  '2026-11-21-001_foundation': foundation,
  '2026-11-21-002_dictionary': dictionary,
  '2026-11-21-003_accounts': accounts,
  '2026-11-21-004_vocabulary': vocabulary,
  '2026-11-27-003_deck': deck,
  '2026-11-27-004_oauth': oauth,
  '2026-11-27-005_review': review,
  '2026-11-28-001_known_devices': knownDevices,
  '2026-11-28-010_example_translations': exampleTranslations,
  '2026-11-28-020_user_settings': userSettings,
  '2026-11-28-030_status_log': statusLog,
  '2026-11-28-040_status_daily': statusDaily,
  '2026-11-28-050_stats_sums': statsSums,
  '2026-11-28-060_review_cards_lang': reviewCardsLang,
  '2026-11-28-070_grammar_status': grammarStatus,
};
