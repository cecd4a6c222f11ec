// The arguments the main process accepts from the renderer (src/core/ipc-args.ts).
import { describe, expect, it } from 'vitest';
import { DesktopError } from '../src/core/errors';
import { checkArgs, ipcMessages } from '../src/core/ipc-args';
import type { DesktopMethod } from '../src/shared/api';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err instanceof DesktopError ? { code: err.code, message: err.message } : err;
  }
  return null;
};

describe('checkArgs', () => {
  it('passes what the renderer sends, an optional argument left out or given as undefined', () => {
    expect(checkArgs('request', ['GET', '/api/admin/me'])).toEqual(['GET', '/api/admin/me']);
    expect(checkArgs('request', ['POST', '/api/admin/login', '{}'])).toEqual(['POST', '/api/admin/login', '{}']);
    expect(checkArgs('upload', ['/api/admin/upload', {}, 'image', { path: '/tmp/a.png' }, undefined])).toEqual(['/api/admin/upload', {}, 'image', { path: '/tmp/a.png' }]);
    expect(checkArgs('upload', ['/api/admin/upload', { a: 'b' }, 'image', { name: 'a.png', bytes: new Uint8Array([1]) }, 'id-1'])).toHaveLength(5);
    expect(checkArgs('setConcurrency', [6])).toEqual([6]);
    expect(checkArgs('getState', [])).toEqual([]);
  });

  it('passes on a form\'s If-Match and a create\'s Idempotency-Key, and no other header', () => {
    const headers = { 'If-Match': '"v1-abc"', 'Idempotency-Key': 'cle-d-envoi-0000000001' };
    expect(checkArgs('request', ['POST', '/api/admin/albums', '{}', headers])).toEqual(['POST', '/api/admin/albums', '{}', headers]);
    expect(checkArgs('request', ['DELETE', '/api/admin/albums/1', undefined, { 'If-Match': '*' }])).toEqual(['DELETE', '/api/admin/albums/1', undefined, { 'If-Match': '*' }]);
    const refused = { code: 'invalid-request', message: ipcMessages.badArguments('request') };
    // The session's own headers are the main process's to set; a header cannot carry a second one.
    expect(refusal(() => checkArgs('request', ['GET', '/api/admin/me', undefined, { Cookie: 'sid=autre' }]))).toEqual(refused);
    expect(refusal(() => checkArgs('request', ['GET', '/api/admin/me', undefined, { 'X-Admin-Client': 'desktop' }]))).toEqual(refused);
    expect(refusal(() => checkArgs('request', ['POST', '/api/admin/albums', '{}', { 'Idempotency-Key': 'a\r\nCookie: sid=autre' }]))).toEqual(refused);
    expect(refusal(() => checkArgs('request', ['POST', '/api/admin/albums', '{}', { 'If-Match': 'x'.repeat(257) }]))).toEqual(refused);
  });

  it('refuses a NaN concurrency, an unknown HTTP method and an unknown operation, in French', () => {
    expect(refusal(() => checkArgs('setConcurrency', [NaN]))).toEqual({ code: 'invalid-request', message: ipcMessages.badArguments('setConcurrency') });
    expect(refusal(() => checkArgs('setConcurrency', [Infinity]))).toEqual({ code: 'invalid-request', message: ipcMessages.badArguments('setConcurrency') });
    expect(refusal(() => checkArgs('request', ['get; rm', '/api/admin/me']))).toEqual({ code: 'invalid-request', message: ipcMessages.badArguments('request') });
    expect(refusal(() => checkArgs('toString' as DesktopMethod, []))).toEqual({ code: 'invalid-request', message: ipcMessages.unknownMethod });
    expect(refusal(() => checkArgs('__proto__' as DesktopMethod, []))).toEqual({ code: 'invalid-request', message: ipcMessages.unknownMethod });
  });
});
