import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('agrees with the French rule: 0 and 1 singular, 2 and more plural', () => {
    expect(countOf(1, 'passage indexé', 'passages indexés')).toBe('1 passage indexé');
    expect(countOf(0, 'passage indexé', 'passages indexés')).toBe('0 passage indexé');
    expect(countOf(2, 'passage indexé', 'passages indexés')).toBe('2 passages indexés');
    expect(countOf(1500, 'passage', 'passages')).toBe('1\u202f500 passages');
  });
});
