import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// Radix Dialog and the form's schema are fetched on the first hover, focus or click of the button.
const loadDialog = () => import('./demo-request-dialog.tsx');
const DemoRequestDialog = lazy(loadDialog);

/** 'Programmer une démo personnalisée': the button, and the request dialog it opens. */
export function DemoRequestButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and hand the focus back.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <CalendarPlus aria-hidden="true" />
        Programmer une démo personnalisée
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <DemoRequestDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
