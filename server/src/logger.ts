// Structured JSON logs, one object per line. Callers never pass secrets: no password,
// cookie or session id is ever given to the logger.
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

/** Fields every line logged while serving one request carries (its request id). */
export interface LogContext {
  requestId: string;
}

// Set by the request-log middleware around each request, so a feature's own warning
// ("login failed", "variant failed"…) names the request without being handed its id.
const context = new AsyncLocalStorage<LogContext>();

export const currentLogContext = (): LogContext | undefined => context.getStore();

export function withLogContext<T>(ctx: LogContext, fn: () => T): T {
  return context.run(ctx, fn);
}

export function createLogger(level: Level | 'silent' = 'info', write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const log = (lvl: Level) => (msg: string, data?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...context.getStore(), ...data }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
