import { createRoot } from 'react-dom/client';
import '@ecole/shared/zod-csp';
import { App } from './App';
import './styles.css';

// A file dropped outside a drop zone must not replace the app with the file.
for (const type of ['dragover', 'drop'] as const) window.addEventListener(type, (e) => e.preventDefault());

createRoot(document.getElementById('root')!).render(<App />);
