/**
 * The slug of a news title (admin-back-office.md section 5): lowercase, accents removed,
 * non-alphanumerics dropped, spaces to hyphens, repeated hyphens collapsed, trimmed. An
 * apostrophe parts words as a space does ("l'école" -> "l-ecole", not "lecole"):
 * decision 015.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
