// The chat window (public-site.md sections 4, 5 and 8), loaded on first open. A non-modal
// dialog beside the page, modal where it covers a phone's screen: focus moves to the input
// when it opens and stays in the window while a reply is pending, Escape closes it and the
// launcher takes the focus back; new messages are announced by the log's live region.
import { Send, X } from '../../components/icons';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { api, apiRequest } from '@ecole/shared/api';
import { parseChatMarkup } from '@ecole/shared/chat-markup';
import { CHAT_MESSAGE_MAX_LENGTH } from '@ecole/shared/constants';
import { formatTime, frenchSpacing } from '@ecole/shared/format';
import { messages } from '@ecole/shared/messages';
import type { ChatRequest, ChatResponse } from '@ecole/shared/schemas/chat';
import { cn } from '../../components/ui/cn';
import { useModalRegion } from '../../components/ui/modal-region';
import { useBackCloses } from '../../app/overlay-history';

const m = messages.chat;

interface ChatMessage {
  id: number;
  content: string;
  isBot: boolean;
  timestamp: Date;
}

/** Well above a reply's time on a slow 3G connection (the server gives its language model 8 s). */
const REPLY_TIMEOUT_MS = 30_000;
/** Where the window takes the whole screen (below Tailwind's sm). */
const FULL_SCREEN_MEDIA = '(max-width: 639.98px)';

export interface ChatWindowProps {
  id: string;
  open: boolean;
  sessionId: string;
  onClose: () => void;
}

