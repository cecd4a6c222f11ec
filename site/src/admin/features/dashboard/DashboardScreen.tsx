// /admin/dashboard (admin-back-office.md section 2, Dashboard): stat cards, navigation
// cards to every screen, and the site in a new tab.
import {
  Activity,
  Building2,
  ExternalLink,
  FileText,
  FolderKanban,
  GraduationCap,
  Images,
  Inbox,
  LogOut,
  MessagesSquare,
  Newspaper,
  PanelsTopLeft,
  Quote,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { adminPaths, paths } from '@ecole/shared/paths';
import { adminMessages } from '@ecole/shared/admin-messages';
import { plural } from '@ecole/shared/format';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../api/errors';
import { useLogout, useSession } from '../../api/session';
import { useConfirm } from '../../components/confirm';
import { AdminBadge } from '../../components/layout';
import { hasDrafts } from '../../forms/drafts';
import { useAdminContent, useSiteName } from '../content/api';
import { useChatSessions } from '../chats/api';
import { useContacts } from '../messages/api';
import { useSliders } from '../sliders/api';

interface NavCard {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
  badge?: string;
}

export function DashboardScreen() {
  const { data: admin } = useSession();
  const siteName = useSiteName();
  const content = useAdminContent();
  const contacts = useContacts();
  const chats = useChatSessions();
  const sliders = useSliders();
  const logout = useLogout();
  const toast = useToast();
  const [, navigate] = useLocation();

  useEffect(() => {
    document.title = 'Tableau de bord · Administration';
  }, []);

  const confirm = useConfirm();
  const onLogout = async () => {
    if (hasDrafts() && !(await confirm(adminMessages.logoutDrafts))) return;
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Déconnexion réussie', description: 'À bientôt !' });
        navigate(adminPaths.login.href(), { replace: true });
      },
      onError: (e) => toast({ title: 'Erreur', description: errorMessage(e, 'Erreur lors de la déconnexion'), variant: 'destructive' }),
    });
  };

  const unread = contacts.data?.unread ?? 0;
  const unreadChats = chats.data?.filter((s) => s.unread).length ?? 0;
  const count = (n: number | undefined, pending: boolean) => (pending ? '…' : n === undefined ? '—' : String(n));

  const cards: NavCard[] = [
    { href: adminPaths.sliders.href(), title: 'Sliders', text: 'Gérer les diapositives de la bannière principale', icon: PanelsTopLeft },
    { href: adminPaths.founder.href(), title: 'Mot du fondateur', text: 'Modifier le message du fondateur', icon: Quote },
    { href: adminPaths.institutes.href(), title: 'Instituts', text: 'Gérer la section des instituts', icon: Building2 },
    { href: adminPaths.programs.href(), title: 'Filières', text: 'Gérer les programmes et formations', icon: GraduationCap },
    { href: adminPaths.news.href(), title: 'Actualités', text: 'Gérer les actualités et articles', icon: Newspaper },
    { href: adminPaths.projects.href(), title: 'Projets du cabinet', text: 'Gérer les projets du cabinet, à venir et terminés', icon: FolderKanban },
    { href: adminPaths.tariffs.href(), title: 'Tarifs', text: 'Gérer les frais des 4 sites avec leurs échéanciers complets', icon: Wallet },
    { href: adminPaths.gallery.href(), title: 'Galeries', text: 'Gérer les albums photos et vidéos et leurs médias', icon: Images },
    { href: adminPaths.content.href(), title: 'Contenu du site', text: 'Modifier les textes, images et autres contenus du site', icon: FileText },
    {
      href: adminPaths.messages.href(),
      title: 'Messages de contact',
      text: 'Lire les messages envoyés depuis la page Contact',
      icon: Inbox,
      badge: unread > 0 ? plural(unread, 'non lu') : undefined,
    },
    {
      href: adminPaths.chats.href(),
      title: "Conversations de l'assistant",
      text: "Relire les échanges avec l'assistant virtuel",
      icon: MessagesSquare,
      badge: unreadChats > 0 ? plural(unreadChats, 'non lue') : undefined,
    },
  ];

  return (
    <>
      <header className="surface-dark bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
          <div>
            <h1 tabIndex={-1} className="text-xl font-extrabold focus:outline-none sm:text-2xl">
              Administration {siteName}
            </h1>
            <p className="text-sm text-slate-200">Tableau de bord</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {admin && <AdminBadge username={admin.username} detail={admin.email ?? 'Administrateur'} />}
            <button type="button" onClick={() => void onLogout()} disabled={logout.isPending} className={buttonClass('light', 'sm')}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Déconnexion
            </button>
          </div>
        </div>
      </header>
      <main id="contenu" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <p className="text-lg text-navy-900">
          Bienvenue, <strong>{admin?.username}</strong>{'\u00a0'}! Gérez le contenu de votre site depuis ce tableau de bord.
        </p>

        <h2 className="sr-only">Statistiques</h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
          <Stat icon={FileText} label="Contenus" value={count(content.data?.content.length, content.isPending)} detail="éléments de contenu" />
          <Stat
            icon={Inbox}
            label="Contacts"
            value={count(contacts.data?.contacts.length, contacts.isPending)}
            detail={contacts.data ? plural(unread, 'non lu') : 'messages reçus'}
            highlight={unread > 0}
          />
          <Stat icon={PanelsTopLeft} label="Sliders" value={count(sliders.data?.length, sliders.isPending)} detail="diapositives" />
          <Stat icon={ShieldCheck} label="Administrateurs" value="1" detail="compte actif" />
          <Stat icon={Activity} label="Statut" value="En ligne" detail="Actif" />
        </ul>

        <h2 className="mt-10 text-lg font-bold text-navy-900">Gestion du site</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((c) => (
            <li key={c.href}>
              <NavCardLink href={c.href} icon={c.icon} title={c.title} text={c.text} badge={c.badge} />
            </li>
          ))}
          <li>
            <a
              href={paths.home.href()}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full items-start gap-4 rounded-xl border border-gold-400 bg-gold-400/15 p-5 shadow-sm transition hover:bg-gold-400/30"
            >
              <CardIcon icon={ExternalLink} />
              <span>
                <span className="block font-bold text-navy-900">Voir le site</span>
                <span className="mt-1 block text-sm text-slate-700">
                  Ouvrir le site public <span className="sr-only">(nouvel onglet)</span>
                </span>
              </span>
            </a>
          </li>
        </ul>
      </main>
    </>
  );
}

