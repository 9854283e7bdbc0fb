import type { Employee } from '../../../shared/employees.ts';

/** Lower case, no accents, one kind of apostrophe: 'Écouter' and 'ecouter' are the same word here. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** The dashboard search: by name, role label or skill, ignoring case and accents. */
export function filterEmployees(list: readonly Employee[], query: string): Employee[] {
  const needle = foldForSearch(query.trim());
  if (!needle) return [...list];
  return list.filter((employee) =>
    [employee.name, employee.roleLabel, ...employee.skills].some((field) =>
      foldForSearch(field).includes(needle),
    ),
  );
}
