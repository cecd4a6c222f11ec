import { ApiRequestError } from '@ecole/shared/api';

/**
 * What a toast says about a failed call: the server's French message when it sent one
 * (`{ success: false, error }`), otherwise the screen's own fallback from the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  // No answer because there is no connection: the screen's fallback would read as the
  // server's fault, and the administrator would try again at once to the same end.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE;
  return fallback;
}

export const OFFLINE = "Pas de connexion Internet : rien n'a été envoyé. Réessayez une fois la connexion revenue.";

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
