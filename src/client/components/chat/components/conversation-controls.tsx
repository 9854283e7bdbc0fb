import * as Menu from '@radix-ui/react-dropdown-menu';
import { History, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ConversationSummary } from '../../../../shared/chat.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { AlertDialog } from '../../ui/dialog.tsx';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

interface ConversationControlsProps {
  employeeName: string;
  conversations: ConversationSummary[];
  /** The open conversation, or 'new' for an empty one not yet created. */
  activeId: string;
  /** A reply is streaming: switching now would lose sight of it. */
  disabled: boolean;
  onSelect(id: string): void;
  onNew(): void;
  onDelete(id: string): Promise<void>;
}

/** The user's conversations with one employee: pick one, start a new one, delete the open one. */
export function ConversationControls({
  employeeName,
  conversations,
  activeId,
  disabled,
  onSelect,
  onNew,
  onDelete,
}: ConversationControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const active = conversations.find((c) => c.id === activeId);

  const confirmDelete = async () => {
    if (!active) return;
    setDeleting(true);
    try {
      await onDelete(active.id);
      setConfirming(false);
    } catch (error) {
      toast.error(
        'Erreur',
        error instanceof ApiRequestError ? error.message : 'Impossible de supprimer la conversation.',
      );
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {/* Not portalled: the list stays inside the chat's region, like every content of the page (axe region). */}
      <Menu.Root modal={false}>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled || conversations.length === 0}
            // The name starts with what the button shows, « Historique 3 » (axe label-content-name-mismatch).
            aria-label={`Historique ${conversations.length} conversation${conversations.length > 1 ? 's' : ''} avec ${employeeName}`}
            title="Historique des conversations"
          >
            <History aria-hidden="true" />
            <span className="hidden md:inline">Historique</span>{' '}
            <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-700">
              {conversations.length}
            </span>
          </Button>
        </Menu.Trigger>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-80 w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Menu.Label className="px-2 py-1.5 text-xs font-medium text-slate-500">
            Vos conversations avec {employeeName}
          </Menu.Label>
          <Menu.RadioGroup value={activeId} onValueChange={onSelect}>
            {conversations.map((conversation) => (
              <Menu.RadioItem
                key={conversation.id}
                value={conversation.id}
                className="flex cursor-pointer flex-col items-start gap-0.5 rounded-lg px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:bg-indigo-50"
              >
                <span className="w-full truncate font-medium text-slate-900">{conversation.title}</span>
                <span className="text-xs text-slate-600">
                  {dateFormat.format(new Date(conversation.updatedAt))}
                </span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Root>

      <Button
        variant="ghost"
        size="sm"
        onClick={onNew}
        disabled={disabled || activeId === 'new'}
        aria-label="Nouvelle conversation"
        title="Nouvelle conversation"
      >
        <Plus aria-hidden="true" />
        <span className="hidden lg:inline">Nouvelle conversation</span>
      </Button>

      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={deleting}
        title="Supprimer la conversation&nbsp;?"
        description={`«\u00a0${active?.title ?? ''}\u00a0» et tous ses messages seront supprimés définitivement.`}
        confirmLabel="Supprimer"
        onConfirm={() => void confirmDelete()}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-slate-500 hover:bg-red-50 hover:text-red-700"
            disabled={disabled || !active}
            aria-label="Supprimer la conversation"
            title="Supprimer la conversation"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </div>
  );
}
