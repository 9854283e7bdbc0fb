import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { employeeById } from '../../../../shared/employees.ts';
import { type EmployeeId, paths } from '../../../../shared/routes.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { ChatSkeleton } from './chat-thread-view.tsx';
import { EmployeeAvatar } from './employee-avatar.tsx';

/** SPEC.md §9: the employees offered in the tool panel's chat. */
const panelEmployees: readonly EmployeeId[] = ['alfred', 'chip', 'suki', 'clide'];
const panelHeight = 600;

/** The AI tool panel's chat (for /demo): signed-in users only, with an employee picker. */
export function ChatToolPanel() {
  const { user, loading } = useAuth();
  const [selected, setSelected] = useState<EmployeeId>('alfred');
  const employee = employeeById(selected);

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageSquare className="size-5 text-indigo-700" aria-hidden="true" />
          Chat avec les employés IA
        </h2>
        <p className="text-sm text-slate-600">
          Chaque employé a sa spécialité et sa personnalité. Vos conversations sont enregistrées.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {loading ? (
          <ChatSkeleton height={panelHeight} />
        ) : !user ? (
          <Alert tone="destructive">
            <p className="font-semibold">Authentification requise</p>
            <p>
              Vous devez être connecté pour utiliser le chat.{' '}
              <Link href={paths.auth} className="font-medium underline underline-offset-2">
                Se connecter
              </Link>
            </p>
          </Alert>
        ) : (
          <>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Employé</legend>
              <div className="flex flex-wrap gap-2">
                {panelEmployees.map((id) => {
                  const option = employeeById(id);
                  const active = id === selected;
                  return (
                    <button
                      key={id}
                      type="button"
                      aria-pressed={active}
                      onClick={() => setSelected(id)}
                      className={cn(
                        'inline-flex items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                        active
                          ? 'border-indigo-300 bg-indigo-50 font-medium text-indigo-900'
                          : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                      )}
                    >
                      <EmployeeAvatar employee={option} size="sm" className="size-7" />
                      {option.name}
                      <span className="hidden text-xs text-slate-600 sm:inline">· {option.roleLabel}</span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <ChatPanel employee={employee} mode="stored" height={panelHeight} surface="panel" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
