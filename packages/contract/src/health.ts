import { z } from 'zod';

/** `GET /api/health`: whether the server and its database answer. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
    schemaVersion: z.string().nullable(),
  }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
