// News content is HTML typed by the administrator and shown to every visitor: only an
// allow-list survives (DECISIONS "News content"). Applied when an article is written and
// again when it is served, so rows stored before this rule, or by hand, are safe too;
// the function is idempotent, so running it twice changes nothing.
import sanitizeHtml, { type IOptions } from 'sanitize-html';

const BLOCK_TAG = /<(p|br|ul|ol|li|h2|h3|h4|blockquote|figure|figcaption)[\s/>]/i;
// Any http(s) address, however its slashes are written: a browser reads "http:/\\host" and
// "https:host" as another site too (decision 050).
const EXTERNAL = /^https?:/i;
const IMAGE_SOURCE = /^(https?:\/\/|\/media\/)/i;
// Browsers ignore control characters and spaces inside a URL; so must the checks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const compact = (url: string) => url.replace(/[\x00-\x20]+/g, '');

const options: IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // "//host/path" leaves the site like an absolute URL but would dodge the external-link rule.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // rel and target are decided here, never taken from the input.
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href !== undefined) out.href = attribs.href;
      if (attribs.title !== undefined) out.title = attribs.title;
      if (out.href && EXTERNAL.test(compact(out.href))) {
        // Written as the browser would read it, so that what is stored is what a visitor follows.
        if (!/^https?:\/\//i.test(compact(out.href))) {
          const url = URL.parse(compact(out.href));
          if (url) out.href = url.href;
          else delete out.href;
        }
        out.rel = 'noopener noreferrer';
        out.target = '_blank';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src && IMAGE_SOURCE.test(compact(attribs.src))) out.src = attribs.src;
      // Without alt, a screen reader spells out the file's name (a hash, for our media):
      // an image the administrator did not describe is announced as nothing rather than noise.
      out.alt = attribs.alt ?? '';
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused is dropped rather than left as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

const withLineBreaks: IOptions = {
  ...options,
  // Text reaches the filter already escaped, so adding markup here is safe.
  textFilter: (text) => text.replace(/\r\n?|\n/g, '<br />'),
};

/**
 * Keeps the allow-listed markup of an article. Newlines become <br /> (public-site.md
 * section 2, news detail) only in text written without block markup: in HTML made of
 * paragraphs and lists, newlines are source formatting and would add stray blank lines.
 */
export function sanitizeNewsHtml(input: string): string {
  const clean = sanitizeHtml(input, options);
  if (BLOCK_TAG.test(clean)) return clean;
  return sanitizeHtml(input.trim(), withLineBreaks);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * An article's text as a visitor reads it, a line per paragraph, list item or line break:
 * what the chat assistant quotes from.
 */
export function newsPlainText(input: string): string {
  const lines = sanitizeNewsHtml(input).replace(/<\/(?:p|li|h2|h3|h4|blockquote|figcaption)>|<br\s*\/?>/gi, '\n');
  return sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (all, dec: string, hex: string, name: string) =>
      dec || hex ? String.fromCodePoint(parseInt(dec ?? hex, dec ? 10 : 16)) : (ENTITIES[name.toLowerCase()] ?? all),
    )
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
