import type { Employee } from '../../../../shared/employees.ts';

// Whole class names, so Tailwind finds them; -700 keeps white initials above WCAG AA.
export const avatarClasses: Record<Employee['color'], string> = {
  indigo: 'bg-indigo-700',
  emerald: 'bg-emerald-700',
  sky: 'bg-sky-700',
  pink: 'bg-pink-700',
  amber: 'bg-amber-700',
  violet: 'bg-violet-700',
  teal: 'bg-teal-700',
};

export const skillClasses: Record<Employee['color'], string> = {
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sky: 'bg-sky-50 text-sky-800 ring-sky-200',
  pink: 'bg-pink-50 text-pink-800 ring-pink-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  teal: 'bg-teal-50 text-teal-800 ring-teal-200',
};
