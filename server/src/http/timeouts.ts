// How long the server waits on a visitor's connection.
import type { Server } from 'node:http';

/** A connection that sends and receives nothing for this long is closed. */
export const IDLE_TIMEOUT_MS = 120_000;
/** A request's head must arrive whole within this (slow-header attacks). */
export const HEADERS_TIMEOUT_MS = 30_000;

/**
 * Node cuts every request whose body has not fully arrived after 5 minutes (requestTimeout):
 * a 200 MB video sent from the web administration over a mobile connection at 4 Mbit/s takes
 * 7. The limit is put on silence instead: a body that keeps arriving, however slowly, is
 * received; a connection that stalls for 2 minutes is closed.
 */
export function applyTimeouts(server: Server, idleMs = IDLE_TIMEOUT_MS) {
  server.requestTimeout = 0;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Without a 'timeout' listener, Node destroys the idle socket.
  server.setTimeout(idleMs);
}
