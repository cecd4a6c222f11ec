// PostgreSQL LISTEN/NOTIFY between the server processes sharing one database.
//
// The listener gets a connection of its own: a pooled one is handed to queries and may be
// closed at any time. postgres-js's own sql.listen() re-listens once after the connection
// drops, but when that single attempt fails (the database still restarting) the listener is
// silently gone for good; here the subscription is retried until it holds again.
import type { Sql } from 'postgres';

export interface PubSub {
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls onMessage with the payload of every notification on `channel`, and onListen each
   * time the subscription is made: first, then after every reconnection (what was sent
   * while disconnected is lost; the caller decides what to redo). Resolves once the first
   * subscription is made; if it fails, it rejects and the retries go on in the background.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListen: () => void): Promise<void>;
  /** Stops listening and closes the listener's connection. */
  close(): Promise<void>;
}

export interface ListenerHandlers {
  onnotify(channel: string, payload: string): void;
  onclose(): void;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;
// Unref: a retry pending at shutdown must not hold the process.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * `client` sends the notifications; `openListener` opens the single-connection client that
 * receives them (same server and options, with the handlers given).
 */
export function postgresPubSub(client: Sql, openListener: (handlers: ListenerHandlers) => Sql): PubSub {
  const channels = new Map<string, { onMessage: (payload: string) => void; onListen: () => void }>();
  let closed = false;
  /** Set when the connection drops: the loop below subscribes again while it is set. */
  let lost = false;
  let retrying: Promise<void> | null = null;

  const listener = openListener({
    onnotify: (channel, payload) => channels.get(channel)?.onMessage(payload),
    // Also called when a connection attempt fails; one retry loop at a time.
    onclose: () => {
      if (!closed && channels.size) resubscribe();
    },
  });

  const subscribe = async (channel: string) => {
    await listener`LISTEN ${listener(channel)}`;
    channels.get(channel)?.onListen();
  };

  function resubscribe() {
    lost = true;
    retrying ??= (async () => {
      let wait = RETRY_MIN_MS;
      while (lost && !closed) {
        lost = false;
        try {
          for (const channel of channels.keys()) await subscribe(channel);
        } catch {
          lost = true;
          await sleep(wait);
          wait = Math.min(wait * 2, RETRY_MAX_MS);
        }
      }
    })().finally(() => {
      retrying = null;
    });
  }

  return {
    async notify(channel, payload) {
      await client`SELECT pg_notify(${channel}, ${payload})`;
    },
    async listen(channel, onMessage, onListen) {
      channels.set(channel, { onMessage, onListen });
      try {
        await subscribe(channel);
      } catch (err) {
        resubscribe();
        throw err;
      }
    },
    async close() {
      closed = true;
      channels.clear();
      await listener.end({ timeout: 5 });
    },
  };
}
