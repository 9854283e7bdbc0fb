import type { Employee } from '../../../../shared/employees.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { EmployeeAvatar, StatusBadge } from '../../../components/chat/components/employee-avatar.tsx';
import { cn } from '../../../lib/cn.ts';

/** 'Équipe IA': pick who to chat with. A scrolling row on small screens, a column beside the chat on large ones. */
export function TeamSidebar({
  team,
  selected,
  onSelect,
}: {
  team: Employee[];
  selected: EmployeeId;
  onSelect(id: EmployeeId): void;
}) {
  return (
    <aside aria-labelledby="team-sidebar-title" className="min-w-0 lg:w-64 lg:shrink-0">
      <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:sticky lg:top-20">
        <h2
          id="team-sidebar-title"
          className="flex items-center justify-between px-2 pt-1 pb-2 text-sm font-semibold text-slate-900"
        >
          Équipe IA
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
            {team.length}
          </span>
        </h2>
        {team.length === 0 ? (
          <p className="px-2 pb-2 text-sm text-slate-500">Aucun employé ne correspond.</p>
        ) : (
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
            {team.map((employee) => {
              const active = employee.id === selected;
              return (
                <li key={employee.id} className="shrink-0 lg:shrink">
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => onSelect(employee.id)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl border px-2.5 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                      active
                        ? 'border-indigo-200 bg-indigo-50'
                        : 'border-slate-200 hover:bg-slate-50 lg:border-transparent',
                    )}
                  >
                    <EmployeeAvatar employee={employee} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center justify-between gap-2">
                        <span className={cn('font-medium text-slate-900', active && 'text-indigo-900')}>
                          {employee.name}
                        </span>
                        <StatusBadge status={employee.status} />
                      </span>
                      <span className="block truncate text-xs text-slate-600">{employee.roleLabel}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </aside>
  );
}
