// First run: which server is the school's site? The address is checked (it must answer
// as the school's administration does) before it is kept.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@ecole/site/src/components/ui/button';
import { AuthCard } from '@ecole/site/src/admin/features/auth/AuthCard';
import { inputClass } from '@ecole/site/src/admin/components/fields';
import { spaced } from '@ecole/site/src/admin/components/french';
import { desktop } from './desktop';

export function ServerScreen({ onConnected }: { onConnected: (serverUrl: string) => void }) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const { serverUrl } = await desktop.setServerUrl(url);
      onConnected(serverUrl);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Bienvenue" subtitle="Indiquez l'adresse du site de l'école pour vous connecter à son administration.">
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="server-url" className="text-sm font-semibold text-navy-900">
            Adresse du site
          </label>
          <input
            id="server-url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://www.lagune-business.ci"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby="server-url-hint"
            className={inputClass}
          />
          <p id="server-url-hint" className="text-xs text-slate-600">
            L'adresse que vous tapez dans le navigateur pour voir le site.
          </p>
        </div>
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {spaced(problem)}
          </p>
        )}
        <button type="submit" disabled={busy || url.trim() === ''} className={buttonClass('secondary', 'lg', 'w-full')}>
          {busy ? 'Vérification...' : 'Continuer'}
        </button>
      </form>
    </AuthCard>
  );
}
