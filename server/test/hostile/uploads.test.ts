// Hostile files through every multipart upload route, and hostile requests to the tus
// endpoint of the desktop app's bulk uploads. Nothing may land in the media folder (its
// temporary and partial-upload folders included) nor in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, matroska, mp4, pngBomb } from '../helpers/media-fixtures';
import { imageForm, startAdminFixture, tusMetadata, type AdminFixture } from './admin-context';
import { BAD_IDS } from './families';
import { hostileTests, rawRequest, type HostileCase } from './harness';

let fixture: AdminFixture;
beforeAll(async () => {
  fixture = await startAdminFixture();
});
afterAll(() => fixture?.server.close());

const image = await jpeg(200, 150);
const MB = 1024 * 1024;
const text = (s: string) => Buffer.from(s);
const withHead = (head: number[], rest: string | Buffer) => Buffer.concat([Buffer.from(head), typeof rest === 'string' ? Buffer.from(rest) : rest]);
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];

type Disguised = [name: string, bytes: Buffer, fileName: string, status?: number];
const DISGUISED: Disguised[] = [
  ['script renamed .jpg', text('<script>alert(document.cookie)</script>'), 'photo.jpg', 415],
  ['HTML page renamed .jpg', text('<!DOCTYPE html><html><body onload="alert(1)">x</body></html>'), 'photo.jpg', 415],
  ['SVG with an onload handler', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'dessin.svg', 415],
  ['SVG renamed .png', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'dessin.png', 415],
  ['GIF/JavaScript polyglot', text('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1);//'), 'anim.gif'],
  ['JPEG header followed by HTML', withHead(JPEG_HEAD, '<html><script>alert(1)</script></html>'), 'photo.jpg'],
  ['truncated JPEG', image.subarray(0, Math.floor(image.length / 3)), 'photo.jpg'],
  ['zero bytes', Buffer.alloc(0), 'vide.jpg'],
  ['PHP renamed .jpg', text('<?php system($_GET["c"]); ?>'), 'shell.php.jpg', 415],
  ['Windows executable', withHead([0x4d, 0x5a, 0x90, 0x00], Buffer.alloc(200)), 'photo.jpg', 415],
  ['PDF renamed .jpg', text('%PDF-1.7\n1 0 obj <</Type/Catalog/OpenAction<</S/JavaScript/JS(alert(1))>>>> endobj'), 'photo.jpg', 415],
  ['traversal in the file name', text('<script>alert(1)</script>'), '../../../../../tmp/evil.jpg', 415],
  ['NUL in the file name', text('<script>alert(1)</script>'), 'evil.html\u0000.jpg'],
  ['pixel bomb (400 megapixels)', pngBomb(), 'bombe.png', 413],
  ['oversized image (10 MB + 1 byte)', withHead(JPEG_HEAD, Buffer.alloc(10 * MB + 1 - JPEG_HEAD.length)), 'grande.jpg', 413],
];

const IMAGE_ROUTES = ['/api/admin/sliders/upload', '/api/admin/founder/upload', '/api/admin/programs/upload', '/api/admin/news/temp/images/upload', '/api/admin/news/{news}/images/upload'];
const MEDIA_ROUTES = ['/api/admin/projects/upload', '/api/admin/gallery-upload'];

