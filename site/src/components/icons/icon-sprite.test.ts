// The sprite the build makes from the icon list (site/icon-sprite.ts), and the built site
// against it: the client bundle ships the very file the server bundle points pages to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite, spriteIconNames } from '../../../icon-sprite';

const site = path.resolve(__dirname, '../../..');

describe('icon sprite', () => {
  it('has one symbol per listed icon, each drawing something, in a 24-unit box', async () => {
    const names = spriteIconNames();
    expect(names.length).toBeGreaterThan(50);
    const { source } = await buildSprite(names);
    const symbols = [...source.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((s) => s[1])).toEqual(names);
    for (const [, id, body] of symbols) expect(body, id).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+$/);
    // lucide's React-only `key` never reaches the file.
    expect(source).not.toContain(' key=');
  });

  it('reads the names the icon module declares, each once', () => {
    const names = spriteIconNames("export const A = spriteIcon('phone');\n// spriteIcon('not-this')\nexport const B = spriteIcon('mail');\nexport const C = spriteIcon('phone');\n");
    expect(names).toEqual(['phone', 'mail']);
  });

  it('fails the build, in French, on a name lucide does not have', async () => {
    await expect(buildSprite(['phone', 'pas-une-icone'])).rejects.toThrow('icône « pas-une-icone » inconnue de lucide-react');
    await expect(buildSprite(['../../package'])).rejects.toThrow('icône « ../../package » : nom invalide');
  });

  it('is named after its content, and the built client holds the file the server build points to', async () => {
    const { fileName, source } = await buildSprite();
    expect(fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
    expect(readFileSync(path.join(site, 'dist/client', fileName), 'utf8')).toBe(source);
    expect(readdirSync(path.join(site, 'dist/client/assets')).filter((f) => /^icons-.*\.svg$/.test(f))).toEqual([path.basename(fileName)]);
    const serverBundle = readdirSync(path.join(site, 'dist/server'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(site, 'dist/server', f), 'utf8'))
      .join('\n');
    expect(serverBundle).toContain(`"/${fileName}"`);
  });
});
