// A form's draft left on the device by an earlier visit (forms/drafts.ts), offered back:
// nothing is put in the form until the administrator chooses.
import { adminMessages } from '@ecole/shared/admin-messages';
import { buttonClass } from '../../components/ui/button';
import type { FormDraft } from '../forms/use-form';
import { spaced } from './french';

const DRAFT = adminMessages.draft;

/** "Reprendre le brouillon" or "Ignorer": the draft stays on the device until one is chosen. */
export function DraftOffer({ draft, of, className = 'mb-4' }: { draft: Pick<FormDraft, 'found' | 'restore' | 'dismiss'>; of?: string; className?: string }) {
  const { found } = draft;
  if (!found) return null;
  return (
    <div role="status" data-draft-offer className={`${className} rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950`}>
      <p>{spaced(DRAFT.found(found.savedAt, of))}</p>
      {found.changedSince && <p className="mt-1 font-semibold">{spaced(DRAFT.changedSince)}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={draft.restore} className={buttonClass('secondary', 'sm')}>
          {DRAFT.restore}
        </button>
        <button type="button" onClick={draft.dismiss} className={buttonClass('outline', 'sm')}>
          {DRAFT.dismiss}
        </button>
      </div>
    </div>
  );
}
