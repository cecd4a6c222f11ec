// /admin/chats: the assistant's conversations grouped by session (issue 3), newest
// activity first, with the transcript of the selected one. Read-only but for a read mark, as
// in an inbox (DECISIONS "Administration": unread counts): opening a conversation reads it, a
// visitor who writes again makes it unread. The questions the assistant could not answer are
// marked and can be listed alone: what the site's texts, programmes or tariffs do not say yet.
import { useQuery } from '@tanstack/react-query';
import type { ChatSessionSummary } from '@ecole/shared/schemas/chat-transcripts';
import { adminMessages } from '@ecole/shared/admin-messages';
import { Bot, CircleHelp, UserRound } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { adminApi } from '@ecole/shared/admin-client';
import { parseChatMarkup } from '@ecole/shared/chat-markup';
import { formatDateLong, formatTime, frenchSpacing, plural } from '@ecole/shared/format';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ShowMore } from '../../../components/ui/show-more';
import { useSteps } from '../../../components/ui/use-steps';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useAdminMutation } from '../../api/mutation';
import { FilterToggle } from '../../components/filter-toggle';
import { Screen } from '../../components/layout';
import { useRevealOnNarrow } from '../../components/reveal-on-narrow';
import { QueryStates } from '../../components/query-states';
import { chatSessionsKey, useChatSessions } from './api';

const CONVERSATIONS_STEP = 30;

const when = (iso: string) => `${formatDateLong(iso)} à ${formatTime(iso)}`;

