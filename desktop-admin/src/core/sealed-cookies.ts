// The session and known-device cookies, kept in the store sealed by the system's secret
// store. Sealing is asynchronous (SecretBox), so the cookies are opened once, before the
// app's session starts, and every later change is sealed and written in the order it came:
// a logout right after a login is never undone by the login's seal landing late.
import type { KeyValueStore, SecretBox } from './persist';

type SealedKey = 'sealedSession' | 'sealedDevice';

export class SealedCookies {
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    private readonly store: KeyValueStore,
    private readonly secrets: SecretBox,
    private readonly canSeal: boolean,
    /** The cookies as the last run left them (null: none, or none that opens here). */
    readonly session: string | null,
    readonly device: string | null,
  ) {}

  static async open(store: KeyValueStore, secrets: SecretBox): Promise<SealedCookies> {
    const canSeal = await secrets.available();
    return new SealedCookies(store, secrets, canSeal, await openOne(store, secrets, canSeal, 'sealedSession'), await openOne(store, secrets, canSeal, 'sealedDevice'));
  }

  /** Keeps `cookie` (sealed) under `key`, or forgets it; nothing is kept when sealing protects nothing. */
  keep(key: SealedKey, cookie: string | null): void {
    this.writes = this.writes.then(async () => {
      if (cookie && this.canSeal) this.store.set(key, await this.secrets.seal(cookie));
      else this.store.delete(key);
    }).catch(() => {
      // The system refused to seal: better no session kept than a stale one.
      this.store.delete(key);
    });
  }

  /** Resolves once every change so far is in the store. */
  written(): Promise<void> {
    return this.writes;
  }
}

async function openOne(store: KeyValueStore, secrets: SecretBox, canSeal: boolean, key: SealedKey): Promise<string | null> {
  const sealed = store.get(key);
  if (!sealed || !canSeal) return null;
  const opened = await secrets.open(sealed).catch(() => null);
  // Left as it was if sealing again fails: it still opens.
  if (opened?.reseal) await secrets.seal(opened.plain).then((again) => store.set(key, again), () => {});
  return opened?.plain ?? null;
}
