import type { FeatureRoutes } from './feature.ts';
import { healthRoutes } from './health/health.routes.ts';

/** Every feature's routes, mounted under /api in this order. */
export const featureRoutes: FeatureRoutes[] = [healthRoutes];
