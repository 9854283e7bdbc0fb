import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

const root = document.getElementById('root')!;
if (root.hasChildNodes()) {
  // The landing arrives prerendered (scripts/build.ts): React takes over that HTML, it paints nothing new.
  hydrateRoot(root, <App />);
} else {
  // A transition renders in slices that yield to the browser: no long task blocks the first input.
  startTransition(() => createRoot(root).render(<App />));
}
