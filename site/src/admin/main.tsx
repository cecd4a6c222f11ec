// The administration: a client-only single-page app served at /admin/* (admin.html).
// Its stylesheet is emitted on its own (?url) so the public pages never load it.
import { createRoot } from 'react-dom/client';
import '@ecole/shared/zod-csp';
import { createAdminClient } from '@ecole/shared/admin-client';
import { xhrUpload } from './api/xhr-upload';
import { AdminApp } from './App';
import stylesheet from './admin.css?url';

const link = document.createElement('link');
link.rel = 'stylesheet';
link.href = stylesheet;
// Render once the styles are there (or failed): no flash of unstyled screens.
const styled = new Promise<void>((resolve) => {
  link.onload = link.onerror = () => resolve();
});
document.head.append(link);

const api = { client: createAdminClient(), upload: xhrUpload };
void styled.then(() => createRoot(document.getElementById('admin-root')!).render(<AdminApp api={api} />));
