import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { ToastHost } from './components/toast/toast-host.tsx';
import { AuthProvider } from './lib/auth-provider.tsx';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * A link of a prerendered page leaves for the app with a real page load: these pages run on Preact
 * (decisions 043 and 047), the app's pages on React, which they do not load. A link to the page
 * itself (the landing's logo, the blog's filters) stays in the page, as the app's router would.
 */
function leaveForTheApp(navigate: Navigate, to: string, options?: { replace?: boolean }) {
  if (new URL(to, window.location.href).pathname === window.location.pathname) navigate(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * A public page as first served (src/shared/prerendered-pages.ts): prerendered at build time
 * (prerender.tsx), then hydrated in the browser (landing-main.tsx), both on Preact. The app's router
 * shows the same page after an in-app navigation (router.tsx), on React.
 */
export function LandingApp({ path, Page }: { path: string; Page: ComponentType }) {
  return (
    <AuthProvider>
      {/* The prerender has no address to read; the browser's search and hash come after hydration. */}
      <Router ssrPath={path} ssrSearch="" aroundNav={leaveForTheApp}>
        <Page />
      </Router>
      <ToastHost />
    </AuthProvider>
  );
}
