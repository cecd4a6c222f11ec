// One-off ids the browser draws: a chat widget's session, a contact message's send (sent again
// after a lost answer, stored once). No zod here: this runs in the visitor's bundle.

/** 22 base64url characters (128 bits), or a UUID from another client: a short, plain token. */
export const RANDOM_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * 128 random bits as 22 base64url characters. crypto.getRandomValues works on plain-HTTP
 * origins too, where crypto.randomUUID is not available.
 */
export function newRandomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The id of a send, kept while the same text is sent again after a failure: an answer lost
 * on the way (stored, yet told as failed) does not make a second copy. Another text, or a
 * new send once one succeeded, gets another id.
 */
export class SendIds {
  private last: { text: string; id: string } | null = null;

  idFor(text: string): string {
    if (this.last?.text !== text) this.last = { text, id: newRandomId() };
    return this.last.id;
  }

  /** After a success: the next send, even of the same text, is a new one. */
  done() {
    this.last = null;
  }
}
