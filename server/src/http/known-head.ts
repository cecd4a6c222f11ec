// The head of a cache hit, handed to Node already written. `res.writeHead` serializes a
// head itself: each name and value through validating regular expressions, each name
// matched against the ones HTTP treats specially, then one string built and re-encoded.
// For the ~15 headers of a kept page that is about a tenth of the answer's CPU (perf: the
// header-character regex alone is the busiest JavaScript of a cache hit). A kept answer's
// headers are our own constants and values made by our code, checked once by Node on
// Hono's path (fast-path.test.ts compares both paths header by header), so the fast path
// writes the head text and stores it where `writeHead` would: the response's `_header`.
//
// That field, and the keep-alive ones read here, are Node's private ones (unchanged since
// Node 0.x). They are checked once at start-up on a real ServerResponse; if they ever
// differ, `writeKnownHead` declines and the caller uses `writeHead`.
import { ServerResponse, STATUS_CODES, type IncomingMessage } from 'node:http';

/** What `_storeHeader` reads and writes on a ServerResponse, as of Node 20. */
interface ResponseInternals {
  _header: string | null;
  _headerSent: boolean;
  _last: boolean;
  _hasBody: boolean;
  _defaultKeepAlive: boolean;
  _removedConnection: boolean;
  _keepAliveTimeout: number;
  _maxRequestsPerSocket: number;
  maxRequestsOnConnectionReached: boolean | undefined;
  _expect_continue: boolean;
  _sent100: boolean;
  chunkedEncoding: boolean;
  shouldKeepAlive: boolean;
  sendDate: boolean;
}

function internalsAsExpected(): boolean {
  const req = { method: 'GET', httpVersionMajor: 1, httpVersionMinor: 1, headers: {} } as IncomingMessage;
  const res = new ServerResponse(req) as unknown as ResponseInternals;
  return (
    res._header === null &&
    res._headerSent === false &&
    res._last === false &&
    res._hasBody === true &&
    res._defaultKeepAlive === true &&
    res._removedConnection === false &&
    res._expect_continue === false &&
    res._sent100 === false &&
    res.chunkedEncoding === false &&
    res.sendDate === true &&
    typeof res.shouldKeepAlive === 'boolean'
  );
}

/** Whether this Node keeps a response's head as this module writes it (checked once). */
export const KNOWN_HEAD_SUPPORTED = internalsAsExpected();

// Node's own Date header is cached for the current second; so is this one.
let dateSecond = -1;
let dateText = '';
function httpDate(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(second * 1000).toUTCString();
  }
  return dateText;
}

const statusLines = new Map<number, string>();
function statusLine(status: number): string {
  let line = statusLines.get(status);
  if (line === undefined) {
    line = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'unknown'}\r\n`;
    statusLines.set(status, line);
  }
  return line;
}

/** One header as it goes on the wire. */
export const headerLine = (name: string, value: string) => name + ': ' + value + '\r\n';

/**
 * Stores the head of an answer with a body: the status line, `lines` (every header, each
 * from `headerLine`, Content-Length included), then what Node adds itself (Date and the
 * keep-alive pair) exactly as `_storeHeader` writes them. Returns false, having changed
 * nothing, where Node would write something else (a connection to close, a limit of
 * requests per connection, a status without a body, headers already set, a response
 * already begun): the caller then uses `writeHead`.
 */
export function writeKnownHead(res: ServerResponse, status: number, lines: string): boolean {
  const r = res as unknown as ResponseInternals;
  if (
    !KNOWN_HEAD_SUPPORTED ||
    r._header !== null ||
    // Statuses without a body; a reason phrase or headers set beforehand (writeHead merges them).
    status < 200 ||
    status === 204 ||
    status === 304 ||
    res.statusMessage ||
    res.getHeaderNames().length > 0 ||
    !r._hasBody ||
    // writeHead closes a connection whose client awaits a 100 Continue it did not get.
    (r._expect_continue && !r._sent100) ||
    !r.shouldKeepAlive ||
    !r._defaultKeepAlive ||
    r._removedConnection ||
    r.maxRequestsOnConnectionReached ||
    r._maxRequestsPerSocket > 0 ||
    !r._keepAliveTimeout ||
    !r.sendDate
  ) {
    return false;
  }
  res.statusCode = status;
  res.statusMessage = STATUS_CODES[status] ?? 'unknown';
  r._header =
    statusLine(status) +
    lines +
    'Date: ' +
    httpDate() +
    '\r\nConnection: keep-alive\r\nKeep-Alive: timeout=' +
    Math.floor(r._keepAliveTimeout / 1000) +
    '\r\n\r\n';
  return true;
}
