import { describe, expect, it } from 'vitest';
import { formatFigure, formatMinutes } from './format.ts';

describe('fr-FR formats', () => {
  it('writes durations the French way', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(135)).toBe('2 h 15');
    expect(formatMinutes(65)).toBe('1 h 05');
  });

  it('groups thousands and uses a decimal comma', () => {
    expect(formatFigure(62500).replace(/\s/g, ' ')).toBe('62 500');
    expect(formatFigure(2.345)).toBe('2,35');
  });
});
