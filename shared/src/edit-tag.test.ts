import { describe, expect, it } from 'vitest';
import { editTag, savedFields } from './edit-tag';

describe('editTag', () => {
  const fields = ['title', 'startDate', 'gallery'];

  it('is the same for the same values, whatever the key order, and for a Date and its JSON string', () => {
    const server = { id: 1, title: 'Projet', startDate: new Date('2026-02-01T00:00:00.000Z'), gallery: [{ url: '/media/a.jpg', alt: 'A' }] };
    const browser = { gallery: [{ alt: 'A', url: '/media/a.jpg' }], startDate: '2026-02-01T00:00:00.000Z', title: 'Projet', id: 1 };
    expect(editTag(server, fields)).toBe(editTag(browser, fields));
    expect(editTag(server, fields)).toMatch(/^"[0-9a-z]+"$/);
  });

  it('changes with any editable value, not with a value the form does not edit', () => {
    const row = { id: 1, title: 'Projet', startDate: null, gallery: [], mediaCount: 3 };
    expect(editTag({ ...row, title: 'Projet ' }, fields)).not.toBe(editTag(row, fields));
    expect(editTag({ ...row, gallery: [{ url: '/media/b.jpg' }] }, fields)).not.toBe(editTag(row, fields));
    expect(editTag({ ...row, startDate: '2026-02-01' }, fields)).not.toBe(editTag(row, fields));
    expect(editTag({ ...row, mediaCount: 4 }, fields)).toBe(editTag(row, fields));
  });

  it('over the fields a save sends: a value it does not send may differ', () => {
    const row = { id: 1, title: 'Projet', startDate: null, gallery: [] };
    const sent = savedFields(fields, { title: 'Projet modifié' });
    expect(editTag({ ...row, gallery: [{ url: '/media/b.jpg' }] }, sent)).toBe(editTag(row, sent));
    expect(editTag({ ...row, title: 'Projet ' }, sent)).not.toBe(editTag(row, sent));
  });
});

describe('savedFields', () => {
  const fields = ['title', 'subtitle', 'isActive'];

  it('keeps the editable keys the JSON body carries, null included, and nothing else', () => {
    expect(savedFields(fields, { title: 'T', subtitle: null, imageData: 'x', id: 3 })).toEqual(['title', 'subtitle']);
    // Left out of the JSON, so not sent: the server would not count it either.
    expect(savedFields(fields, { title: 'T', isActive: undefined })).toEqual(['title']);
    expect(savedFields(fields, JSON.parse(JSON.stringify({ title: 'T', isActive: undefined })))).toEqual(['title']);
  });

  it('is empty for a body that is no object', () => {
    for (const body of [null, undefined, 'texte', 3, ['title']]) expect(savedFields(fields, body)).toEqual([]);
  });
});
