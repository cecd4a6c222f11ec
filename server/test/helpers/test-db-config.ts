// What the global setup hands to every test file (vitest provide/inject).
export type TestDbConfig =
  | { kind: 'pglite'; /** migrated PGlite folder, copied per test file */ templateDir: string; workDir: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string; /** prefix of every database of this run */ prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbConfig;
  }
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Database names are generated here only, never from input; quoting keeps them literal. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