/**
 * A figure. On a phone, one per line: the icon, the label over its detail, the figure at the
 * right. Two to a line, "Administrateurs" (128 px in this type) did not fit beside its icon
 * below 434 px, and ran under it where the browser has no French hyphenation dictionary
 * (Debian's Chromium; many phones). From 640 px, the cards as before: the label and its
 * icon, the figure, the detail; every label fits there. `break-words` is only a last resort
 * for text enlarged by the reader.
 */
function Stat({ icon: Icon, label, value, detail, highlight }: { icon: LucideIcon; label: string; value: string; detail: string; highlight?: boolean }) {
  return (
    <li
      className={cn(
        "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 rounded-xl border bg-white px-4 py-3 shadow-sm [grid-template-areas:'icon_label_value'_'icon_detail_value']",
        "sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-2 sm:p-4 sm:[grid-template-areas:'label_icon'_'value_value'_'detail_detail']",
        highlight ? 'border-gold-500' : 'border-slate-200',
      )}
    >
      <span className="break-words text-sm font-semibold text-slate-600 [grid-area:label]">{label}</span>
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700 [grid-area:icon]" />
      <p className="text-right text-2xl font-extrabold text-navy-900 [grid-area:value] sm:mt-2 sm:text-left">{value}</p>
      <p className="text-xs text-slate-600 [grid-area:detail]">{detail}</p>
    </li>
  );
}

function CardIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-gold-400">
      <Icon className="h-5 w-5" />
    </span>
  );
}

function NavCardLink({ href, icon, title, text, badge }: { href: string; icon: LucideIcon; title: string; text: string; badge?: ReactNode }) {
  return (
    <Link href={href} className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-navy-700 hover:shadow-md">
      <CardIcon icon={icon} />
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2 font-bold text-navy-900">
          {title}
          {badge && <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-950">{badge}</span>}
        </span>
        <span className="mt-1 block text-sm text-slate-700">{text}</span>
      </span>
    </Link>
  );
}
