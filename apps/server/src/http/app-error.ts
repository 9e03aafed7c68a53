import { ERROR_CODES, type RegisteredErrorCode } from '@glossa/contract';

/**
 * An error the API answers on purpose, with its HTTP status and a stable code; the one error handler turns
 * it into `{detail, code}`. The code is one of the contract's registry (packages/contract/src/error-registry.ts),
 * so a misspelt or unregistered code does not compile.
 * @example throw new AppError(404, 'NOT_FOUND', 'No such deck.');
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: RegisteredErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

/** 400 for bad input, naming the field. */
export function validationError(field: string, problem: string): AppError {
  const detail = field ? `${field}: ${problem}` : problem;
  return new AppError(400, ERROR_CODES.validation, detail);
}

/** 404 with the shared NOT_FOUND code. */
export function notFound(detail = 'Not found.'): AppError {
  return new AppError(404, ERROR_CODES.notFound, detail);
}
