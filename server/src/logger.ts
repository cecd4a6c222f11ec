// Structured JSON logs, one object per line. Callers never pass secrets: no password,
// cookie or session id is ever given to the logger.
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

export function createLogger(level: Level | 'silent' = 'info', write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const log = (lvl: Level) => (msg: string, data?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...data }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
