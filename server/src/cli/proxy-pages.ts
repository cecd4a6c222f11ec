// Run by `pnpm build` after the server's bundle: nginx's French pages and the lines that
// serve them, in server/dist/proxy/ (ssr/proxy-error-pages.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeProxyErrorFiles } from '../ssr/proxy-error-pages';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/proxy');
writeProxyErrorFiles(dir);
console.log(`pages de nginx écrites dans ${dir}`);
