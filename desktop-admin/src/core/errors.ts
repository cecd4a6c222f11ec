// The desktop app's failures, each with the French sentence the administrator reads.
// Server refusals keep the server's own message (the same words as the web back office).
import { authMessages } from '@ecole/shared/schemas/auth';
import type { DesktopErrorCode, DesktopErrorData, Result } from '../shared/api';

export const desktopMessages = {
  invalidUrl: "Adresse invalide. Saisissez l'adresse du site, par exemple https://www.lagune-business.ci",
  unreachable: (host: string) => `Le serveur ${host} est injoignable. Vérifiez l'adresse et votre connexion Internet, puis réessayez.`,
  notOurServer: (host: string) => `${host} répond, mais ce n'est pas le site de l'école (aucune administration trouvée). Vérifiez l'adresse.`,
  notConfigured: "Aucun serveur n'est configuré.",
  invalidCredentials: authMessages.invalidCredentials,
  sessionExpired: authMessages.sessionExpired,
  invalidRequest: 'Demande refusée par l’application.',
  serverError: (status: number) => `Le serveur a répondu par une erreur (${status}). Réessayez dans un instant.`,
} as const;

export class DesktopError extends Error {
  constructor(
    readonly code: DesktopErrorCode,
    message: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
    this.name = 'DesktopError';
  }

  toData(): DesktopErrorData {
    return { code: this.code, message: this.message, ...(this.status !== undefined ? { status: this.status, body: this.body ?? '' } : {}) };
  }
}

/** Runs a bridge method and answers a Result: what crosses IPC or Playwright's binding. */
export async function toResult<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    if (err instanceof DesktopError) return { ok: false, error: err.toData() };
    return { ok: false, error: { code: 'invalid-request', message: err instanceof Error ? err.message : String(err) } };
  }
}

/** The French message of a `{ success: false, error }` body, when there is one. */
export function serverMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown } | null;
    return typeof parsed?.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}