function uploadCases(): HostileCase[] {
  const list: HostileCase[] = [];
  const admin = { as: 'admin' as const, method: 'POST' };
  [...IMAGE_ROUTES, ...MEDIA_ROUTES].forEach((path, n) => {
    const field = MEDIA_ROUTES.includes(path) ? 'media' : 'image';
    // The whole set on the first route of each kind, a different share on the others.
    const full = path === IMAGE_ROUTES[0] || path === MEDIA_ROUTES[1];
    const share = full ? DISGUISED : DISGUISED.filter((_, i) => i % 5 === n % 5 && i < 14);
    for (const [name, bytes, fileName, status] of share) {
      list.push({ ...admin, path, name: `disguised: ${name}`, body: imageForm(field, bytes, fileName), status });
    }
    list.push({ ...admin, path, name: 'valid image in another field', body: imageForm('fichier', image), status: 400 });
    list.push({ ...admin, path, name: 'JSON instead of multipart', json: { image: image.toString('base64') }, status: 415 });
    if (full) {
      list.push(
        { ...admin, path, name: 'multipart without a boundary', body: 'x', headers: { 'content-type': 'multipart/form-data' } },
        { ...admin, path, name: 'multipart with a wrong boundary', body: `--autre\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\nxx\r\n--autre--`, headers: { 'content-type': 'multipart/form-data; boundary=attendu' } },
        { ...admin, path, name: 'multipart cut in the middle', body: `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(100)}`, headers: { 'content-type': 'multipart/form-data; boundary=b' } },
        { ...admin, path, name: 'an empty form', body: new FormData(), status: 400 },
      );
    }
  });
  list.push(
    { ...admin, path: IMAGE_ROUTES[0], name: 'video to an image route', body: imageForm('image', mp4(), 'film.mp4', 'video/mp4'), status: 415 },
    { ...admin, path: MEDIA_ROUTES[1], name: 'Matroska that is not WebM', body: imageForm('media', matroska(), 'film.mkv', 'video/webm'), status: 415 },
    { ...admin, path: MEDIA_ROUTES[0], name: 'video over the limit', body: imageForm('media', mp4(MB + 1), 'film.mp4', 'video/mp4'), status: 413 },
    ...BAD_IDS.slice(0, 6).map(([name, id]): HostileCase => ({ ...admin, path: `/api/admin/news/${id}/images/upload`, name: `bad article id: ${name}`, body: imageForm('image', image) })),
    { ...admin, path: '/api/admin/news/2147483647/images/upload', name: 'article of no row', body: imageForm('image', image), status: 404 },
    { ...admin, path: '/api/admin/news/{news}/images/upload', name: 'caption with a NUL beside a valid image', body: imageForm('image', image, 'photo.jpg', 'image/jpeg', { caption: 'Légende\u0000' }) },
  );
  return list;
}

