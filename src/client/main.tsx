import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastHost } from './components/toast/toast-host.tsx';
import { AuthProvider } from './lib/auth-provider.tsx';
import { AppRouter } from './router.tsx';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <AppRouter />
      <ToastHost />
    </AuthProvider>
  </StrictMode>,
);
