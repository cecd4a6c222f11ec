import type { ReactNode } from 'react';
import { ChatLauncher } from '../../features/chat/ChatLauncher';
import { Footer } from './Footer';
import { Header } from './Header';

/** The page's own content: the skip link's target, and where a navigation brings the focus. */
export const MAIN_ID = 'contenu';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href={`#${MAIN_ID}`} className="sr-only z-[60] rounded bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Aller au contenu
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ChatLauncher />
    </div>
  );
}
