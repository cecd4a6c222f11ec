import { ApiRequestError } from '@ecole/shared/api';

/**
 * What a toast says about a failed call: the server's French message when it sent one
 * (`{ success: false, error }`), otherwise the screen's own fallback from the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  return fallback;
}

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
