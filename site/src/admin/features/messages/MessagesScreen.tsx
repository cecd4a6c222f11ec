// /admin/messages: the contact inbox the spec implies (DECISIONS "Administration": a
// stored message nobody can read is lost data). Newest first, unread marked, read/unread,
// deletion with confirmation.
import { Mail, MailOpen, Phone, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { de, formatDateLong, formatTime, frenchSpacing, plural } from '@ecole/shared/format';
import { adminMessages } from '@ecole/shared/admin-messages';
import type { ContactRecord } from '@ecole/shared/schemas/contact';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { telHref } from '@ecole/shared/links';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { FilterToggle } from '../../components/filter-toggle';
import { useAdminMutation } from '../../api/mutation';
import { dangerButton } from '../../components/buttons';
import { useConfirm } from '../../components/confirm';
import { Screen } from '../../components/layout';
import { useRevealOnNarrow } from '../../components/reveal-on-narrow';
import { QueryStates } from '../../components/query-states';
import { contactsKey, useContacts } from './api';

const received = (iso: string) => `${formatDateLong(iso)} à ${formatTime(iso)}`;

export function MessagesScreen() {
  const client = useAdminClient();
  const confirm = useConfirm();
  const contacts = useContacts();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const detail = useRef<HTMLElement>(null);
  useRevealOnNarrow(detail, selectedId);

  const mark = useAdminMutation({
    mutationFn: ({ contact, isRead }: { contact: ContactRecord; isRead: boolean }) => client.markContact(contact.id, isRead),
    invalidate: () => [contactsKey],
    error: adminMessages.failed.update,
  });
  const remove = useAdminMutation({
    mutationFn: (c: ContactRecord) => client.deleteContact(c.id),
    invalidate: () => [contactsKey],
    success: 'Message supprimé avec succès',
    error: adminMessages.failed.delete,
    onSuccess: (_r, c) => setSelectedId((id) => (id === c.id ? null : id)),
  });

  const all = contacts.data?.contacts ?? [];
  const shown = unreadOnly ? all.filter((c) => !c.isRead || c.id === selectedId) : all;
  const selected = all.find((c) => c.id === selectedId) ?? null;
  const unread = contacts.data?.unread ?? 0;

  const open = (c: ContactRecord) => {
    setSelectedId(c.id);
    // Opening a message reads it, as in any mailbox.
    if (!c.isRead) mark.mutate({ contact: c, isRead: true });
  };
  const onDelete = async (c: ContactRecord) => {
    if (await confirm({ title: 'Êtes-vous sûr de vouloir supprimer ce message ?', description: `Message ${de(c.name)}, reçu le ${received(c.createdAt)}.` })) remove.mutate(c);
  };

  return (
    <Screen title="Messages de contact" subtitle="Les messages envoyés depuis la page Contact du site">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-navy-900">
          Messages
          {/* The counts once known: while loading or after a failed read, not "(0) · 0 non lu". */}
          {contacts.data && (
            <>
              {` (${all.length}) `}
              <span className="font-normal text-slate-600">· {plural(unread, 'non lu')}</span>
            </>
          )}
        </h2>
        <FilterToggle
          value={unreadOnly}
          options={[
            { value: false, label: 'Tous' },
            { value: true, label: 'Non lus' },
          ]}
          onChange={setUnreadOnly}
        />
      </div>
      <QueryStates query={contacts} errorText="Impossible de charger les messages." isEmpty={() => all.length === 0} empty={<EmptyState title="Aucun message reçu" text="Les messages envoyés depuis la page Contact apparaîtront ici." />}>
        {() => (
          <div className="grid gap-4 lg:grid-cols-[24rem_1fr]">
            <ul aria-label="Messages reçus" className="grid content-start gap-2">
              {shown.length === 0 && <li className="rounded-lg bg-white p-4 text-sm text-slate-600">Aucun message non lu.</li>}
              {shown.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-pressed={c.id === selectedId}
                    onClick={() => open(c)}
                    className={cn(
                      'w-full rounded-xl border bg-white p-3 text-left shadow-sm hover:border-navy-700',
                      c.id === selectedId ? 'border-navy-700 ring-2 ring-navy-700' : 'border-slate-200',
                      !c.isRead && 'border-l-4 border-l-gold-500',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className={cn('truncate', c.isRead ? 'font-medium text-slate-800' : 'font-bold text-navy-900')}>{c.name}</span>
                      {!c.isRead && <span className="shrink-0 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-950">Non lu</span>}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">{received(c.createdAt)}</span>
                    {c.subject && <span className="mt-1 block truncate text-sm font-semibold text-slate-700">{c.subject}</span>}
                    <span className="mt-1 line-clamp-2 text-sm text-slate-600 wrap-anywhere">{c.message}</span>
                  </button>
                </li>
              ))}
            </ul>
            <section ref={detail} tabIndex={-1} aria-label="Message sélectionné" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none">
              {selected ? (
                <article className="grid gap-4">
                  <header className="grid gap-1">
                    <h3 className="text-xl font-bold text-navy-900">{frenchSpacing(selected.subject ?? 'Message sans sujet')}</h3>
                    <p className="text-sm text-slate-600">Reçu le {received(selected.createdAt)}</p>
                  </header>
                  <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="font-semibold text-slate-700">Nom</dt>
                    <dd>{selected.name}</dd>
                    <dt className="font-semibold text-slate-700">E-mail</dt>
                    <dd>
                      <a href={`mailto:${selected.email}`} className="break-all text-navy-700 underline">
                        {selected.email}
                      </a>
                    </dd>
                    <dt className="font-semibold text-slate-700">Téléphone</dt>
                    <dd>
                      <a href={telHref(selected.phone)} className="text-navy-700 underline">
                        {selected.phone}
                      </a>
                    </dd>
                    {selected.program && (
                      <>
                        <dt className="font-semibold text-slate-700">Formation</dt>
                        <dd>{selected.program}</dd>
                      </>
                    )}
                  </dl>
                  <p className="whitespace-pre-line wrap-anywhere rounded-lg bg-slate-50 p-4 text-slate-800">{frenchSpacing(selected.message)}</p>
                  <div className="flex flex-wrap gap-2">
                    <a href={`mailto:${selected.email}?subject=${encodeURIComponent(`Re: ${selected.subject ?? 'Votre message'}`)}`} className={buttonClass('secondary', 'sm')}>
                      <Mail aria-hidden="true" className="h-4 w-4" />
                      Répondre par e-mail
                    </a>
                    <a href={telHref(selected.phone)} className={buttonClass('outline', 'sm')}>
                      <Phone aria-hidden="true" className="h-4 w-4" />
                      Appeler
                    </a>
                    {/* aria-disabled, not disabled: a button disabled while its change is saved drops the keyboard's focus to the page. */}
                    <button
                      type="button"
                      aria-disabled={mark.isPending || undefined}
                      onClick={() => !mark.isPending && mark.mutate({ contact: selected, isRead: !selected.isRead })}
                      className={buttonClass('outline', 'sm', 'aria-disabled:cursor-wait aria-disabled:opacity-50')}
                    >
                      <MailOpen aria-hidden="true" className="h-4 w-4" />
                      {selected.isRead ? 'Marquer comme non lu' : 'Marquer comme lu'}
                    </button>
                    <button type="button" onClick={() => void onDelete(selected)} className={dangerButton}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      Supprimer
                    </button>
                  </div>
                </article>
              ) : (
                <p className="py-12 text-center text-slate-600">Sélectionnez un message pour le lire.</p>
              )}
            </section>
          </div>
        )}
      </QueryStates>
    </Screen>
  );
}
