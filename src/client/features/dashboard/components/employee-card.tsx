import { MessageSquare } from 'lucide-react';
import type { Employee } from '../../../../shared/employees.ts';
import { EmployeeAvatar, StatusBadge } from '../../../components/chat/components/employee-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmployeeListenButton } from '../../../components/voice/components/employee-listen-button.tsx';
import { cn } from '../../../lib/cn.ts';

export function EmployeeCard({
  employee,
  selected,
  onChat,
}: {
  employee: Employee;
  selected: boolean;
  onChat(): void;
}) {
  return (
    <article
      aria-labelledby={`employee-${employee.id}-name`}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-5 shadow-sm transition-shadow hover:shadow-md',
        selected ? 'border-indigo-300 ring-1 ring-indigo-200' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <EmployeeAvatar employee={employee} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 id={`employee-${employee.id}-name`} className="text-base font-semibold text-slate-900">
            {employee.name}
          </h3>
          <p className="text-sm text-slate-600">{employee.roleLabel}</p>
          <StatusBadge status={employee.status} className="mt-1.5" />
        </div>
      </div>
      <p className="mt-4 line-clamp-3 text-sm text-slate-700">{employee.description}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Compétences">
        {employee.skills.slice(0, 3).map((skill) => (
          <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex gap-2 pt-5">
        <Button size="sm" className="flex-1" onClick={onChat} aria-label={`Chatter avec ${employee.name}`}>
          <MessageSquare aria-hidden="true" />
          Chatter
        </Button>
        <EmployeeListenButton employee={employee} size="sm" />
      </div>
    </article>
  );
}