export default function ChatWindow({ id, open, sessionId, onClose }: ChatWindowProps) {
  const titleId = useId();
  const inputId = useId();
  const nextId = useRef(1);
  const [chat, setChat] = useState<ChatMessage[]>(() => [{ id: 0, content: m.welcome, isBot: true, timestamp: new Date() }]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const last = lastRef.current;
    const log = logRef.current;
    // A reply taller than the window (the list of programmes on a phone) is read from its first
    // line: its top is brought into view, not its end.
    if (!pending && last && log && chat[chat.length - 1]?.isBot && last.offsetHeight > log.clientHeight) last.scrollIntoView?.({ block: 'start' });
    else endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat, pending]);

  // Below 640 px the window covers the whole screen: it is then modal (components/ui/modal-region.ts),
  // so Tab and a screen reader stay in the window instead of reaching links nobody can see, and
  // it holds a history entry, so the phone's Back closes it (keeping the conversation) instead
  // of leaving the page (app/overlay-history.ts, decision 036). Wider, it is a small window
  // beside the page, which stays in use, and it stays open across the pages the visitor opens:
  // Back is then the page's, and takes no step to close it.
  const rootRef = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(FULL_SCREEN_MEDIA);
    const sync = () => setFullScreen(query.matches);
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, []);
  useModalRegion(rootRef, open && fullScreen, onClose);
  useBackCloses(open && fullScreen, onClose);

  // Once a reply is in, the focus goes back to the input if it is still in the window (a link
  // of the log, the send button) or fell to <body>; a visitor who has moved on to the page
  // meanwhile keeps their place (decision 052).
  useEffect(() => {
    const at = document.activeElement;
    if (!pending && open && (!at || at === document.body || rootRef.current?.contains(at))) inputRef.current?.focus();
  }, [pending, open]);

  // Escape closes the window wherever the focus is, while <body> has it (the phone's modal
  // region does this on its own); focus on the page beside the window is the page's.
  useEffect(() => {
    if (!open || fullScreen) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && (!document.activeElement || document.activeElement === document.body)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, fullScreen, onClose]);

  const add = (content: string, isBot: boolean) =>
    setChat((list) => [...list, { id: nextId.current++, content, isBot, timestamp: new Date() }]);

  async function send(text: string) {
    const message = text.trim();
    // public-site.md section 5: nothing empty, nothing while a reply is pending.
    if (!message || pending) return;
    add(message, false);
    setInput('');
    setPending(true);
    try {
      const body: ChatRequest = { message: message.slice(0, CHAT_MESSAGE_MAX_LENGTH), sessionId };
      // The input stays read-only while a reply is pending: a stalled one fails in the end.
      const res = await apiRequest<ChatResponse | { success: false }>('POST', api.chat, body, { timeoutMs: REPLY_TIMEOUT_MS });
      // Section 8: a reply with success false adds nothing.
      if (res?.success) add(res.response, true);
    } catch {
      add(m.failed, true);
      // "Veuillez réessayer": the question is given back, not to be typed again on a phone.
      setInput((typed) => typed || message);
    } finally {
      setPending(false);
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(input);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  const asked = chat.some((c) => !c.isBot);

  return (
    <div
      ref={rootRef}
      id={id}
      role="dialog"
      aria-modal={fullScreen}
      aria-labelledby={titleId}
      // A press on its text keeps the focus in the window (Escape still closes it).
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
      className={cn(
        open ? 'flex' : 'hidden',
        'fixed inset-0 z-50 flex-col overflow-hidden bg-white shadow-2xl focus:outline-none sm:inset-auto sm:bottom-24 sm:right-6 sm:h-[500px] sm:max-h-[calc(100vh-7rem)] sm:w-[384px] sm:rounded-2xl sm:border sm:border-slate-200',
      )}
    >
      <div className="surface-dark flex items-center justify-between gap-3 bg-navy-900 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="text-base font-semibold">
            {m.title}
          </h2>
          <p className="text-xs text-white/80">{m.subtitle}</p>
        </div>
        <button type="button" onClick={onClose} aria-label={m.close} className="rounded-full p-2 hover:bg-white/10">
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>

      <div ref={logRef} role="log" aria-live="polite" aria-relevant="additions" aria-busy={pending} className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4">
        {chat.map((c, i) => (
          <div key={c.id} ref={i === chat.length - 1 ? lastRef : undefined} className={cn('flex', c.isBot ? 'justify-start' : 'justify-end')}>
            <div
              data-testid={c.isBot ? 'chat-bot-message' : 'chat-user-message'}
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm',
                c.isBot ? 'rounded-bl-sm bg-white text-slate-800' : 'rounded-br-sm bg-navy-900 text-white',
              )}
            >
              <span className="sr-only">{c.isBot ? m.botLabel : m.userLabel} : </span>
              <p className="whitespace-pre-line break-words">
                <Markup text={c.content} onInternalLink={fullScreen ? onClose : undefined} />
              </p>
              <time dateTime={c.timestamp.toISOString()} className={cn('mt-1 block text-[11px]', c.isBot ? 'text-slate-500' : 'text-white/75')}>
                {formatTime(c.timestamp)}
              </time>
            </div>
          </div>
        ))}
        {!asked ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label={m.suggestionsLabel}>
            {m.suggestions.map((s) => (
              <button
                key={s}
                type="button"
                // The group goes with the first question: the focus it had goes to the input,
                // not to <body> (decision 052).
                onClick={(e) => {
                  if (e.currentTarget === document.activeElement) inputRef.current?.focus();
                  void send(s);
                }}
                className="rounded-full border border-navy-900/20 bg-white px-3 py-1.5 text-left text-xs font-medium text-navy-900 hover:bg-navy-50"
              >
                {frenchSpacing(s)}
              </button>
            ))}
          </div>
        ) : null}
        {pending ? (
          <div className="flex justify-start" data-testid="chat-typing">
            <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-3 py-3 shadow-sm">
              <span className="sr-only">{m.typing}</span>
              {[0, 150, 300].map((delay) => (
                <span key={delay} aria-hidden="true" className="h-2 w-2 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
              ))}
            </div>
          </div>
        ) : null}
        <div ref={endRef} />
      </div>

      <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
        <label htmlFor={inputId} className="sr-only">
          {m.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          // Read-only, not disabled, while a reply is pending: a disabled input drops the focus
          // to <body>, out of the window and of its Escape (decision 052, as the contact
          // form's button since 026); send() ignores a second question meanwhile.
          readOnly={pending}
          aria-disabled={pending || undefined}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={m.placeholder}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-navy-700 aria-disabled:bg-slate-100"
        />
        <button
          type="submit"
          aria-disabled={pending || !input.trim() || undefined}
          aria-label={m.send}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-400 text-navy-950 hover:bg-gold-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}

// "225 000 F CFA": the amounts keep plain spaces (decision 015), so the narrow chat window
// would break them as "225 / 000"; each is kept on one line by CSS, the text unchanged.
const AMOUNT = /(\d{1,3}(?: \d{3})+(?: F CFA)?|\d+ F CFA)/;

function unbroken(text: string) {
  return text.split(AMOUNT).map((part, i) => (i % 2 ? <span key={i} className="whitespace-nowrap">{part}</span> : part));
}

/**
 * A reply's text with its links as elements (never HTML): site paths through the router. Each
 * piece of text keeps ? ! : ; with its word (frenchSpacing), the targets are left as they are.
 */
function Markup({ text, onInternalLink }: { text: string; onInternalLink?: () => void }) {
  return (
    <>
      {parseChatMarkup(text).map((s, i) => {
        if (s.type === 'text') return <span key={i}>{unbroken(frenchSpacing(s.text))}</span>;
        const cls = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900';
        if (s.href.startsWith('/'))
          return (
            <Link key={i} href={s.href} className={cls} onClick={onInternalLink}>
              {frenchSpacing(s.text)}
            </Link>
          );
        return (
          <a key={i} href={s.href} className={cls}>
            {frenchSpacing(s.text)}
          </a>
        );
      })}
    </>
  );
}
