// An admin upload (POST /api/admin/gallery-upload, multipart) sent piece by piece: the
// tests of what happens to an upload in progress (a server stopped, another one starting).
import http from 'node:http';

/** A multipart upload whose bytes the test sends when it likes, as a slow phone would. */
export function slowUpload(origin: string, cookie: string, file: Buffer, headers: Record<string, string> = {}) {
  const boundary = 'ecole-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request(`${origin}/api/admin/gallery-upload`, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + file.length + tail.length,
      Cookie: cookie,
      Origin: origin,
      ...headers,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (b: Buffer) => (body += b.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  req.write(head);
  let sent = 0;
  return {
    answer,
    /** Sends the next `n` bytes of the file. */
    send: (n: number) => new Promise<void>((resolve) => req.write(file.subarray(sent, (sent += n)), () => resolve())),
    end: () => req.end(Buffer.concat([file.subarray(sent), tail])),
  };
}
