import { type ComponentProps, lazy, Suspense } from 'react';

// The dialog carries zod (the server's own schema): loaded when it opens, not with /support.
const Dialog = lazy(() => import('./new-ticket-dialog.tsx').then((m) => ({ default: m.NewTicketDialog })));

export function NewTicketDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
