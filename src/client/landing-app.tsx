import { Router } from 'wouter';
import { paths } from '../shared/routes.ts';
import { ToastHost } from './components/toast/toast-host.tsx';
import LandingPage from './features/landing/landing-page.tsx';
import { AuthProvider } from './lib/auth-provider.tsx';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * A link of the landing leaves for the app with a real page load: the landing runs on Preact
 * (decision 043), the app's pages on React, which the landing does not load. A link to the landing
 * itself (the logo) stays in the page, as the app's router would.
 */
function leaveForTheApp(navigate: Navigate, to: string, options?: { replace?: boolean }) {
  if (new URL(to, window.location.href).pathname === window.location.pathname) navigate(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * The landing as served for `/`: prerendered at build time (prerender.tsx), then hydrated in the
 * browser (landing-main.tsx), both on Preact. The app's router shows the same page after an in-app
 * navigation to `/` (router.tsx), on React.
 */
export function LandingApp() {
  return (
    <AuthProvider>
      {/* The landing is only ever at `/`: the prerender has no address to read. */}
      <Router ssrPath={paths.home} aroundNav={leaveForTheApp}>
        <LandingPage />
      </Router>
      <ToastHost />
    </AuthProvider>
  );
}
