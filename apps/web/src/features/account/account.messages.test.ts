import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from '@glossa/client';
import { profileUpdateError } from './account.messages.ts';

describe('account error texts', () => {
  it('builds the profile update failure from the detail, else the message, else the default', () => {
    const withDetail = new ApiError('Request failed with status code 409', 409, 'ACCOUNT_EXISTS', 'Taken.');
    expect(profileUpdateError(withDetail)).toBe('Failed to update User: Taken.');
    expect(profileUpdateError(new ApiError('Network Error', 0, 'NETWORK'))).toBe(
      'Failed to update User: Network Error',
    );
    expect(profileUpdateError('odd')).toBe('Failed to update User. Please try again.');
  });

  it('uses the login and signup defaults when nothing better is known', () => {
    expect(errorText(undefined, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
    const detail = new ApiError(
      'Request failed with status code 401',
      401,
      'X',
      'Invalid email/username or password.',
    );
    expect(errorText(detail, 'Login failed. Please try again.')).toBe('Invalid email/username or password.');
    expect(errorText(new Error(''), 'Sign up failed. Please try again later.')).toBe(
      'Sign up failed. Please try again later.',
    );
  });
});
