import type { LucideIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { RequestKind } from '../../../shared/ai-tools-model.ts';

// Radix Dialog and the form's schema are fetched on the first hover, focus or click of the button.
const loadDialog = () => import('./request-dialog.tsx');
const RequestDialog = lazy(loadDialog);

/**
 * A request to the Septime team and the dialog it opens: 'Programmer une démo personnalisée'
 * (/demo-examples) or 'Créer mon IA Sur Mesure' (the landing). The request is stored, confirmed to
 * its sender by mail and listed for the operators on /security.
 */
export function RequestButton({
  kind,
  icon: Icon,
  className,
  children,
}: {
  kind: RequestKind;
  /** Given by the page, so each page loads only its own icon. */
  icon: LucideIcon;
  className: string;
  /** The button's label. */
  children: string;
}) {
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
        <Icon aria-hidden="true" />
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <RequestDialog
            kind={kind}
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
