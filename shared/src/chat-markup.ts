// The one markup of chat replies: plain text where `[texte](cible)` is a link. The server
// writes it, the widget renders it as React elements (never as HTML), so a reply can carry
// links to /tarifs, /contact or an article and nothing else: a target must be a path of
// this site, a tel: number or a mailto: address.

export type ChatSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,300})\)/g;

/** Same-site paths ("/x", never "//host"), tel: and mailto: only. */
export function isSafeChatHref(href: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(href)) return true;
  if (/^tel:\+?[0-9]{3,20}$/.test(href)) return true;
  return /^mailto:[^\s@/?#]+@[^\s@/?#]+$/.test(href);
}

/** Splits a reply into text and link segments; a link with an unsafe target stays text. */
export function parseChatMarkup(reply: string): ChatSegment[] {
  const out: ChatSegment[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev?.type === 'text') prev.text += text;
    else out.push({ type: 'text', text });
  };
  for (const m of reply.matchAll(LINK)) {
    push(reply.slice(last, m.index));
    if (isSafeChatHref(m[2])) out.push({ type: 'link', text: m[1], href: m[2] });
    else push(m[1]);
    last = m.index + m[0].length;
  }
  push(reply.slice(last));
  return out;
}

/** `[texte](cible)`; the brackets of the text are dropped so the markup stays unambiguous. */
export function chatLink(text: string, href: string): string {
  return `[${text.replace(/[[\]\n]/g, ' ').trim()}](${href})`;
}

