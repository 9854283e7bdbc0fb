import { describe, expect, it } from 'vitest';
import { employees } from '../../../shared/employees.ts';
import { filterEmployees } from './employee-search.ts';

const names = (query: string) => filterEmployees(employees, query).map((e) => e.name);

describe('filterEmployees', () => {
  it('keeps everyone for an empty or blank query', () => {
    expect(names('')).toHaveLength(7);
    expect(names('   ')).toHaveLength(7);
  });

  it('matches names and role labels, whatever the case', () => {
    expect(names('recrut')).toEqual(['Dot']);
    expect(names('CHIP')).toEqual(['Chip']);
    expect(names('ventes')).toEqual(['Chip']);
  });

  it('ignores accents and apostrophe styles in skills', () => {
    expect(names('opportunites')).toEqual(['Chip']);
    expect(names("gestion d'agenda")).toEqual(['Alfred']);
    expect(names('échéances')).toEqual(['Millie']);
  });

  it('finds nobody for an unknown word', () => {
    expect(names('astronaute')).toEqual([]);
  });
});
