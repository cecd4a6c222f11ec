import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueFields, issueMessage } from './issues';
import { messages } from './messages';
import { galleryItemCreateSchema } from './schemas/albums';

describe('validation messages', () => {
  it('keeps our French messages and replaces zod’s English ones, field by field', () => {
    const schema = z.object({ name: z.string().min(2, 'Le nom est trop court.'), age: z.number(), tags: z.array(z.string()) });
    const r = schema.safeParse({ name: 'a', age: 'vingt', tags: [1] });
    expect(r.success).toBe(false);
    const fields = issueFields(r.error!.issues, (path) => path.map(String).join('.'));
    expect(fields).toEqual({ name: 'Le nom est trop court.', age: messages.generic.invalidField, 'tags.0': messages.generic.invalidField });
  });

  it('an album id of the wrong type gets a French message, not zod’s', () => {
    const r = galleryItemCreateSchema.safeParse({ albumId: 'x' });
    expect(r.success).toBe(false);
    const fields = issueFields(r.error!.issues, (path) => String(path[0]));
    expect(fields.albumId).toBe(messages.generic.invalidField);
    const missing = galleryItemCreateSchema.safeParse({});
    expect(issueFields(missing.error!.issues, (path) => String(path[0])).albumId).toBe(messages.generic.requiredField);
    for (const text of Object.values(fields)) expect(text).not.toMatch(/^(Invalid|Expected|Required|Too)/);
  });

  it('the fallback is chosen by the caller', () => {
    expect(issueMessage('Invalid input: expected string, received number', messages.generic.invalidPayload)).toBe(messages.generic.invalidPayload);
    expect(issueMessage('Identifiant invalide.')).toBe('Identifiant invalide.');
  });
});
