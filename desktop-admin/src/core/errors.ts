// The desktop app's failures, each with the French sentence the administrator reads.
// Server refusals keep the server's own message (the same words as the web back office).
import { authMessages } from '@ecole/shared/schemas/auth';
import type { DesktopErrorCode, DesktopErrorData, Result } from '../shared/api';

export const desktopMessages = {
  invalidUrl: "Adresse invalide. Saisissez l'adresse du site, par exemple https://www.lagune-business.ci",
  /** http:// to a server on the Internet: the password and the session would travel in clear (decision 050). */
  insecureUrl:
    "Adresse non sécurisée : un site sur Internet s'ouvre en https://, sinon votre mot de passe circulerait en clair. Saisissez par exemple https://www.lagune-business.ci",
  unreachable: (host: string) => `Le serveur ${host} est injoignable. Vérifiez l'adresse et votre connexion Internet, puis réessayez.`,
  notOurServer: (host: string) => `${host} répond, mais ce n'est pas le site de l'école (aucune administration trouvée). Vérifiez l'adresse.`,
  notConfigured: "Aucun serveur n'est configuré.",
  invalidCredentials: authMessages.invalidCredentials,
  sessionExpired: authMessages.sessionExpired,
  invalidRequest: "Demande refusée par l'application.",
  serverError: (status: number) => `Le serveur a répondu par une erreur (${status}). Réessayez dans un instant.`,
  /** A body that is not the school's JSON: a Wi-Fi portal's page, a proxy's, another site. */
  unexpectedAnswer:
    "Le serveur a répondu de façon inattendue. Si vous passez par un réseau Wi-Fi public, ouvrez d'abord une page dans le navigateur pour vous y connecter, puis réessayez.",
  fileUnreadable: "Fichier introuvable ou illisible : vérifiez qu'il est toujours à sa place (clé USB, disque) et réessayez.",
  unexpected: "Une erreur inattendue s'est produite dans l'application. Réessayez ; si elle revient, redémarrez l'application.",
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

/** A server answer that could not be read: JSON.parse's SyntaxError, or a zod schema's refusal. */
export function isUnreadableAnswer(err: unknown): boolean {
  return err instanceof SyntaxError || (err instanceof Error && err.name === 'ZodError');
}

/** A file system failure (ENOENT, EACCES, EISDIR…): Node's errors carry an `E…` code. */
export function isFileError(err: unknown): boolean {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).code === 'string' && /^E[A-Z]+$/.test((err as NodeJS.ErrnoException).code!) && 'syscall' in err;
}

/**
 * Any failure as a DesktopError with a French message: the raw messages of JSON.parse,
 * zod or Node ("Unexpected token '<'", "ENOENT: no such file…") never reach the window.
 */
export function toDesktopError(err: unknown): DesktopError {
  if (err instanceof DesktopError) return err;
  if (isUnreadableAnswer(err)) return new DesktopError('unexpected-answer', desktopMessages.unexpectedAnswer);
  if (isFileError(err)) return new DesktopError('file', desktopMessages.fileUnreadable);
  return new DesktopError('invalid-request', desktopMessages.unexpected);
}

/** Runs a bridge method and answers a Result: what crosses IPC or Playwright's binding. */
export async function toResult<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    return { ok: false, error: toDesktopError(err).toData() };
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
