// The chat assistant's round button, on every public page (public-site.md section 2).
// Only this button is in the initial bundle and the server-rendered HTML; the window's
// code is fetched on first open (or when the pointer or focus reaches the button), and
// stays mounted afterwards so the conversation survives closing and reopening.
import { MessageCircle, X } from '../../components/icons';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { messages } from '@ecole/shared/messages';
import { newChatSessionId } from './session-id';

const loadWindow = () => import('./ChatWindow');
const ChatWindow = lazy(loadWindow);

const m = messages.chat;
export const CHAT_WINDOW_ID = 'assistant-virtuel';

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [sessionId] = useState(newChatSessionIdLazy);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      {/* It floats over light and dark parts of the page: its navy focus ring sits on a white
          halo, seen on both. */}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setStarted(true);
          setOpen((o) => !o);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={open ? m.close : m.open}
        aria-expanded={open}
        aria-controls={started ? CHAT_WINDOW_ID : undefined}
        className="fixed bottom-4 right-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow-lg transition-transform hover:scale-105 hover:bg-gold-500 focus-visible:ring-4 focus-visible:ring-white noscript:hidden sm:bottom-6 sm:right-6"
      >
        {open ? <X className="h-6 w-6" aria-hidden="true" /> : <MessageCircle className="h-7 w-7" aria-hidden="true" />}
      </button>
      {started ? (
        <Suspense fallback={null}>
          <ChatWindow id={CHAT_WINDOW_ID} open={open} sessionId={sessionId ?? ''} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

function preload() {
  void loadWindow();
}

/** No id during server rendering: it would differ on hydration; one per widget in the browser. */
function newChatSessionIdLazy(): string | null {
  return typeof window === 'undefined' ? null : newChatSessionId();
}
