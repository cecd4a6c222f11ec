// Two tabs (or the web back office and the desktop app) editing the same row: without a check,
// the second save silently undoes the first. A save from a form sends the version of the row
// as that form opened it (If-Match); the server compares it with the row as it is now, and
// refuses the save (412) when they differ.
//
// The version is a hash of the row's editable fields (the keys of its update schema) as the
// administration's list serves them: the browser hashes the row it received from that list,
// the server the row the same list function gives now. Derived values a list shows (counts,
// dates of last change) are left out, so a new photo in an album does not block a change to
// its title.
//
// Only the editable fields the save sends count (savedFields, on both sides): a save can
// undo nothing it does not send. A row's switch (isActive alone) flipped while a form that
// does not show it was open is no conflict for that form; a form that shows a field sends
// it, so a change elsewhere to that field still is (decision 046).

/** The keys a save may change: those of an update schema (a zod object). */
export const editableFields = (schema: { shape: Record<string, unknown> }): readonly string[] => Object.keys(schema.shape);

/**
 * The editable fields that `body` (a save's JSON body) carries. A key whose value is
 * undefined is not sent (JSON leaves it out), so it is not counted either: the browser,
 * reading the body before it goes, and the server, reading the JSON that came, agree.
 * The server reads the raw JSON, not the validated body, which a schema's default or
 * transform could give keys the save never sent.
 */
export function savedFields(fields: readonly string[], body: unknown): readonly string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const sent = body as Record<string, unknown>;
  return fields.filter((f) => Object.hasOwn(sent, f) && sent[f] !== undefined);
}

/** JSON with its object keys sorted, so the same values give the same text on both sides. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash; a version tag, not a secret. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The If-Match value (a quoted entity tag) for `row` as the administration's list serves it. */
export function editTag(row: object, fields: readonly string[]): string {
  // Through JSON first: the server's Date objects become the strings the browser received.
  const json = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  const picked = Object.fromEntries(fields.filter((f) => f in json).map((f) => [f, json[f]]));
  return `"${hash53(canonical(picked))}"`;
}
