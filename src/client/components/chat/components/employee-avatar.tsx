import type { Employee, EmployeeStatus } from '../../../../shared/employees.ts';
import { cn } from '../../../lib/cn.ts';

// Whole class names, so Tailwind finds them in the source.
const avatarColors: Record<Employee['color'], string> = {
  indigo: 'bg-indigo-100 text-indigo-700 ring-indigo-200',
  emerald: 'bg-emerald-100 text-emerald-700 ring-emerald-200',
  sky: 'bg-sky-100 text-sky-700 ring-sky-200',
  pink: 'bg-pink-100 text-pink-700 ring-pink-200',
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  violet: 'bg-violet-100 text-violet-700 ring-violet-200',
  teal: 'bg-teal-100 text-teal-700 ring-teal-200',
};

const sizes = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-14 text-xl' } as const;

/** The employee's initial on their colour; decorative, the name is always written beside it. */
export function EmployeeAvatar({
  employee,
  size = 'md',
  className,
}: {
  employee: Employee;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold ring-1',
        avatarColors[employee.color],
        sizes[size],
        className,
      )}
    >
      {employee.name[0]}
    </span>
  );
}

const statusColors: Record<EmployeeStatus, string> = {
  Actif: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Disponible: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  Occupé: 'bg-amber-50 text-amber-800 ring-amber-600/20',
};

const statusDots: Record<EmployeeStatus, string> = {
  Actif: 'bg-emerald-500',
  Disponible: 'bg-sky-500',
  Occupé: 'bg-amber-500',
};

export function StatusBadge({ status, className }: { status: EmployeeStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        statusColors[status],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', statusDots[status])} />
      {status}
    </span>
  );
}
