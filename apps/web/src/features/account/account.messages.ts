import { ApiError } from '@glossa/client';

/**
 * 'Failed to update User: ' plus the server detail, else the message; else the default.
 * @example profileUpdateError(new ApiError('Request failed with status code 409', 409, 'X', 'Taken.'))
 *   // 'Failed to update User: Taken.'
 */
export function profileUpdateError(error: unknown): string {
  const reason =
    error instanceof ApiError ? error.detail || error.message : error instanceof Error ? error.message : '';
  return reason ? `Failed to update User: ${reason}` : 'Failed to update User. Please try again.';
}
