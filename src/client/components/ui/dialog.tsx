import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

// Every modal of the app goes through this file (Radix Dialog: focus trap, Escape, labelled by its title).

const overlayClass = 'fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]';
const sizeClass = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-xl',
  xl: 'max-w-2xl',
  wide: 'max-w-3xl',
} as const;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;
type AutoFocusHandler = NonNullable<ContentProps['onOpenAutoFocus']>;

const firstField =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const firstControl = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Focus goes back to whatever opened the dialog. Radix returns it to its own Trigger only, and most of
 * our dialogs are opened by a row, a card or a button of the page (no Trigger): without this the focus
 * fell to <body> on close. The opener is read when the dialog takes the focus, before it moves.
 */
function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  const body = useRef<HTMLDivElement | null>(null);
  return {
    body,
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      // The dialog opens on its first field (or first control), not on « Fermer » above it (issue 42).
      const first =
        body.current?.querySelector<HTMLElement>(firstField) ??
        body.current?.querySelector<HTMLElement>(firstControl);
      if (first) {
        event.preventDefault();
        first.focus();
      }
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      // Gone with what the dialog did (a deleted row): Radix's own fallback applies.
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** A button that closes the dialog it sits in ('Annuler'): wrap the button, it keeps its own look. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}

/** A centred modal with its title, optional description and a 'Fermer' button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  wide = false,
  trigger,
  readingBody = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof sizeClass;
  /** Shorthand for size="wide" (forms with two columns). */
  wide?: boolean;
  /** The button that opens the dialog, when the dialog owns it (focus returns to it on close). */
  trigger?: ReactNode;
  /** Text to read and nothing to click (a roadmap, a quoted passage): the body takes the focus so the
   * keyboard can scroll it. Forms leave it off: their fields already do. */
  readingBody?: boolean;
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
}) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,48rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none',
            sizeClass[wide ? 'wide' : size],
          )}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-6 py-4">
            <div className="flex-1">
              <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              className="-mr-2 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              aria-label="Fermer"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div
            ref={focus.body}
            className="overflow-y-auto px-6 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
            // A scrollable text with nothing focusable in it takes the focus to be scrolled by keyboard.
            tabIndex={readingBody ? 0 : undefined}
          >
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * A confirmation (role "alertdialog"): a question, its consequence, 'Annuler' and the action. It is
 * not dismissed by a click outside, and stays open while the action runs.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  trigger,
  role = 'alertdialog',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** The destructive action's label ('Supprimer'). */
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
  trigger?: ReactNode;
  /** Only for the workspace's confirmations, which e2e/workspace.spec.ts finds as "dialog" (decision 021). */
  role?: 'alertdialog' | 'dialog';
}) {
  const focus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          role={role}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
          <div className="mt-6 flex justify-end gap-2">
            <DialogPrimitive.Close asChild>
              <Button variant="outline" disabled={busy}>
                Annuler
              </Button>
            </DialogPrimitive.Close>
            <Button variant="destructive" disabled={busy} onClick={onConfirm}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A panel sliding from the left edge on small screens (the workspace menu): a dialog without a header. */
export function Sheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Read by screen readers only. */
  title: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const focus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(overlayClass, 'backdrop-blur-none', className)} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-white shadow-xl focus:outline-none',
            className,
          )}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-4 right-3 inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
