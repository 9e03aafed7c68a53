import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Services } from '../services.ts';

/** What every feature's routes are given: the configuration, the open database and the services over it. */
export interface AppContext {
  config: AppConfig;
  database: AppDatabase;
  /** Built once per server (services.ts); routes call these instead of building repositories. */
  services: Services;
}

/** A feature's routes, registered under /api. Start-up work goes in an `onReady` hook inside it. */
export type FeatureRoutes = (app: FastifyInstance, context: AppContext) => Promise<void>;
