// A file chooser that uploads at once, with a progress bar and the spec's checks and
// toasts (admin-back-office.md sections 5 and 8). The <input type=file> stays in the tab
// order, visually hidden inside its label, so keyboard and screen readers reach it.
import { Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { UploadResult } from '@ecole/shared/admin-client';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useToast } from '../../components/ui/toast';
import { useUpload } from '../api/context';
import { isUnauthorized } from '../api/errors';
import { sessionRenewed } from '../api/session';
import { serverRefusal, type FileCheck, type UploadTarget } from '../api/uploads';
import { spaced } from './french';
import { UploadProgressBar } from './progress';

/**
 * Told when a chooser inside starts (true) and ends (false) sending its files: a form dialog
 * provides it, to ask before closing while a file is on its way (entity-dialog.tsx).
 */
export const UploadActivity = createContext<((busy: boolean) => void) | null>(null);

export interface FileUploadProps {
  label: string;
  accept: string;
  target: UploadTarget;
  /** Extra multipart fields; a function for per-file values (a gallery's order). */
  fields?: Record<string, string> | ((file: File, index: number) => Record<string, string>);
  check: FileCheck;
  multiple?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Toast after each file; none when null. */
  successMessage?: string | null;
  errorFallback: string;
  onUploaded: (result: UploadResult, file: File) => void | Promise<void>;
  /** After the last file of a batch (refresh a list once). */
  onDone?: () => void;
  onBusyChange?: (busy: boolean) => void;
  className?: string;
}

export function FileUpload({
  label,
  accept,
  target,
  fields,
  check,
  multiple,
  disabled,
  hint,
  successMessage = 'Fichier uploadé avec succès',
  errorFallback,
  onUploaded,
  onDone,
  onBusyChange,
  className,
}: FileUploadProps) {
  const upload = useUpload();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ percent: number; index: number; count: number } | null>(null);
  const qc = useQueryClient();
  const activity = useContext(UploadActivity);
  // Aborted when the chooser goes (a dialog closed, or the desktop's screens giving way to
  // its login): the file on its way is given up (the web's upload stops sending it), an upload
  // waiting for a new login too, and nothing more is said about a form that is gone.
  const mounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);

  async function send(files: File[]) {
    // Among several files, each refusal says which file it is about, and the refusals are
    // told last, together: one at a time, the next file's success toast would replace them.
    const about = (file: File, text: string) => (files.length > 1 ? `« ${file.name} » : ${text}` : text);
    const refused: Array<{ title: string; text: string }> = [];
    const tellRefused = () => {
      if (refused.length) toast({ title: refused[0].title, description: refused.map((r) => r.text).join('\n'), variant: 'destructive' });
    };
    const accepted = files.filter((f) => {
      const problem = check(f);
      if (problem) refused.push({ title: problem.title, text: about(f, problem.description) });
      return !problem;
    });
    if (accepted.length === 0) return tellRefused();
    const gone = () => mounted.current?.signal.aborted === true;
    onBusyChange?.(true);
    activity?.(true);
    try {
      for (let index = 0; index < accepted.length; index++) {
        const file = accepted[index];
        setProgress({ percent: 0, index, count: accepted.length });
        try {
          const extra = typeof fields === 'function' ? fields(file, index) : (fields ?? {});
          const result = await upload(
            target.path,
            extra,
            { field: target.field, file },
            (p) => setProgress({ percent: p.total ? (p.loaded / p.total) * 100 : 0, index, count: accepted.length }),
            mounted.current?.signal,
          );
          // Arrived after all (the desktop's upload cannot be stopped): no form to fill, nothing to say.
          if (gone()) return;
          await onUploaded(result, file);
          if (successMessage) toast({ title: 'Succès', description: successMessage });
        } catch (e) {
          // The session ended meanwhile: once logged in again over the screen, the same file
          // is sent again rather than chosen again.
          if (isUnauthorized(e) && mounted.current && (await sessionRenewed(qc, mounted.current.signal))) {
            index--;
            continue;
          }
          if (gone()) return;
          const problem = serverRefusal(e, check, errorFallback);
          refused.push({ title: problem.title, text: about(file, problem.description) });
        }
      }
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      activity?.(false);
      onDone?.();
      if (!gone()) tellRefused();
    }
  }

  const busy = progress !== null;
  // The hint (types and sizes accepted) is read with the button, not only seen beside it.
  const hintId = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <label
        className={cn(
          buttonClass('outline', 'sm', 'w-fit cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-700'),
          (disabled || busy) && 'pointer-events-none opacity-60',
        )}
      >
        <Upload aria-hidden="true" className="h-4 w-4" />
        {spaced(label)}
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          // Not disabled while its files are on their way: a disabled input drops the
          // keyboard's focus (to the dialog, whose next Tab is its "Fermer"), as the status
          // switches did (decision 015). It stays focused and refuses a second choice meanwhile.
          aria-disabled={busy || undefined}
          aria-describedby={hint ? hintId : undefined}
          onClick={(e) => busy && e.preventDefault()}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            // The same file chosen twice in a row must fire change again.
            e.target.value = '';
            void send(files);
          }}
        />
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {spaced(hint)}
        </p>
      )}
      {progress && (
        <UploadProgressBar
          percent={progress.percent}
          label={progress.count > 1 ? `Upload en cours... (${progress.index + 1}/${progress.count})` : 'Upload en cours...'}
        />
      )}
    </div>
  );
}
