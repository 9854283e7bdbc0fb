import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { api, call } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../../lib/server-state.tsx';

// The bell (decision 060): what waits for the user (approvals, failed deliveries, finished skill runs,
// the quota reached), derived by the server; each item links to its page and is marked read there.

const keys = { list: (userId: string) => ['notifications', userId] as const };

function BellMenu({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const query = useQuery({
    queryKey: keys.list(userId),
    queryFn: () => call(api.notifications.$get()),
    refetchInterval: 60_000,
  });
  const markRead = useMutation({
    mutationFn: (read: string[]) => call(api.notifications.read.$post({ json: { keys: read } })),
    onSuccess: (data) => queryClient.setQueryData(keys.list(userId), data),
  });
  // Escape or a click elsewhere closes the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const unread = query.data?.unread ?? 0;
  const items = query.data?.notifications ?? [];
  const unreadKeys = items.filter((n) => !n.read).map((n) => n.key);
  return (
    <div ref={root} className="relative">
      <Button
        variant="ghost"
        size="icon"
        className="relative size-9"
        aria-label={
          unread ? `Notifications, ${unread}\u00a0non lue${unread > 1 ? 's' : ''}` : 'Notifications'
        }
        title="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden="true" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] font-semibold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between px-2 py-1">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            {unreadKeys.length ? (
              <button
                type="button"
                className="text-xs font-medium text-indigo-700 hover:underline"
                onClick={() => markRead.mutate(unreadKeys)}
              >
                Tout marquer comme lu
              </button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-slate-600">
              {query.isPending ? 'Chargement…' : 'Aucune nouvelle notification.'}
            </p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {items.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    className={`block rounded-lg px-2 py-2 text-sm hover:bg-slate-50 ${item.read ? 'text-slate-600' : 'text-slate-900'}`}
                    onClick={() => {
                      if (!item.read) markRead.mutate([item.key]);
                      setOpen(false);
                    }}
                  >
                    <span className={item.read ? 'font-normal' : 'font-semibold'}>{item.title}</span>
                    {item.read ? null : <span className="sr-only"> (non lue)</span>}
                    <span className="block truncate text-xs text-slate-600">{item.detail}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Signed in: the bell and its list; a visitor has nothing waiting. */
export function NotificationBell() {
  const { user } = useAuth();
  if (!user) {
    return (
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label="Notifications"
        title="Notifications"
        disabled
      >
        <Bell aria-hidden="true" />
      </Button>
    );
  }
  return (
    <ServerStateScope>
      <BellMenu userId={user.id} />
    </ServerStateScope>
  );
}
