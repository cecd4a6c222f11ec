// The content editor (admin-back-office.md sections 2-5, "Content management"), generated
// from CONTENT_TABS: four tabs, collapsible sections (one open at a time, closable),
// one element edited at a time. It reaches the API only through the context, and has no
// router or window assumptions: the desktop app (Electron) mounts it as it is.
import { ChevronDown, Loader2, Pencil } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiRequestError } from '@ecole/shared/api';
import { adminMessages } from '@ecole/shared/admin-messages';
import { CONTENT_TABS, type ContentElement, type ContentSection } from '@ecole/shared/content-keys';
import { plural } from '@ecole/shared/format';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminClient } from '../../api/context';
import { useAdminMutation } from '../../api/mutation';
import { checks, intoField, uploadTargets, type UploadTarget } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { useConfirm } from '../../components/confirm';
import { Field, inputClass } from '../../components/fields';
import { DraftOffer } from '../../components/draft-offer';
import { FileUpload } from '../../components/file-upload';
import { RetryButton } from '../../components/query-states';
import { readDraft, removeDraft, useDraftWriter } from '../../forms/drafts';
import { useWarnBeforeLeaving } from '../../forms/warn-before-leaving';
import { contentKey, useAdminContent, useHomeReplacements } from './api';

/** What a checked text accepts (content-keys.ts `check`), said before a save refuses it. */
const CHECK_HINTS: Record<NonNullable<ContentElement['check']>, string> = {
  link: 'Lien : une page du site (/contact), une adresse https://…, mailto: ou tel:. ',
  email: 'Une adresse e-mail (nom@domaine.ci). ',
  phone: 'Un numéro : chiffres, espaces, + ( ) . - (par exemple +225 27 22 00 00 10). ',
};

/** The management screens a section's note points to. */
export type ReplacingScreen = 'sliders' | 'founder' | 'institutes';
/** Draws a link to one of those screens (the web app's router); without it, the name alone. */
export type ScreenLink = (screen: ReplacingScreen, text: string) => ReactNode;

interface Replacement {
  /** The keys the home page leaves out while `replaced` holds. */
  keys: ReadonlySet<string>;
  replaced: boolean;
  text: (link: (screen: ReplacingScreen, text: string) => ReactNode) => ReactNode;
}

const heroKeys = new Set(CONTENT_TABS[0].sections.find((s) => s.id === 'hero')?.elements.map((e) => e.key));
// The badge is shown with the founder message too.
const founderKeys = new Set(['founder_title', 'founder_quote', 'founder_vision', 'founder_role', 'founder_organization', 'founder_image']);
const instituteKeys = new Set(['institute1_title', 'institute2_title', 'institute3_title']);


/**
 * Home sections whose keys are only a fallback: saved, they still change nothing a visitor
 * sees while the sliders, the founder message or the institutes have data (the review of
 * 2026-11-26 found 17 keys saved "with success" and never shown). Said next to the section,
 * from the current data.
 */
function useReplacements(): Record<string, Replacement | undefined> {
  const { activeSliders, activeInstitutes, founderActive } = useHomeReplacements();
  return {
    hero:
      activeSliders === undefined
        ? undefined
        : {
            keys: heroKeys,
            replaced: activeSliders > 0,
            text: (link) =>
              activeSliders > 0 ? (
                <>
                  Non affichée pour l'instant{'\u00a0'}: la page d'accueil montre {plural(activeSliders, 'slider actif', 'sliders actifs')} à la place. Ces
                  textes ne s'affichent que lorsqu'aucun slider n'est actif{'\u00a0'}; les slides se modifient dans {link('sliders', 'Sliders')}.
                </>
              ) : (
                <>Affichée sur la page d'accueil{'\u00a0'}: aucun slider n'est actif. Dès qu'un slider de {link('sliders', 'Sliders')} est actif, il la remplace.</>
              ),
          },
    founder:
      founderActive === undefined
        ? undefined
        : {
            keys: founderKeys,
            replaced: founderActive,
            text: (link) =>
              founderActive ? (
                <>
                  Seul le badge est affiché pour l'instant{'\u00a0'}: la page d'accueil montre le message enregistré dans {link('founder', 'Mot du fondateur')}.
                  Les autres textes de cette section ne s'affichent que lorsque ce message est désactivé ou absent.
                </>
              ) : (
                <>Affichés sur la page d'accueil{'\u00a0'}: le message de {link('founder', 'Mot du fondateur')} est désactivé ou absent.</>
              ),
          },
    institutes:
      activeInstitutes === undefined
        ? undefined
        : {
            keys: instituteKeys,
            replaced: activeInstitutes > 0,
            text: (link) =>
              activeInstitutes > 0 ? (
                <>
                  Institut 1 à 3 ne sont pas affichés pour l'instant{'\u00a0'}: la page d'accueil montre{' '}
                  {plural(activeInstitutes, 'institut actif', 'instituts actifs')} de {link('institutes', 'Instituts')}. Ces trois titres ne
                  s'affichent que lorsqu'aucun institut n'est actif{'\u00a0'}; le titre et le sous-titre de la section sont toujours affichés.
                </>
              ) : (
                <>Institut 1 à 3 sont affichés sur la page d'accueil{'\u00a0'}: aucun institut n'est actif dans {link('institutes', 'Instituts')}.</>
              ),
          },
  };
}

