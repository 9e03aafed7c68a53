import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { AccountService } from './features/auth/account.service.ts';
import { AuditRepository } from './features/auth/audit.repository.ts';
import { AuditLog } from './features/auth/audit.ts';
import { KnownDeviceRepository } from './features/auth/known-device.repository.ts';
import { PasswordAttempts } from './features/auth/password-attempts.ts';
import { RateLimitRepository } from './features/auth/rate-limit.repository.ts';
import { RateLimiter } from './features/auth/rate-limit.ts';
import { SessionRepository } from './features/auth/session.repository.ts';
import { SessionService } from './features/auth/session.service.ts';
import { SocialSignInAccountService } from './features/auth/social-sign-in-account.service.ts';
import { UserRepository } from './features/auth/user.repository.ts';
import { loadPictures, type Pictures } from './features/daily/daily.pictures.ts';
import { DailyService } from './features/daily/daily.service.ts';
import { DeckRepository } from './features/deck/deck.repository.ts';
import { DeckService } from './features/deck/deck.service.ts';
import { createDictionaryService, type DictionaryService } from './features/dictionary/dictionary.service.ts';
import { HealthRepository } from './features/health/health.repository.ts';
import { GrammarStatusRepository } from './features/grammar/grammar-status.repository.ts';
import { GrammarStatusService } from './features/grammar/grammar-status.service.ts';
import { HealthService } from './features/health/health.service.ts';
import { OAuthCodeRepository } from './features/oauth/oauth.repository.ts';
import { OAuthService } from './features/oauth/oauth.service.ts';
import { TokenService } from './features/oauth/token.service.ts';
import { ReviewRepository } from './features/review/review.repository.ts';
import { ReviewService } from './features/review/review.service.ts';
import { SettingsRepository } from './features/settings/settings.repository.ts';
import { SettingsService } from './features/settings/settings.service.ts';
import { StatsRepository } from './features/progress/stats.repository.ts';
import { StatsService } from './features/progress/stats.service.ts';
import { StatusLogRepository } from './features/progress/status-log.repository.ts';
import { VocabularyRepository } from './features/vocabulary/vocabulary.repository.ts';
import { VocabularyService } from './features/vocabulary/vocabulary.service.ts';

/**
 * The server's services, each given its repositories and its part of the configuration here and nowhere else
 * (ARCHITECTURE.md "Layers"). Routes reach them through `context.services`; they never build a repository.
 */
export interface Services {
  health: HealthService;
  vocabulary: VocabularyService;
  /** The settings that follow a signed-in learner between devices. */
  settings: SettingsService;
  /** The grammar constructions a signed-in learner is learning or knows. */
  grammarStatus: GrammarStatusService;
  review: ReviewService;
  /** A learner's progress figures (statuses, history, reviews, forecast). */
  stats: StatsService;
  decks: DeckService;
  dictionary: DictionaryService;
  /** The word of the day and its pictures (read, or built, on first use). */
  daily: DailyService;
  audit: AuditLog;
  rateLimits: RateLimiter;
  /** Password accounts and the profile. */
  accounts: AccountService;
  /** Signed-in devices: issue, resolve, rotate, revoke. */
  sessions: SessionService;
  /** The account a Google/Apple identity signs into. */
  socialAccounts: SocialSignInAccountService;
  /** The password sign-in counters shared by the web and the companion sign-in. */
  passwordAttempts: PasswordAttempts;
  /** Companions' authorization codes. */
  oauth: OAuthService;
  /** Companions' token endpoint. */
  oauthTokens: TokenService;
}

/**
 * Builds every service over one open database; buildApp calls it once and hands the result to every feature.
 * @example const services = createServices(openDatabase(config.database), config); await services.health.check();
 */
export function createServices(database: AppDatabase, config: AppConfig): Services {
  const audit = new AuditLog(new AuditRepository(database.db));
  const rateLimits = new RateLimiter(new RateLimitRepository(database.db));
  const users = new UserRepository(database.db);
  const sessions = new SessionService(new SessionRepository(database.db), audit, config.auth);
  const accounts = new AccountService(users, audit, config.auth);
  const codes = new OAuthCodeRepository(database.db);
  // Loaded on first use: servers built to test other features never read (or build) the pictures.
  let pictures: Pictures | undefined;
  const dictionary = createDictionaryService(database);
  return {
    health: new HealthService(new HealthRepository(database), database.dialect),
    vocabulary: new VocabularyService(new VocabularyRepository(database)),
    settings: new SettingsService(new SettingsRepository(database)),
    grammarStatus: new GrammarStatusService(new GrammarStatusRepository(database)),
    review: new ReviewService(new ReviewRepository(database)),
    stats: new StatsService(new StatsRepository(database), new StatusLogRepository(database)),
    decks: new DeckService(new DeckRepository(database)),
    dictionary,
    daily: new DailyService({ database, dictionary, pictures: () => (pictures ??= loadPictures()) }),
    audit,
    rateLimits,
    accounts,
    sessions,
    socialAccounts: new SocialSignInAccountService(users, sessions, audit),
    passwordAttempts: new PasswordAttempts(
      rateLimits,
      accounts,
      new KnownDeviceRepository(database.db),
      config.auth.rateLimits,
    ),
    oauth: new OAuthService(codes, config.oauth),
    oauthTokens: new TokenService({
      codes,
      sessions,
      audit,
      rateLimits,
      limit: config.auth.rateLimits.refreshPerIp,
    }),
  };
}
