// Where the server finds the repository's other parts, from src/ (tsx) or dist/ (built).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Racine du dépôt introuvable (pnpm-workspace.yaml).');
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();
export const migrationsDir = path.join(repoRoot, 'migrations');
export const siteDistDir = path.join(repoRoot, 'site', 'dist');
export const seedAssetsDir = path.join(repoRoot, 'server', 'seed-assets');
