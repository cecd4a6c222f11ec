// The content editor (admin-back-office.md sections 2-5, "Content management"), generated
// from CONTENT_TABS: four tabs, collapsible sections (one open at a time, closable),
// one element edited at a time. It reaches the API only through the context, and has no
// router or window assumptions: the desktop app (Electron) mounts it as it is.
import { ChevronDown, Loader2, Pencil } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CONTENT_TABS, type ContentElement, type ContentSection } from '@ecole/shared/content-keys';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminClient } from '../../api/context';
import { useAdminMutation } from '../../api/mutation';
import { checks, uploadTargets, uploadedUrl, type UploadTarget } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { inputClass } from '../../components/fields';
import { FileUpload } from '../../components/file-upload';
import { useWarnBeforeLeaving } from '../../forms/warn-before-leaving';
import { contentKey, useAdminContent } from './api';

interface Editing {
  key: string;
  value: string;
  /** The text when the editor opened: a save over a change made elsewhere since is refused. */
  opened: string;
}

export function ContentEditor({
  imageUpload = uploadTargets.slider,
}: {
  /** Route that stores an image for an image element (the desktop may use another). */
  imageUpload?: UploadTarget;
}) {
  const content = useAdminContent();
  const client = useAdminClient();
  const [tab, setTab] = useState<string>(CONTENT_TABS[0].id);
  const [openSection, setOpenSection] = useState<string | null>(CONTENT_TABS[0].sections[0]?.id ?? null);
  const [editing, setEditing] = useState<Editing | null>(null);
  useWarnBeforeLeaving(!!editing && editing.value !== editing.opened);

  const stored = useMemo(() => new Map((content.data?.content ?? []).map((i) => [i.key, i.value])), [content.data]);

  const save = useAdminMutation({
    mutationFn: ({ key, value, opened }: Editing) => client.saveContent(key, { value }, { value: opened }),
    invalidate: () => [contentKey],
    success: 'Contenu mis à jour avec succès',
    error: 'Erreur lors de la mise à jour',
    onSuccess: () => setEditing(null),
  });

  if (content.isPending) return <LoadingState text="Chargement..." />;
  if (content.isError) return <ErrorState title="Erreur de chargement" text="Impossible de charger les contenus. Veuillez réessayer." />;

  const changeTab = (id: string) => {
    setTab(id);
    setEditing(null);
    setOpenSection(CONTENT_TABS.find((t) => t.id === id)?.sections[0]?.id ?? null);
  };

  return (
    <Tabs value={tab} onValueChange={changeTab}>
      <TabsList aria-label="Pages du site" className="border-slate-300">
        {CONTENT_TABS.map((t) => (
          <TabsTrigger key={t.id} value={t.id}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CONTENT_TABS.map((t) => (
        <TabsContent key={t.id} value={t.id} className="grid gap-3">
          {t.sections.map((s) => (
            <SectionPanel
              key={s.id}
              section={s}
              open={openSection === s.id}
              onToggle={() => setOpenSection((cur) => (cur === s.id ? null : s.id))}
            >
              <ul className="divide-y divide-slate-200">
                {s.elements.map((el) => (
                  <ElementRow
                    key={el.key}
                    element={el}
                    value={stored.get(el.key)}
                    editing={editing?.key === el.key ? editing : null}
                    saving={save.isPending && save.variables?.key === el.key}
                    imageUpload={imageUpload}
                    onEdit={() => {
                      const value = stored.get(el.key) ?? el.default;
                      setEditing({ key: el.key, value, opened: value });
                    }}
                    onChange={(value) => setEditing((e) => e && { ...e, value })}
                    onCancel={() => setEditing(null)}
                    onSave={() => editing && save.mutate(editing)}
                  />
                ))}
              </ul>
            </SectionPanel>
          ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function SectionPanel({ section, open, onToggle, children }: { section: ContentSection; open: boolean; onToggle: () => void; children: ReactNode }) {
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
          <span>
            {section.title}
            <span className="ml-2 text-sm font-normal text-slate-600">({section.elements.length} éléments)</span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} />
        </button>
      </h2>
      <div id={id} hidden={!open} className="border-t border-slate-200 px-4">
        {open && children}
      </div>
    </section>
  );
}

function ElementRow({
  element,
  value,
  editing,
  saving,
  imageUpload,
  onEdit,
  onChange,
  onCancel,
  onSave,
}: {
  element: ContentElement;
  value: string | undefined;
  editing: Editing | null;
  saving: boolean;
  imageUpload: UploadTarget;
  onEdit: () => void;
  onChange: (v: string) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const hasValue = value !== undefined && value.trim() !== '';
  // After Sauvegarder or Annuler the keyboard continues from this element's Modifier.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing && document.activeElement === document.body) editButton.current?.focus();
    wasEditing.current = !!editing;
  }, [editing]);
  return (
    <li className="grid gap-2 py-4" data-content-key={element.key}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-navy-900">{element.label}</h3>
        <span className="rounded-full border border-slate-300 px-2 py-0.5 font-mono text-xs text-slate-700">{element.type}</span>
        <code className="ml-auto rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{element.key}</code>
      </div>

      {editing ? (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {`Nouvelle valeur : ${element.label}`}
          </label>
          {element.type === 'textarea' ? (
            <textarea id={inputId} rows={5} value={editing.value} onChange={(e) => onChange(e.target.value)} aria-describedby={hintId} autoFocus className={inputClass} />
          ) : (
            <input id={inputId} value={editing.value} onChange={(e) => onChange(e.target.value)} aria-describedby={hintId} autoFocus className={inputClass} />
          )}
          <p id={hintId} className="text-xs text-slate-600">
            {element.type === 'image' ? 'Adresse de l’image (/media/… ou https://…), ou envoyez un fichier. ' : ''}
            Laissez vide pour afficher le texte par défaut.
          </p>
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
                onUploaded={(r) => {
                  const url = uploadedUrl(r);
                  if (url) onChange(url);
                }}
                disabled={saving}
              />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={saving} className={buttonClass('secondary', 'sm')}>
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
