// How long the server waits on a visitor's connection.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { messages } from '@ecole/shared/messages';
import { TUS_PATH } from '@ecole/shared/schemas/bulk-upload';
import { errorBody } from './errors';

/** A connection that sends and receives nothing for this long is closed. */
export const IDLE_TIMEOUT_MS = 120_000;
/** A request's head must arrive whole within this (slow-header attacks). */
export const HEADERS_TIMEOUT_MS = 30_000;
/**
 * Every request but an upload must have its body whole within this of its head (slow-body
 * attacks: a contact form trickling one byte a minute holds its connection for ever, under
 * the idle timeout). A form or JSON body of a few kilobytes takes well under a second even
 * on a poor mobile connection.
 */
export const BODY_TIMEOUT_MS = 30_000;

/**
 * The routes that receive files, which may take minutes and only have the idle timeout:
 * the multipart uploads of the back office, the desktop app's tus uploads (chunks of up to
 * several megabytes), and the news form, whose JSON may carry its image inline (up to
 * 14 MB, features/news/admin-routes.ts). server/test/timeouts.test.ts checks this list
 * against the app's routes.
 */
const UPLOAD_PATHS = [
  /^\/api\/admin\/(programs|projects|sliders|founder)\/upload$/,
  /^\/api\/admin\/news\/[^/]+\/images\/upload$/,
  /^\/api\/admin\/gallery-upload$/,
  new RegExp(`^${TUS_PATH}(/[^/]+)?$`),
  /^\/api\/admin\/news(\/[^/]+)?$/,
];

/** Whether this request target (path and query) is one of the upload routes. */
export function isUploadPath(target: string): boolean {
  const q = target.indexOf('?');
  const pathname = q === -1 ? target : target.slice(0, q);
  return UPLOAD_PATHS.some((re) => re.test(pathname));
}

/**
 * Whether the request says a body follows. A GET has none, and most requests are GETs: at
 * this event Node has not yet marked even a bodiless request complete, and a timer and two
 * listeners per cached page (~30 µs of server time each) would be a cost for nothing. Read
 * off the raw list, as the fast path does: req.headers is built on first use.
 */
function announcesBody(req: IncomingMessage): boolean {
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name.length === 17 && name.toLowerCase() === 'transfer-encoding') return true;
    if (name.length === 14 && name.toLowerCase() === 'content-length' && raw[i + 1] !== '0') return true;
  }
  return false;
}

/**
 * Ends a request whose body is not whole `bodyMs` after its head: 408 with our French JSON
 * error when nothing was answered yet (written on the socket, as Node's own requestTimeout
 * does: the handler still waiting on the body writes to a closed connection), else the
 * connection is closed.
 */
function bodyDeadline(bodyMs: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.complete || !announcesBody(req) || isUploadPath(req.url ?? '')) return;
    const timer = setTimeout(() => {
      const socket = req.socket;
      if (req.complete || res.writableEnded || socket.destroyed) return;
      if (res.headersSent) {
        socket.destroy();
        return;
      }
      const body = JSON.stringify(errorBody(messages.generic.requestTimeout));
      socket.end(
        `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      // A moment for the answer to be read (closing at once may reset it away when the client
      // is still sending), then the connection is gone, whatever the client still sends.
      setTimeout(() => socket.destroy(), 1000).unref();
    }, bodyMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    res.once('close', clear);
  };
}

export interface TimeoutOptions {
  idleMs?: number;
  bodyMs?: number;
}

/**
 * Node cuts every request whose body has not fully arrived after 5 minutes (requestTimeout):
 * a 200 MB video sent from the web administration over a mobile connection at 4 Mbit/s takes
 * 7. For the upload routes the limit is put on silence instead: a body that keeps arriving,
 * however slowly, is received; a connection that stalls for 2 minutes is closed. Every other
 * request has BODY_TIMEOUT_MS to send its whole body.
 */
export function applyTimeouts(server: Server, { idleMs = IDLE_TIMEOUT_MS, bodyMs = BODY_TIMEOUT_MS }: TimeoutOptions = {}) {
  server.requestTimeout = 0;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Without a 'timeout' listener, Node destroys the idle socket.
  server.setTimeout(idleMs);
  server.on('request', bodyDeadline(bodyMs));
}
