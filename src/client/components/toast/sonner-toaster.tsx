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
  // Bottom right: at the top, a toast covered the header's menu and sign-out button while it stayed.
  return <Toaster position="bottom-right" richColors closeButton />;
}
