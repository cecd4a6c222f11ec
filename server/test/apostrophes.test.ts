// One apostrophe in our French texts (docs/decisions/039): the spec writes them with the straight
// ' ("Une erreur s'est produite…"), so ours do too, or a page would mix ' and ’. The sources of
// every package are parsed and each string literal, template and JSX text checked; comments and
// regular expressions are not (a regex accepting what visitors type, ’ included, is input).
// Here rather than in shared/src: this needs Node and the TypeScript parser, which the browser
// code of shared/ does not get.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['site/src', 'shared/src', 'server/src', 'desktop-admin/src'];
/** Texts typed by visitors, kept as they type them (on a phone, with ’). */
const INPUT = new Set(['server/src/features/chat/eval/questions.ts']);
const CURLY = '’';

const TEXT_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

/** The 1-based lines of `source` where a text (not a comment or a regex) holds ’. */
function curlyTextLines(fileName: string, source: string): number[] {
  if (!source.includes(CURLY)) return [];
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    if (TEXT_KINDS.has(node.kind)) {
      const start = node.getStart(file);
      const text = source.slice(start, node.end);
      for (let i = text.indexOf(CURLY); i !== -1; i = text.indexOf(CURLY, i + 1)) lines.add(file.getLineAndCharacterOfPosition(start + i).line + 1);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return [...lines].sort((a, b) => a - b);
}

const isSource = (f: string) => /\.(ts|tsx|mts|cts)$/.test(f) && !/\.test\.tsx?$/.test(f);

describe('apostrophes', () => {
  it('finds ’ in strings, templates and JSX text, not in comments or regexes', () => {
    const source = [
      "const a = 'l’école';", // 1
      '// l’école', // 2
      '/* l’école */ const b = /[\'’]/g;', // 3
      'const c = `l’${a}`;', // 4
      'const d = <p title="l’école">{a}</p>;', // 5
      'const e = <p>', // 6
      '  Retour à l’accueil', // 7
      '</p>;', // 8
    ].join('\n');
    expect(curlyTextLines('sample.tsx', source)).toEqual([1, 4, 5, 7]);
  });

  it('our own texts use the straight apostrophe of the spec', () => {
    const found: string[] = [];
    let files = 0;
    for (const dir of SOURCES) {
      for (const name of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        const rel = path.posix.join(dir, name.split(path.sep).join('/'));
        if (!isSource(rel) || INPUT.has(rel)) continue;
        files++;
        const source = readFileSync(path.join(root, rel), 'utf8');
        for (const line of curlyTextLines(rel, source)) found.push(`${rel}:${line}: ${source.split('\n')[line - 1].trim()}`);
      }
    }
    expect(files).toBeGreaterThan(300);
    expect(found, `’ in these texts; write ' as the spec does:\n${found.join('\n')}`).toEqual([]);
  });
});
