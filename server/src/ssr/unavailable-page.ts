// Self-contained French pages: when the site cannot render (database down, crash), and the
// contact form's answer when it was sent without JavaScript. No script, no external resource.
import { createHash } from 'node:crypto';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#0b2545;color:#fff;display:grid;min-height:100vh;place-items:center;text-align:center;padding:1.5rem;box-sizing:border-box}
main{max-width:32rem}h1{font-size:1.6rem;margin:0 0 1rem}p{line-height:1.6;color:#e2e8f0}a{color:#f4b942;font-weight:600}
`;

/** Its policy: nothing but its own inline style, allowed by hash (no 'unsafe-inline'). */
export const UNAVAILABLE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A page of this plain kind: a title, paragraphs and one link, every text escaped. */
export function plainPage({ title, paragraphs, link }: { title: string; paragraphs: string[]; link: { href: string; text: string } }): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</main>
</body>
</html>`;
}

export function unavailablePage(status: number): string {
  const title = status === 503 ? 'Site momentanément indisponible' : 'Une erreur est survenue';
  const text =
    status === 503
      ? 'Le site est momentanément indisponible. Veuillez réessayer dans quelques instants.'
      : "Une erreur s'est produite. Veuillez réessayer plus tard.";
  return plainPage({ title, paragraphs: [text], link: { href: '/', text: "Revenir à l'accueil" } });
}
