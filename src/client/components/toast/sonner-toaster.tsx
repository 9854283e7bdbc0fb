import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { attachToastListener } from '../../lib/toast.ts';

export default function SonnerToaster() {
  useEffect(
    () =>
      attachToastListener(({ tone, title, description }) => {
        const show = tone === 'success' ? toast.success : tone === 'error' ? toast.error : toast.info;
        show(title, { description });
      }),
    [],
  );
  return <Toaster position="top-right" richColors closeButton />;
}
