// An administrator for integration tests: made through the real service, logged in over
// HTTP, and a client that sends what a browser on the site sends (the session cookie, and
// Origin on writes).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { ApiRequestError } from '@ecole/shared/api';
import { createAdmin } from '../../src/features/auth/service';
import { fetchJson, type JsonResponse, type TestServer } from './server';
import { tempFilesUnder } from '../../src/media/temp-folder';

export const TEST_PASSWORD = 'mot-de-passe-de-test-1';

let counter = 0;

export interface AdminSession {
  cookie: string;
  token: string;
  request<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>>;
  get<T = unknown>(path: string): Promise<JsonResponse<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<JsonResponse<T>>;
  put<T = unknown>(path: string, body: unknown): Promise<JsonResponse<T>>;
  del<T = unknown>(path: string): Promise<JsonResponse<T>>;
  /** A multipart upload as the screens send it: one file field and optional text fields. */
  upload<T = unknown>(path: string, field: string, file: UploadFile, fields?: Record<string, string>): Promise<JsonResponse<T>>;
}

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  /** The declared type; the server must not trust it. */
  type?: string;
}

export async function createTestAdmin(server: TestServer, username = `admin${++counter}`, password = TEST_PASSWORD) {
  await createAdmin(server.deps, { username, password, email: `${username}@ecole.example` });
  return { username, password };
}

/** The token of a Set-Cookie answer of the login (sid=<token>; ...). */
export function sessionToken(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const m = /^sid=([^;]*)/.exec(line);
    if (m && m[1]) return m[1];
  }
  return undefined;
}

export function loginRequest(server: TestServer, username: string, password: string, headers: Record<string, string> = {}) {
  return fetchJson<{ success: boolean; admin?: { username: string }; error?: string }>(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers },
    body: JSON.stringify({ username, password }),
  });
}

export function sessionFor(server: TestServer, token: string): AdminSession {
  const cookie = `sid=${token}`;
  const request = <T>(method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetchJson<T>(server.url + p, {
      method,
      headers: {
        Cookie: cookie,
        ...(method === 'GET' ? {} : { Origin: server.url }),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  return {
    cookie,
    token,
    request,
    get: (p) => request('GET', p),
    post: (p, body = {}) => request('POST', p, body),
    put: (p, body) => request('PUT', p, body),
    del: (p) => request('DELETE', p),
    upload: (p, field, file, fields = {}) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
      return fetchJson(server.url + p, { method: 'POST', headers: { Cookie: cookie, Origin: server.url }, body: form });
    },
  };
}

/** Creates an administrator and logs in as a browser would. */
export async function loginAsAdmin(server: TestServer): Promise<AdminSession> {
  const { username, password } = await createTestAdmin(server);
  const { status, res } = await loginRequest(server, username, password);
  const token = sessionToken(res);
  if (status !== 200 || !token) throw new Error(`login failed: ${status}`);
  return sessionFor(server, token);
}

/** Every file under the media folder (variants included), the temp folder apart. */
export async function mediaFiles(server: TestServer): Promise<string[]> {
  const root = server.deps.env.mediaDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('.tmp'))
    .sort();
}

/** Files left in the store's temp folders (its own and any other process's). */
export async function tempFiles(server: TestServer): Promise<string[]> {
  return tempFilesUnder(path.join(server.deps.env.mediaDir, '.tmp'));
}

/** What a call of the typed admin client that should fail says: its status and French message. */
export async function refusal(call: Promise<unknown>) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the call should have been refused').toBeInstanceOf(ApiRequestError);
  return { status: (err as ApiRequestError).status, message: (err as ApiRequestError).serverMessage };
}
