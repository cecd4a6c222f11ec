// The chat assistant's round button, on every public page (public-site.md section 2).
// Only this button is in the initial bundle and the server-rendered HTML; the window's
// code is fetched on first open (or when the pointer or focus reaches the button), and
// stays mounted afterwards so the conversation survives closing and reopening.
import { MessageCircle, X } from '../../components/icons';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { messages } from '@ecole/shared/messages';
import { lazyPart, PartBoundary } from '../../components/ui/lazy-part';
import { newRandomId } from '@ecole/shared/random-id';
import type { ChatWindowProps } from './ChatWindow';

const { Part: ChatWindow, load: loadWindow } = lazyPart<ChatWindowProps>(() => import('./ChatWindow').then((mod) => mod.default));

const m = messages.chat;
export const CHAT_WINDOW_ID = 'assistant-virtuel';

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  // Each opening tries again a window whose code could not be downloaded.
  const [openings, setOpenings] = useState(0);
  const [sessionId] = useState(newChatSessionIdLazy);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    // Committed first: on a phone the page, the button with it, is inert while the window is open.
    flushSync(() => setOpen(false));
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
          if (!open) setOpenings((n) => n + 1);
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
        <PartBoundary resetKey={openings} fallback={open ? <ChatUnavailable /> : null}>
          <ChatWindow id={CHAT_WINDOW_ID} open={open} sessionId={sessionId ?? ''} onClose={close} />
        </PartBoundary>
      ) : null}
    </>
  );
}

/** In place of the window when its code could not be downloaded (the network lost). */
function ChatUnavailable() {
  return (
    <div
      id={CHAT_WINDOW_ID}
      role="alert"
      className="fixed bottom-20 right-4 z-50 w-[calc(100vw-2rem)] max-w-sm rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 shadow-lg sm:bottom-24 sm:right-6"
    >
      L'assistant n'a pas pu s'ouvrir. Vérifiez votre connexion internet puis réessayez.
    </div>
  );
}

function preload() {
  loadWindow().catch(() => {});
}

/** No id during server rendering: it would differ on hydration; one per widget in the browser. */
function newChatSessionIdLazy(): string | null {
  return typeof window === 'undefined' ? null : newRandomId();
}
