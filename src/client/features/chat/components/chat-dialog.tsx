import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Employee } from '../../../../shared/employees.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { dialogContentClass, dialogOverlayClass } from './dialog-styles.ts';

/** A chat with one employee over the page (the team page's 'Chatter'); demo or stored by auth state. */
export function ChatDialog({
  employee,
  onOpenChange,
}: {
  /** The employee to chat with; null keeps the dialog closed. */
  employee: Employee | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog.Root open={employee !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        {employee && (
          <Dialog.Content
            className={`${dialogContentClass} max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto p-4 sm:p-6`}
            onOpenAutoFocus={(event) => {
              // Straight to the message box when the chat is already there (not while auth or code loads).
              const input =
                event.currentTarget instanceof HTMLElement && event.currentTarget.querySelector('textarea');
              if (input) {
                event.preventDefault();
                input.focus();
              }
            }}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-slate-900">
                  Discuter avec {employee.name}
                </Dialog.Title>
                <Dialog.Description className="text-sm text-slate-600">{employee.role}</Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Fermer"
                  title="Fermer"
                  className="-mt-1 -mr-2"
                >
                  <X aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </div>
            <ChatPanel employee={employee} mode="auto" height={500} />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
