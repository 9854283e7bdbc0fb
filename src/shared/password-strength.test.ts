import { describe, expect, it } from 'vitest';
import { characterClassCount, passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 'weak', 'empty'],
    ['Ab1!', 'weak', 'under 8 characters whatever the classes'],
    ['Abcdef1', 'weak', '7 characters'],
    ['abcdefgh', 'weak', '8 characters, one class'],
    ['abcdefghijklmnop', 'weak', 'long but one class'],
    ['abcdefg1', 'medium', '8 characters, two classes'],
    ['Abcdefg1', 'medium', '8 characters, three classes but under 12'],
    ['Abcdefghij1!', 'strong', '12 characters, four classes'],
    ['abcdefghij1!', 'strong', '12 characters, three classes'],
    ['abcdefghijk1', 'medium', '12 characters, two classes'],
    ['Ébène-été-2026', 'strong', 'accented letters count as letters'],
  ] as const)('%j is %s (%s)', (password, expected, _why) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('counts each character class once', () => {
    expect(characterClassCount('aaaa')).toBe(1);
    expect(characterClassCount('aA')).toBe(2);
    expect(characterClassCount('aA1')).toBe(3);
    expect(characterClassCount('aA1 ')).toBe(4);
  });

  it('counts code points, not UTF-16 units, for the length rule', () => {
    expect(passwordStrength('😀😀😀😀a1A')).toBe('weak'); // 7 code points
  });
});
