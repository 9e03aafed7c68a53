import { ERROR_CODES } from '@glossa/contract';

/**
 * An error the API answers on purpose, with its HTTP status and a stable code; the one error handler turns
 * it into `{detail, code}`.
 * @example throw new AppError(404, 'NOT_FOUND', 'No such deck.');
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
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

export function notFound(detail = 'Not found.'): AppError {
  return new AppError(404, ERROR_CODES.notFound, detail);
}
