import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

// The app's entry, for every route but the landing's first load: `/` arrives prerendered with its own
// entry (landing-main.tsx, on Preact), and comes here only through the app's links (router.tsx).
// A transition renders in slices that yield to the browser: no long task blocks the first input.
startTransition(() => createRoot(document.getElementById('root')!).render(<App />));
