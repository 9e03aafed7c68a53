import type { AnyRoute } from '@glossa/contract';

/** Thrown when an answer does not match its route's response schema (only while validating). */
export class ResponseValidationError extends Error {
  constructor(
    /** The route's id (`vocabulary.status`). */
    readonly routeId: string,
    /** Each mismatch: where in the answer (`units.0.text`, `(root)`) and what zod said. */
    readonly issues: readonly { path: string; message: string }[],
  ) {
    const listed = issues
      .slice(0, 5)
      .map((issue) => `${issue.path}: ${issue.message}`)
      .join('; ');
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
    super(`The answer of ${routeId} does not match its schema: ${listed}${more}`);
    this.name = 'ResponseValidationError';
  }
}

/**
 * Whether answers are checked by default: yes in a Vite development build and under a test runner, no in a
 * production build (the schemas still ship, the checking cost does not).
 * @example createClient({ baseUrl, auth, validateResponses: validatesByDefault() })
 */
export function validatesByDefault(): boolean {
  // Vite replaces `import.meta.env` in builds; elsewhere (Node, tests, other bundlers) it may be absent.
  const viteEnv = (import.meta as { env?: { DEV?: boolean; MODE?: string } }).env;
  if (viteEnv?.DEV === true || viteEnv?.MODE === 'test') return true;
  const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return nodeEnv?.NODE_ENV === 'test' || nodeEnv?.VITEST !== undefined;
}

/**
 * The parsed answer (zod's output) when it matches the route's response schema; throws otherwise.
 * @example parseAnswer(api.health.get, { status: 'ok', ... })
 */
export function parseAnswer(route: AnyRoute, answer: unknown): unknown {
  if (!route.response) return answer;
  const result = route.response.safeParse(answer);
  if (result.success) return result.data;
  throw new ResponseValidationError(
    route.id,
    result.error.issues.map((issue) => ({
      path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
      message: issue.message,
    })),
  );
}
