import type { AppDatabase } from './db/database.ts';
import { AuditRepository } from './features/auth/audit.repository.ts';
import { AuditLog } from './features/auth/audit.ts';
import { RateLimitRepository } from './features/auth/rate-limit.repository.ts';
import { RateLimiter } from './features/auth/rate-limit.ts';
import { SessionRepository } from './features/auth/session.repository.ts';
import { UserRepository } from './features/auth/user.repository.ts';
import { HealthRepository } from './features/health/health.repository.ts';
import { HealthService } from './features/health/health.service.ts';
import { ReviewRepository } from './features/review/review.repository.ts';
import { ReviewService } from './features/review/review.service.ts';
import { VocabularyRepository } from './features/vocabulary/vocabulary.repository.ts';
import { VocabularyService } from './features/vocabulary/vocabulary.service.ts';

/**
 * The server's services, each given its repositories here and nowhere else (ARCHITECTURE.md "Layers").
 * Routes reach them through `context.services`; they never build a repository themselves.
 */
export interface Services {
  health: HealthService;
  vocabulary: VocabularyService;
  review: ReviewService;
  audit: AuditLog;
  rateLimits: RateLimiter;
  /**
   * The account and session stores. The auth feature's services are functions of the context
   * (account.service.ts, session.service.ts, social-sign-in-account.service.ts) and take these from it.
   */
  users: UserRepository;
  sessions: SessionRepository;
}

/**
 * Builds every service over one open database; buildApp calls it once and hands the result to every feature.
 * @example const services = createServices(openDatabase(config.database)); await services.health.check();
 */
export function createServices(database: AppDatabase): Services {
  return {
    health: new HealthService(new HealthRepository(database), database.dialect),
    vocabulary: new VocabularyService(new VocabularyRepository(database)),
    review: new ReviewService(new ReviewRepository(database)),
    audit: new AuditLog(new AuditRepository(database.db)),
    rateLimits: new RateLimiter(new RateLimitRepository(database.db)),
    users: new UserRepository(database.db),
    sessions: new SessionRepository(database.db),
  };
}