interface Editing {
  key: string;
  value: string;
  /** The text when the editor opened: a save over a change made elsewhere since is refused. */
  opened: string;
}

/**
 * A value the server refused (400: a link, an e-mail, a phone number or an image address it
 * does not take), said under its field until the field is changed, left or saved. A new
 * object at each refusal: the field takes the focus again even when the message is the same.
 */
interface Refusal {
  key: string;
  /** The value refused: typing done while the save was on its way is not marked. */
  value: string;
  message: string;
}

/** One text is edited at a time: one draft (forms/drafts.ts) for the whole screen. */
const DRAFT_KEY = 'content';

/** Where a content key sits: its tab, its section and its element. */
function placeOf(key: string) {
  for (const tab of CONTENT_TABS) {
    for (const section of tab.sections) {
      const element = section.elements.find((e) => e.key === key);
      if (element) return { tab, section, element };
    }
  }
  return null;
}

/** The text left unsaved by an earlier visit, if it still names one of the screen's texts. */
function foundDraft() {
  const d = readDraft<Partial<Editing>>(DRAFT_KEY);
  const v = d?.values;
  if (!d || typeof v?.key !== 'string' || typeof v.value !== 'string' || typeof v.opened !== 'string' || !placeOf(v.key)) return null;
  return { savedAt: d.savedAt, editing: v as Editing };
}

