// The entry of the prerendered public pages (src/shared/prerendered-pages.ts, scripts/build-landing.ts):
// it hydrates the page the server sent. Built with react and react-dom resolved to preact/compat
// (decisions 043 and 047): React DOM alone weighed more than the landing's 75 KB budget, and the
// app's entry (main.tsx) is not loaded here.
import { hydrateRoot } from 'react-dom/client';
import { prerenderedPathOf } from '../shared/prerendered-pages.ts';
import { LandingApp } from './landing-app.tsx';
import { publicPages } from './public-pages.ts';

const path = prerenderedPathOf(window.location.pathname) ?? '/';
// The page's chunk is preloaded by its HTML: this waits for the download already under way.
void publicPages[path]().then(({ default: Page }) => {
  hydrateRoot(document.getElementById('root')!, <LandingApp path={path} Page={Page} />);
});
