import { describe, expect, it } from 'vitest';
import { editTag } from './edit-tag';

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
});
