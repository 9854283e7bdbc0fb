import { StrictMode } from 'react';
import { ToastHost } from './components/toast/toast-host.tsx';
import { AuthProvider } from './lib/auth-provider.tsx';
import { AppRouter } from './router.tsx';

/** The whole client: rendered in the browser (main.tsx) and prerendered for the landing (prerender.tsx). */
export function App() {
  return (
    <StrictMode>
      <AuthProvider>
        <AppRouter />
        <ToastHost />
      </AuthProvider>
    </StrictMode>
  );
}