const TUS = '/api/admin/uploads';
const tusHeaders = (meta: Record<string, string>, length: string | null = String(image.length)) => ({
  'tus-resumable': '1.0.0',
  ...(length === null ? {} : { 'upload-length': length }),
  'upload-metadata': tusMetadata(meta),
});
const meta = { albumId: '{album}', sha256: 'a'.repeat(64), filename: 'photo.jpg' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const ALBUM_B64 = b64('{album}');

function tusCases(): HostileCase[] {
  const admin = { as: 'admin' as const };
  const create = (name: string, headers: Record<string, string>, status?: number): HostileCase => ({
    ...admin,
    method: 'POST',
    path: TUS,
    name,
    // The metadata names the album only once it exists; "{album}" is replaced before encoding.
    lazyHeaders: (ctx): Record<string, string> => (headers['upload-metadata'] ? { 'upload-metadata': headers['upload-metadata'].replace(ALBUM_B64, b64(String(ctx.ids.album))) } : {}),
    headers,
    status,
  });
  const upload = `${TUS}/{upload}`;
  const patch = { 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream' };
  return [
    create('no Tus-Resumable', { 'upload-length': '10', 'upload-metadata': tusMetadata(meta) }, 412),
    create('unsupported tus version', { ...tusHeaders(meta), 'tus-resumable': '0.2.2' }),
    create('no Upload-Length', tusHeaders(meta, null)),
    create('deferred length', { ...tusHeaders(meta, null), 'upload-defer-length': '1' }),
    create('negative length', tusHeaders(meta, '-1')),
    create('length not a number', tusHeaders(meta, 'abc')),
    create('length 1e20', tusHeaders(meta, '100000000000000000000')),
    create('length over the limit', tusHeaders(meta, String(11 * MB)), 413),
    create('no metadata', { 'tus-resumable': '1.0.0', 'upload-length': '10' }),
    create('metadata not base64', { ...tusHeaders(meta), 'upload-metadata': 'albumId !!!,sha256 ???' }),
    create('album id traversal', tusHeaders({ ...meta, albumId: '../1' })),
    create('album id SQL', tusHeaders({ ...meta, albumId: '1 OR 1=1' })),
    create('album of no row', tusHeaders({ ...meta, albumId: '2147483647' }), 404),
    create('album id beyond int4', tusHeaders({ ...meta, albumId: '99999999999' })),
    create('hash not hex', tusHeaders({ ...meta, sha256: '<script>alert(1)</script>' })),
    create('file name traversal', tusHeaders({ ...meta, filename: '../../../etc/passwd' })),
    create('file name with a NUL', tusHeaders({ ...meta, filename: 'photo\u0000.jpg' })),
    create('empty file name', tusHeaders({ ...meta, filename: '' })),
    create('title of 201 characters', tusHeaders({ ...meta, title: 'x'.repeat(201) })),
    create('title with control characters', tusHeaders({ ...meta, title: 'Photo\u001b[2J' })),
    create('negative order', tusHeaders({ ...meta, order: '-1' })),
    { ...admin, method: 'PATCH', path: `${TUS}/..%2f..%2f..%2fetc%2fpasswd`, name: 'PATCH traversal id', headers: { ...patch, 'upload-offset': '0' }, body: image, status: 404 },
    { ...admin, method: 'PATCH', path: `${TUS}/${'f'.repeat(32)}`, name: 'PATCH unknown upload', headers: { ...patch, 'upload-offset': '0' }, body: image, status: 404 },
    { ...admin, method: 'DELETE', path: `${TUS}/${'f'.repeat(32)}`, name: 'DELETE unknown upload', headers: { 'tus-resumable': '1.0.0' }, status: 404 },
    { ...admin, method: 'DELETE', path: `${TUS}/..%2f.uploads`, name: 'DELETE traversal id', headers: { 'tus-resumable': '1.0.0' }, status: 404 },
    { ...admin, method: 'GET', path: upload, name: 'download of a partial upload', status: 405 },
    { ...admin, method: 'PATCH', path: upload, name: 'PATCH at a wrong offset', headers: { ...patch, 'upload-offset': '5' }, body: image.subarray(0, 10), status: 409 },
    { ...admin, method: 'PATCH', path: upload, name: 'PATCH offset not a number', headers: { ...patch, 'upload-offset': 'abc' }, body: image.subarray(0, 10) },
    { ...admin, method: 'PATCH', path: upload, name: 'PATCH without the tus content type', headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/json' }, body: image.subarray(0, 10) },
    { ...admin, method: 'PATCH', path: upload, name: 'PATCH past the announced length', headers: { ...patch, 'upload-offset': '0' }, body: Buffer.concat([image, Buffer.alloc(1000)]) },
  ];
}

describe('hostile input: uploads', () => {
  beforeAll(async () => {
    // A bulk upload begun and left waiting: the PATCH cases aim at it.
    const { server, ctx } = fixture;
    const res = await rawRequest(server.url, 'POST', TUS, {
      cookie: `sid=${ctx.adminToken}`,
      origin: server.url,
      ...tusHeaders({ ...meta, albumId: String(ctx.ids.album) }),
    });
    if (res.status !== 201) throw new Error(`tus creation failed: ${res.status} ${res.text}`);
    ctx.ids.upload = String(res.headers.location).split('/').pop()!;
  });
  const count = hostileTests(() => [...uploadCases(), ...tusCases()], () => fixture.ctx);
  it('is a sizeable share of the suite', () => expect(count).toBeGreaterThan(70));
});
