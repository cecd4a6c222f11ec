// A self-contained French page for when the site cannot render (database down, crash):
// no script, no external resource, readable on any phone.
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

export function unavailablePage(status: number): string {
  const title = status === 503 ? 'Site momentanément indisponible' : 'Une erreur est survenue';
  const text =
    status === 503
      ? 'Le site est momentanément indisponible. Veuillez réessayer dans quelques instants.'
      : "Une erreur s'est produite. Veuillez réessayer plus tard.";
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Revenir à l'accueil</a></p>
</main>
</body>
</html>`;
}
