// Builds site/public/og-default.jpg, the picture shared links show for pages without
// one of their own (1200x630, the size Facebook and WhatsApp expect). Run once; the
// result is committed. Usage: node scripts/make-og-image.mjs
import { createRequire } from 'node:module';

// sharp is a dependency of the server package.
const sharp = createRequire(new URL('../server/package.json', import.meta.url))('sharp');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#13315c"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1080" cy="90" r="260" fill="#f4b942" opacity="0.16"/>
  <circle cx="90" cy="600" r="240" fill="#0f766e" opacity="0.35"/>
  <rect x="90" y="150" width="120" height="120" rx="26" fill="#f4b942"/>
  <text x="150" y="232" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" fill="#0b2545" text-anchor="middle">LBS</text>
  <text x="90" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="68" font-weight="700" fill="#ffffff">Lagune Business School</text>
  <text x="90" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#e2e8f0">L'école où l'apprentissage prend vie</text>
  <text x="90" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#f4b942">BTS · Licence · Master · Certificats — Abidjan</text>
</svg>`;
await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile('site/public/og-default.jpg');
console.log('site/public/og-default.jpg');
