// The allow-list applied to news content (DECISIONS "News content").
import { describe, expect, it } from 'vitest';
import { newsPlainText, sanitizeNewsHtml } from '../src/features/news/sanitize';

describe('sanitizeNewsHtml', () => {
  it('keeps the allowed formatting tags', () => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><h4>Petit titre</h4><p>Un <strong>fort</strong>, <b>gras</b>, <em>accent</em>, <i>italique</i>, <u>souligné</u>.</p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>Citation</blockquote>' +
      '<figure><img src="/media/0123456789abcdef0123456789abcdef.jpg" alt="Campus" /><figcaption>Le campus</figcaption></figure><p>a<br />b</p>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames and event handlers with their payload', () => {
    const out = sanitizeNewsHtml(
      '<p onclick="steal()" style="color:red" class="x">Texte</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><object data="x"></object>',
    );
    expect(out).toBe('<p>Texte</p>');
  });

  it('strips unknown tags but keeps their text', () => {
    expect(sanitizeNewsHtml('<div><span>Bonjour</span> <h1>Titre</h1><table><tr><td>cellule</td></tr></table></div>')).toBe('Bonjour Titrecellule');
  });

  it('keeps http, https, mailto and relative links; external ones open safely in a new tab', () => {
    const out = sanitizeNewsHtml(
      '<p><a href="https://exemple.org/page" title="Site" target="_self" rel="opener">ext</a> ' +
        '<a href="http://exemple.org">http</a> <a href="/filieres">int</a> <a href="#haut">ancre</a> <a href="mailto:contact@ecole.example">mail</a></p>',
    );
    expect(out).toBe(
      '<p><a href="https://exemple.org/page" title="Site" rel="noopener noreferrer" target="_blank">ext</a> ' +
        '<a href="http://exemple.org" rel="noopener noreferrer" target="_blank">http</a> <a href="/filieres">int</a> <a href="#haut">ancre</a> ' +
        '<a href="mailto:contact@ecole.example">mail</a></p>',
    );
  });

  it('takes every http(s) address as another site, however its slashes are written (decision 050)', () => {
    for (const [href, read] of [
      ['http:/\\evil.example/x', 'http://evil.example/x'],
      ['https:evil.example', 'https://evil.example/'],
      ['HTTP:\\\\evil.example', 'http://evil.example/'],
    ]) {
      expect(sanitizeNewsHtml(`<a href="${href}">lien</a>`), href).toBe(`<a href="${read}" rel="noopener noreferrer" target="_blank">lien</a>`);
    }
    // Not an address at all: no link.
    expect(sanitizeNewsHtml('<a href="http:">lien</a>')).toBe('<a rel="noopener noreferrer" target="_blank">lien</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav&#x09;ascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'ftp://exemple.org/fichier',
  ])('drops the href %s', (href) => {
    expect(sanitizeNewsHtml(`<p><a href="${href}">lien</a></p>`)).toBe('<p><a>lien</a></p>');
  });

  it('keeps no other attribute that can carry a URL (the action, formaction, poster, background and data of GHSA-vccv-cmxp-4j9h)', () => {
    const out = sanitizeNewsHtml(
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Envoyer</button></form>' +
        '<video poster="javascript:alert(1)"></video><p background="javascript:alert(1)">Fond</p><object data="javascript:alert(1)"></object>',
    );
    expect(out).toBe('Envoyer<p>Fond</p>');
  });

  it("leaves nothing active from the published sanitize-html bypasses (raw-text, SVG animation, noscript, meta refresh, nested frames)", () => {
    const onerror = '<img src="https://x.example/a.png" onerror="alert(1)">';
    const payloads = [
      // GHSA-jxwj-j7wr-gfrw: a solidus end tag of a raw-text element, re-parsed by the browser.
      `<textarea></textarea/>${onerror}`,
      `<p>a</textarea/>${onerror}b</p>`,
      `<svg><textarea>${onerror}</textarea></svg>`,
      `<math><mi><textarea>${onerror}</textarea></mi></math>`,
      `<xmp>${onerror}</xmp>`,
      // GHSA-g8qq-57p8-ggw5: an SVG animation that rewrites a link's href to javascript:.
      '<svg><a><animate attributeName="href" values="#ok;javascript:alert(1)"></animate><text>x</text></a></svg>',
      '<svg><a><set attributeName="href" to="javascript:alert(1)" /><text>x</text></a></svg>',
      // GHSA-x3q4-9hxx-gx8m: noscript closed earlier by the browser than by the parser.
      `<noscript><p title="</noscript>${onerror}"></p></noscript>`,
      // GHSA-cv27-6wvh-8x7j and GHSA-c9rx-x947-fp3h.
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<iframe>'.repeat(50) + onerror,
    ];
    const allowed = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'img', 'figure', 'figcaption']);
    for (const payload of payloads) {
      const out = sanitizeNewsHtml(payload);
      // Markup only: what survives as escaped text (&lt;img …&gt;) is shown, never run.
      for (const [element, tag] of out.matchAll(/<\/?([a-z][a-z0-9-]*)[^>]*>/gi)) {
        expect(allowed.has(tag!.toLowerCase()), `${payload} → ${out}`).toBe(true);
        expect(element, payload).not.toMatch(/\son[a-z]+\s*=|javascript:/i);
      }
      expect(sanitizeNewsHtml(out)).toBe(out);
    }
  });

  it('keeps images from http(s) and /media/ only, with src and alt only (alt="" when none was written)', () => {
    const out = sanitizeNewsHtml(
      '<p><img src="https://cdn.exemple.org/a.png" alt="A" width="10" onerror="x()" />' +
        '<img src="/media/0123456789abcdef0123456789abcdef.png" />' +
        '<img src="javascript:alert(1)" /><img src="data:image/png;base64,AAAA" /><img src="image.png" /><img src="//evil.example/a.png" /><img alt="sans source" /></p>',
    );
    expect(out).toBe('<p><img src="https://cdn.exemple.org/a.png" alt="A" /><img src="/media/0123456789abcdef0123456789abcdef.png" alt="" /></p>');
  });

  it('turns newlines of plain text into <br />, and escapes what looks like markup', () => {
    expect(sanitizeNewsHtml('Ligne 1\nLigne 2\r\nLigne 3 <em>en avant</em>\n\nFin & suite')).toBe(
      'Ligne 1<br />Ligne 2<br />Ligne 3 <em>en avant</em><br /><br />Fin &amp; suite',
    );
    expect(sanitizeNewsHtml('2 < 3 > 1')).toBe('2 &lt; 3 &gt; 1');
  });

  it('leaves newlines between blocks of structured HTML alone', () => {
    expect(sanitizeNewsHtml('<p>Un</p>\n<p>Deux</p>')).toBe('<p>Un</p>\n<p>Deux</p>');
  });

  it('is idempotent, so sanitising on write and again on read changes nothing', () => {
    for (const input of ['Ligne 1\nLigne 2', '<p><a href="https://x.org">x</a></p>\n<p>y</p>', '<b onclick="x">a</b>\nb', '']) {
      const once = sanitizeNewsHtml(input);
      expect(sanitizeNewsHtml(once)).toBe(once);
    }
  });
});

describe('newsPlainText', () => {
  it('gives the text a visitor reads, a line per paragraph, item or line break, entities decoded, scripts gone', () => {
    const html =
      '<h2>Calendrier</h2><p>Le <strong>lundi 5&nbsp;octobre</strong> &amp; le 12 octobre.</p><script>alert(1)</script>' +
      '<ul><li>deux extraits d&#39;acte ;</li><li>quatre photos &#x2014; couleur.</li></ul><p>a<br />b</p>';
    expect(newsPlainText(html)).toBe("Calendrier\nLe lundi 5 octobre & le 12 octobre.\ndeux extraits d'acte ;\nquatre photos — couleur.\na\nb");
  });

  it('reads a plain-text article by its lines (DECISIONS: newlines are line breaks)', () => {
    expect(newsPlainText('Ligne 1\nLigne  2 < 3')).toBe('Ligne 1\nLigne 2 < 3');
  });
});
