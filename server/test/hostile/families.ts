// Families of hostile requests, built for any endpoint: bad path ids, broken JSON envelopes
// (malformed, oversized, wrong content type), wrong types, missing and extra fields.
import type { HostileCase, Sender } from './harness';

/** Path segments that name no row: traversal, injection, absurd numbers, odd unicode. */
export const BAD_IDS: ReadonlyArray<readonly [string, string]> = [
  ['traversal ../', '..%2f..%2fetc%2fpasswd'],
  ['traversal %2e%2e%2f', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['encoded NUL', '1%00'],
  ['SQL injection', "1'%20OR%20'1'%3D'1"],
  ['SQL UNION', '1%20UNION%20SELECT%20password%20FROM%20admin_users--'],
  ['script tag', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['negative', '-1'],
  ['zero', '0'],
  ['float', '1.5'],
  ['1e308', '1e308'],
  ['NaN', 'NaN'],
  ['beyond int4', '2147483648'],
  ['huge', '99999999999999999999999999'],
  ['hexadecimal', '0x1'],
  ['RTL override', '1%E2%80%AE2'],
  ['zero-width space', '1%E2%80%8B'],
  ['emoji', '%F0%9F%92%A5'],
  ['lone surrogate bytes', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['control characters', '%01%02%1B'],
];

/** Bodies that are not the JSON object a route reads. */
export const MALFORMED_JSON: ReadonlyArray<readonly [string, string | Uint8Array]> = [
  ['unterminated object', '{"name":'],
  ['trailing comma', '{"a":1,}'],
  ['single quotes', "{'a':'b'}"],
  ['NaN literal', '{"a":NaN}'],
  ['empty body', ''],
  ['array instead of object', '[1,2,3]'],
  ['null', 'null'],
  ['bare string', '"texte"'],
  ['deep nesting', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['invalid UTF-8 bytes', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
];

export const WRONG_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/xml', ''];

const pad = (bytes: number) => 'x'.repeat(bytes);

export interface EndpointOptions {
  as?: Sender;
  headers?: Record<string, string>;
}

/** Malformed JSON, oversized bodies and wrong content types for a JSON write. */
export function envelopeCases(method: string, path: string, valid: Record<string, unknown>, opts: EndpointOptions = {}, families = { malformed: true, wrongType: true }): HostileCase[] {
  const base = { method, path, as: opts.as, headers: opts.headers };
  const cases: HostileCase[] = [];
  if (families.malformed) {
    for (const [name, body] of MALFORMED_JSON) cases.push({ ...base, name: `malformed JSON: ${name}`, body, headers: { ...opts.headers, 'content-type': 'application/json' } });
  }
  cases.push(
    { ...base, name: 'oversized JSON (101 KB)', json: { ...valid, filler: pad(101 * 1024) }, status: 413 },
    { ...base, name: 'oversized JSON (2 MB)', json: { ...valid, filler: pad(2 * 1024 * 1024) }, status: 413 },
    {
      ...base,
      name: 'oversized JSON, chunked without length',
      body: JSON.stringify({ ...valid, filler: pad(300 * 1024) }),
      headers: { ...opts.headers, 'content-type': 'application/json', 'content-length': '', 'transfer-encoding': 'chunked' },
      status: 413,
    },
  );
  if (families.wrongType) {
    for (const type of WRONG_CONTENT_TYPES) {
      cases.push({ ...base, name: `valid body, content type "${type || 'none'}"`, body: JSON.stringify(valid), headers: { ...opts.headers, 'content-type': type } });
    }
  }
  return cases;
}

/** A value of another type than the field's valid one. */
function wrongTypeFor(value: unknown, n: number): unknown {
  if (Array.isArray(value)) return 'texte';
  if (value !== null && typeof value === 'object') return 12;
  if (typeof value === 'number') return n % 2 ? true : { valeur: value };
  if (typeof value === 'boolean') return 'oui';
  return n % 2 ? 12345 : ['a', 'b'];
}

/** One case per field with a value of the wrong type, one per required field left out, and extras. */
export function fieldCases(method: string, path: string, valid: Record<string, unknown>, required: readonly string[], opts: EndpointOptions = {}): HostileCase[] {
  const base = { method, path, as: opts.as, headers: opts.headers };
  const cases: HostileCase[] = Object.keys(valid).map((field, n) => ({
    ...base,
    name: `wrong type for ${field}`,
    json: { ...valid, [field]: wrongTypeFor(valid[field], n) },
  }));
  for (const field of required) {
    const { [field]: _, ...rest } = valid;
    cases.push({ ...base, name: `missing ${field}`, json: rest });
  }
  if (required.length) {
    const { [required[0]]: _, ...rest } = valid;
    // Written as text: JSON.stringify would drop a __proto__ key set through an object literal.
    const extras = `"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"id":1,"createdBy":1,"isAdmin":true`;
    cases.push({ ...base, name: 'extra fields (prototype pollution, ids) with a required one missing', body: `{${extras},${JSON.stringify(rest).slice(1)}`, headers: { ...opts.headers, 'content-type': 'application/json' } });
  }
  cases.push({ ...base, name: 'empty object', json: {} });
  return cases;
}

/** Path ids that name no row, for a route whose id is written `$` in `pattern`. */
export function badIdCases(method: string, pattern: string, opts: EndpointOptions & { json?: unknown } = {}): HostileCase[] {
  return BAD_IDS.map(([name, id]) => ({ method, path: pattern.replace('$', id), name: `bad id: ${name}`, as: opts.as, headers: opts.headers, json: opts.json }));
}