export function ContentEditor({
  imageUpload = uploadTargets.slider,
  screenLink,
}: {
  /** Route that stores an image for an image element (the desktop may use another). */
  imageUpload?: UploadTarget;
  screenLink?: ScreenLink;
}) {
  const content = useAdminContent();
  const replacements = useReplacements();
  // The desktop app has no such screens of its own: there, the note names the web one.
  const link = screenLink ?? ((_screen: ReplacingScreen, text: string) => <>«{'\u00a0'}{text}{'\u00a0'}» (administration web)</>);
  const client = useAdminClient();
  const [tab, setTab] = useState<string>(CONTENT_TABS[0].id);
  const [openSection, setOpenSection] = useState<string | null>(CONTENT_TABS[0].sections[0]?.id ?? null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const unsaved = !!editing && editing.value !== editing.opened;
  // The typing of the text being edited is kept on the device (a phone drops background tabs).
  const [found, setFound] = useState(foundDraft);
  useDraftWriter(found ? undefined : DRAFT_KEY, unsaved ? editing : null, '');
  useWarnBeforeLeaving(unsaved, () => removeDraft(DRAFT_KEY));
  const confirm = useConfirm();

  const stored = useMemo(() => new Map((content.data?.content ?? []).map((i) => [i.key, i.value])), [content.data]);

  const save = useAdminMutation({
    mutationFn: ({ key, value, opened }: Editing) => client.saveContent(key, { value }, { value: opened }),
    invalidate: () => [contentKey],
    success: 'Contenu mis à jour avec succès',
    error: adminMessages.failed.update,
    // Typed into the field while the save was on its way (a slow connection): the field
    // stays open with that typing, now measured against the text just stored.
    onSuccess: (_result, sent) => {
      setRefusal(null);
      setEditing((e) => (e && e.key === sent.key && e.value !== sent.value ? { ...e, opened: sent.value } : null));
    },
    // The toast says it (the spec); the field says it too, and takes the focus, like every
    // other form's field the server refuses (decision 015). Not a 412 (changed elsewhere) nor
    // a lost connection: the value itself is not at fault there.
    onError: (error, sent) => {
      const message = error instanceof ApiRequestError && error.status === 400 ? (error.fieldMessages.value ?? error.serverMessage) : undefined;
      if (message) setRefusal({ key: sent.key, value: sent.value, message });
    },
  });

  /**
   * Another field, tab or section closes the one being edited: with typing in it, asked
   * first, while its save is on its way too (a failed save would find nothing to keep).
   */
  const leaveEditing = async () => {
    if (unsaved && !(await confirm(adminMessages.discardTyping))) return false;
    setEditing(null);
    setRefusal(null);
    return true;
  };

  const draft = {
    found: found && { savedAt: found.savedAt, changedSince: false },
    // Reopened as it was typed, against the text as it then stood: a text changed since
    // is refused at the save (412) rather than overwritten.
    restore: async () => {
      if (!found || !(await leaveEditing())) return;
      const place = placeOf(found.editing.key);
      if (place) {
        setTab(place.tab.id);
        setOpenSection(place.section.id);
        setEditing(found.editing);
      }
      setFound(null);
    },
    dismiss: () => {
      removeDraft(DRAFT_KEY);
      setFound(null);
    },
  };

  // Once loaded, the editor stays whatever a later refresh meets (a session ended, no
  // connection): it holds the text being edited.
  if (!content.data) {
    return content.isError ? (
      <ErrorState title="Erreur de chargement" text="Impossible de charger les contenus. Veuillez réessayer.">
        <RetryButton query={content} />
      </ErrorState>
    ) : (
      <LoadingState text="Chargement..." />
    );
  }

  const changeTab = async (id: string) => {
    if (!(await leaveEditing())) return;
    setTab(id);
    setOpenSection(CONTENT_TABS.find((t) => t.id === id)?.sections[0]?.id ?? null);
  };

  return (
    <Tabs value={tab} onValueChange={(id) => void changeTab(id)}>
      {found && <DraftOffer draft={draft} of={`du texte « ${placeOf(found.editing.key)?.element.label} »`} />}
      <TabsList aria-label="Pages du site" className="border-slate-300">
        {CONTENT_TABS.map((t) => (
          <TabsTrigger key={t.id} value={t.id}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CONTENT_TABS.map((t) => (
        <TabsContent key={t.id} value={t.id} className="grid gap-3">
          {t.sections.map((s) => {
            const replacement = replacements[s.id];
            return (
              <SectionPanel
                key={s.id}
                section={s}
                open={openSection === s.id}
                onToggle={async () => {
                  // The field being edited is in the open section, which either toggle hides.
                  if (await leaveEditing()) setOpenSection((cur) => (cur === s.id ? null : s.id));
                }}
                note={replacement && <ReplacementNote replaced={replacement.replaced}>{replacement.text(link)}</ReplacementNote>}
              >
                <ul className="divide-y divide-slate-200">
                  {s.elements.map((el) => (
                    <ElementRow
                      key={el.key}
                      element={el}
                      hidden={!!replacement?.replaced && replacement.keys.has(el.key)}
                      value={stored.get(el.key)}
                      editing={editing?.key === el.key ? editing : null}
                      saving={save.isPending && save.variables?.key === el.key}
                      // Once the save has settled: marked and focused while Sauvegarder still
                      // refused a press, an Enter at once in the field would be lost.
                      refusal={!save.isPending && refusal?.key === el.key && refusal.value === editing?.value ? refusal : null}
                      imageUpload={imageUpload}
                      onEdit={async () => {
                        if (!(await leaveEditing())) return;
                        const value = stored.get(el.key) ?? el.default;
                        setEditing({ key: el.key, value, opened: value });
                      }}
                      onChange={(value) => {
                        setRefusal(null);
                        setEditing((e) => e && { ...e, value });
                      }}
                      onCancel={() => {
                        setRefusal(null);
                        setEditing(null);
                      }}
                      onSave={() => editing && save.mutate(editing)}
                    />
                  ))}
                </ul>
              </SectionPanel>
            );
          })}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ReplacementNote({ replaced, children }: { replaced: boolean; children: ReactNode }) {
  return (
    <p
      data-replacement-note={replaced ? 'remplacé' : 'affiché'}
      className={cn(
        'mt-3 rounded-lg border px-3 py-2 text-sm',
        replaced ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-slate-50 text-slate-700',
      )}
    >
      {children}
    </p>
  );
}

function SectionPanel({
  section,
  open,
  onToggle,
  note,
  children,
}: {
  section: ContentSection;
  open: boolean;
  onToggle: () => void;
  /** When the section's texts are shown on the public page, and what shows instead. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-bold text-navy-900 hover:bg-navy-50"
        >
          {/* A real space, for the button's and the heading's name ("Mot du fondateur (7 éléments)",
              not "fondateur(7"); with ml-1, the same gap as the ml-2 it replaces. */}
          <span>
            {section.title}{' '}
            <span className="ml-1 text-sm font-normal text-slate-600">({section.elements.length} éléments)</span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} />
        </button>
      </h2>
      <div id={id} hidden={!open} className="border-t border-slate-200 px-4">
        {open && note}
        {open && children}
      </div>
    </section>
  );
}

function ElementRow({
  element,
  hidden,
  value,
  editing,
  saving,
  refusal,
  imageUpload,
  onEdit,
  onChange,
  onCancel,
  onSave,
}: {
  element: ContentElement;
  /** Left out of the public page for now (see the section's note). */
  hidden: boolean;
  value: string | undefined;
  editing: Editing | null;
  saving: boolean;
  /** The server's refusal of the value being edited, if it has not been changed since. */
  refusal: Refusal | null;
  imageUpload: UploadTarget;
  onEdit: () => void;
  onChange: (v: string) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  // An image on its way: saved now, the field would store the address it had before.
  const [uploading, setUploading] = useState(false);
  const hasValue = value !== undefined && value.trim() !== '';
  // After Sauvegarder or Annuler the keyboard continues from this element's Modifier.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing && document.activeElement === document.body) editButton.current?.focus();
    wasEditing.current = !!editing;
  }, [editing]);
  // Refused, the keyboard goes back to the field that says why (from Sauvegarder, or Enter).
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    if (refusal) field.current?.focus();
  }, [refusal]);
  const hint = `${element.type === 'image' ? "Adresse de l'image (/media/… ou https://…), ou envoyez un fichier. " : ''}${element.check ? CHECK_HINTS[element.check] : ''}Laissez vide pour afficher le texte par défaut.`;
  return (
    <li className="grid gap-2 py-4" data-content-key={element.key}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-navy-900">{element.label}</h3>
        <span className="rounded-full border border-slate-300 px-2 py-0.5 font-mono text-xs text-slate-700">{element.type}</span>
        {hidden && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">Non affiché actuellement</span>}
        <code className="ml-auto rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{element.key}</code>
      </div>

      {editing ? (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!saving && !uploading) onSave();
          }}
        >
          <Field label={`Nouvelle valeur : ${element.label}`} hideLabel hint={hint} error={refusal?.message}>
            {({ id, describedBy, invalid }) => {
              const props = {
                id,
                ref: field,
                value: editing.value,
                'aria-describedby': describedBy,
                'aria-invalid': invalid || undefined,
                autoFocus: true,
                className: inputClass,
              };
              return element.type === 'textarea' ? (
                <textarea {...props} rows={5} onChange={(e) => onChange(e.target.value)} />
              ) : (
                <input {...props} onChange={(e) => onChange(e.target.value)} inputMode={element.check === 'email' ? 'email' : element.check === 'phone' ? 'tel' : undefined} />
              );
            }}
          </Field>
          {element.type === 'image' && (
            <>
              {editing.value && <AdminImage src={editing.value} alt="Aperçu" className="h-28 w-44 rounded-lg" />}
              <FileUpload
                label="Choisir une image"
                accept="image/jpeg,image/png,image/gif,image/webp"
                target={imageUpload}
                check={checks.newsImage}
                successMessage="Image uploadée avec succès"
                errorFallback="Erreur lors de l'upload de l'image"
                onUploaded={intoField(onChange)}
                disabled={saving}
                onBusyChange={setUploading}
              />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            {/* aria-disabled, not disabled: a failed save leaves the field open, and a button
                disabled under the keyboard's focus would have dropped it to the top of the page. */}
            <button
              type="submit"
              aria-disabled={saving || uploading || undefined}
              className={buttonClass('secondary', 'sm', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
            >
              {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
              {saving ? 'Sauvegarde...' : 'Sauvegarder'}
            </button>
            <button type="button" onClick={onCancel} disabled={saving} className={buttonClass('outline', 'sm')}>
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            {hasValue ? (
              element.type === 'image' ? (
                <div className="flex flex-wrap items-center gap-3">
                  <AdminImage src={value} alt="" className="h-20 w-32 rounded-lg" />
                  <span className="break-all text-sm text-slate-700">{value}</span>
                </div>
              ) : (
                <p className="whitespace-pre-line break-words text-sm text-slate-800">{value}</p>
              )
            ) : (
              <>
                <p className="text-sm italic text-slate-600">Aucun contenu</p>
                {element.default && (
                  <p className="mt-1 whitespace-pre-line break-words text-xs text-slate-600">
                    <span className="font-semibold">Texte par défaut affiché :</span> {element.default}
                  </p>
                )}
              </>
            )}
          </div>
          <button ref={editButton} type="button" onClick={onEdit} aria-label={`Modifier « ${element.label} » (${element.key})`} className={buttonClass('outline', 'sm')}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Modifier
          </button>
        </div>
      )}
    </li>
  );
}
