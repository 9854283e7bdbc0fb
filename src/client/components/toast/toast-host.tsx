import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { hasPendingToasts, onFirstToast } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

/** Mounts sonner only once a first toast is requested, keeping it off the landing's first load. */
export function ToastHost() {
  const [started, setStarted] = useState(false);
  const wanted = useSyncExternalStore(onFirstToast, hasPendingToasts, () => false);
  if (!started && wanted) setStarted(true);
  if (!started && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
