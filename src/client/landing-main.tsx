// The entry of `/` (landing.html, scripts/build-landing.ts): it hydrates the prerendered landing.
// Built with react and react-dom resolved to preact/compat (decision 043): React DOM alone weighed
// more than the landing's 75 KB budget, and the app's entry (main.tsx) is not loaded here.
import { hydrateRoot } from 'react-dom/client';
import { LandingApp } from './landing-app.tsx';

hydrateRoot(document.getElementById('root')!, <LandingApp />);
