// The archive's table of contents (manifest.json, its last entry: it is written once every
// file's hash is known). An archive is untrusted input when restored, so it is parsed here.
import { z } from 'zod';
import { BackupError } from './errors';

export const ARCHIVE_FORMAT = 'ecole-backup';
/** Raised when the layout of the archive changes; a restore refuses any other version. */
export const FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';

export const tableFile = (table: string) => `db/${table}.jsonl`;
export const mediaFile = (name: string) => `media/${name}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
/** A media name as a store lists it: relative, no `..`, no backslash, no empty segment. */
const mediaName = z
  .string()
  .min(1)
  .max(200)
  .refine((n) => !n.startsWith('/') && !n.includes('\\') && n.split('/').every((s) => s !== '' && s !== '.' && s !== '..'), 'nom de média invalide');

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    migration: z.object({ createdAt: z.number().int(), hash: z.string(), tag: z.string().nullable() }),
  }),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().min(1)).min(1),
      rows: count,
      bytes: count,
      sha256,
    }),
  ),
  media: z.object({
    count,
    bytes: count,
    files: z.array(z.object({ name: mediaName, size: count, sha256 })),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest of an archive, or a French refusal (not ours, newer format, malformed). */
export function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError("Le sommaire de l'archive (manifest.json) est illisible : ce n'est pas une sauvegarde de ce site.");
  }
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (head?.format !== ARCHIVE_FORMAT) throw new BackupError("Cette archive n'est pas une sauvegarde de ce site (format inconnu).");
  if (head.version !== FORMAT_VERSION) {
    throw new BackupError(
      `Cette sauvegarde est au format ${String(head.version)}, que cette version du logiciel ne sait pas lire (format ${FORMAT_VERSION}). ` +
        "Restaurez-la avec la version du logiciel qui l'a faite, ou une plus récente.",
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`Le sommaire de l'archive est invalide (${issue.path.join('.')} : ${issue.message}).`);
  }
  return parsed.data;
}
