// Being written (admin screens).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('admin-root')!).render(<p>Administration</p>);
