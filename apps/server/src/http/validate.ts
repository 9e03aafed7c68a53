import type { z } from 'zod';
import { validationError } from './app-error.ts';

/**
 * Parses outside input with a contract schema; a failure becomes a 400 whose detail names the field.
 * @example const body = parseInput(analyzeRequestSchema, request.body, 'body');
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  throw validationError(field, issue?.message ?? 'Invalid input');
}