export function ChatsScreen() {
  const client = useAdminClient();
  const sessions = useChatSessions();
  const [selected, setSelected] = useState<string | null>(null);
  const [unansweredOnly, setUnansweredOnly] = useState(false);
  const detail = useRef<HTMLElement>(null);
  useRevealOnNarrow(detail, selected);
  const unanswered = sessions.data?.filter((s) => s.declinedCount > 0).length ?? 0;
  const unread = sessions.data?.filter((s) => s.unread).length ?? 0;
  const mark = useAdminMutation({
    mutationFn: ({ sessionId, isRead }: { sessionId: string; isRead: boolean }) => client.markChatSession(sessionId, isRead),
    invalidate: () => [chatSessionsKey],
    error: adminMessages.failed.update,
  });
  const open = (s: ChatSessionSummary) => {
    setSelected(s.sessionId);
    // Opening a conversation reads it, as in any mailbox.
    if (s.unread) mark.mutate({ sessionId: s.sessionId, isRead: true });
  };
  const current = sessions.data?.find((s) => s.sessionId === selected);
  // A year of conversations is thousands: drawn a step at a time (decision 011).
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const { shown, showMore, reset } = useSteps(CONVERSATIONS_STEP, (i) => items.current[i]?.focus());
  const filter = (v: boolean) => {
    setUnansweredOnly(v);
    reset();
  };

  return (
    <Screen title="Conversations de l'assistant" subtitle="Les échanges des visiteurs avec l'assistant virtuel, par conversation">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-navy-900">
          Conversations
          {/* The counts once known: while loading or after a failed read, not "(0) · 0 non lue". */}
          {sessions.data && (
            <>
              {` (${sessions.data.length}) `}
              <span className="font-normal text-slate-600">· {plural(unread, 'non lue')}</span>
            </>
          )}
        </h2>
        <FilterToggle
          value={unansweredOnly}
          options={[
            { value: false, label: 'Toutes' },
            { value: true, label: sessions.data ? `Sans réponse (${unanswered})` : 'Sans réponse' },
          ]}
          onChange={filter}
        />
      </div>
      {unansweredOnly && (
        <p className="mb-4 text-sm text-slate-700">
          {frenchSpacing(
            "Questions auxquelles l'assistant n'a pas trouvé de réponse dans les données du site : il a renvoyé le visiteur vers la page Contact. Complétez les textes, les filières ou les tarifs pour qu'il puisse y répondre.",
          )}
        </p>
      )}
      <QueryStates query={sessions} errorText="Impossible de charger les conversations." empty={<EmptyState title="Aucune conversation enregistrée" text="Les questions posées à l'assistant du site apparaîtront ici." />}>
        {(data) => {
          const listed = unansweredOnly ? data.filter((s) => s.declinedCount > 0 || s.sessionId === selected) : data;
          return (
            <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
              <div>
                <ul aria-label="Conversations" className="grid content-start gap-2">
                  {unansweredOnly && unanswered === 0 && <li className="rounded-lg bg-white p-4 text-sm text-slate-600">Aucune question sans réponse.</li>}
                  {listed.slice(0, shown).map((s, i) => (
                    <li key={s.sessionId}>
                      <button
                        ref={(el) => {
                          items.current[i] = el;
                        }}
                        type="button"
                        aria-pressed={s.sessionId === selected}
                        onClick={() => open(s)}
                        className={cn(
                          'w-full rounded-xl border bg-white p-3 text-left shadow-sm hover:border-navy-700',
                          s.sessionId === selected ? 'border-navy-700 ring-2 ring-navy-700' : 'border-slate-200',
                          s.unread && 'border-l-4 border-l-gold-500',
                        )}
                      >
                        <span className="flex items-center justify-between gap-2 text-sm font-semibold text-navy-900">
                          <span className={cn(s.unread && 'font-extrabold')}>
                            {/* "Non lue, 28 novembre …" in the button's name: the comma is read, not
                                shown (font-size 0, inline; an sr-only text, absolutely placed, is
                                read with a space before it: "Non lue , 28"). */}
                            {s.unread && (
                              <>
                                <span className="mr-1 rounded-full bg-navy-900 px-2 py-0.5 text-xs text-white">Non lue</span>
                                <span className="text-[0px]">, </span>
                              </>
                            )}
                            {when(s.lastAt)}
                          </span>
                          <span className="shrink-0 rounded-full bg-navy-50 px-2 py-0.5 text-xs text-navy-900">{plural(s.messageCount, 'échange')}</span>
                        </span>
                        <span className="mt-1 line-clamp-2 text-sm text-slate-700 wrap-anywhere">{s.lastMessage}</span>
                        {s.declinedCount > 0 && (
                          <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-950">
                            <CircleHelp aria-hidden="true" className="h-3.5 w-3.5" />
                            {s.declinedCount} sans réponse
                          </span>
                        )}
                        <span className="mt-1 block truncate font-mono text-xs text-slate-500">{s.sessionId}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {listed.length > shown && <ShowMore shown={shown} total={listed.length} noun="conversations affichées" label="Voir plus de conversations" onMore={showMore} />}
              </div>
              <section ref={detail} tabIndex={-1} aria-label="Transcription" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none">
                {selected ? (
                  <Transcript
                    sessionId={selected}
                    action={
                      current && (
                        <button
                          type="button"
                          aria-disabled={mark.isPending || undefined}
                          onClick={() => !mark.isPending && mark.mutate({ sessionId: current.sessionId, isRead: current.unread })}
                          className={buttonClass('ghost', 'sm', 'aria-disabled:opacity-60')}
                        >
                          {current.unread ? 'Marquer comme lue' : 'Marquer comme non lue'}
                        </button>
                      )
                    }
                  />
                ) : (
                  <p className="py-12 text-center text-slate-600">Sélectionnez une conversation pour la relire.</p>
                )}
              </section>
            </div>
          );
        }}
      </QueryStates>
    </Screen>
  );
}

function Transcript({ sessionId, action }: { sessionId: string; action?: ReactNode }) {
  const client = useAdminClient();
  const transcript = useQuery({ queryKey: [adminApi.chatSession(sessionId)], queryFn: () => client.chatSession(sessionId), staleTime: 0 });
  if (transcript.isPending) return <LoadingState text="Chargement..." />;
  if (transcript.isError) return <ErrorState text="Impossible de charger cette conversation." />;
  const messages = transcript.data.messages;
  return (
    <>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-navy-900">Conversation {sessionId.slice(0, 8)}</h3>
        {action}
      </div>
      <p className="mb-4 text-sm text-slate-600">
        {plural(messages.length, 'échange')}
        {messages[0] && ` · commencée le ${when(messages[0].createdAt)}`}
      </p>
      <ol className="grid gap-4">
        {messages.map((m) => (
          <li key={m.id} className="grid gap-2">
            <div className="ml-auto flex max-w-[85%] items-start gap-2">
              <div className="rounded-2xl rounded-tr-sm bg-navy-900 px-4 py-2 text-sm text-white">
                <p className="sr-only">{frenchSpacing('Visiteur :')}</p>
                <p className="whitespace-pre-line wrap-anywhere">{frenchSpacing(m.message)}</p>
                <time dateTime={m.createdAt} className="mt-1 block text-right text-xs text-slate-300">
                  {formatTime(m.createdAt)}
                </time>
              </div>
              <UserRound aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-navy-700" />
            </div>
            <div className="flex max-w-[85%] items-start gap-2">
              <Bot aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold-700" />
              <div className={cn('rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2 text-sm text-slate-900', m.declined && 'border-2 border-gold-500')}>
                <p className="sr-only">{frenchSpacing('Assistant :')}</p>
                {m.declined && (
                  <p className="mb-1 flex items-center gap-1 text-xs font-bold text-navy-950">
                    <CircleHelp aria-hidden="true" className="h-3.5 w-3.5" />
                    {frenchSpacing('Sans réponse : renvoyé vers le contact')}
                  </p>
                )}
                <p className="whitespace-pre-line wrap-anywhere">
                  {parseChatMarkup(m.response).map((seg, i) =>
                    seg.type === 'link' ? (
                      <a key={i} href={seg.href} target="_blank" rel="noopener noreferrer" className="font-medium text-navy-700 underline">
                        {seg.text}
                      </a>
                    ) : (
                      <span key={i}>{frenchSpacing(seg.text)}</span>
                    ),
                  )}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
