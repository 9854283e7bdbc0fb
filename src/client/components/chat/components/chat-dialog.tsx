import type { Employee } from '../../../../shared/employees.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ChatPanel } from './chat-panel.tsx';

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
    <Dialog
      open={employee !== null}
      onOpenChange={onOpenChange}
      title={employee ? `Discuter avec ${employee.name}` : ''}
      description={employee?.role}
      size="xl"
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
      {employee && <ChatPanel employee={employee} mode="auto" height={500} />}
    </Dialog>
  );
}
