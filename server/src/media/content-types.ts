// The Content-Type of a stored file, from the extension the server gave it (the upload's
// type was decided by its first bytes, so the extension is trustworthy).
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
};

export const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

export const contentTypeOf = (name: string) => TYPES[extensionOf(name)] ?? 'application/octet-stream';
