import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';

/** What every feature's routes are given: the configuration and the open database. */
export interface AppContext {
  config: AppConfig;
  database: AppDatabase;
}

/** A feature's routes, registered under /api. Start-up work goes in an `onReady` hook inside it. */
export type FeatureRoutes = (app: FastifyInstance, context: AppContext) => Promise<void>;
