import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './text-rules.ts';

describe('the one text rule', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['C1 NEL', '\u0085'],
    ['C1 CSI', '\u009b'],
  ])('refuses %s everywhere', (_name, char) => {
    expect(hasControlCharacter(`a${char}b`)).toBe(true);
    expect(hasControlCharacter(`a${char}b`, { multiline: true })).toBe(true);
  });

  it('allows tab, LF and CR only in multi-line text', () => {
    for (const char of ['\t', '\n', '\r']) {
      expect(hasControlCharacter(`a${char}b`)).toBe(true);
      expect(hasControlCharacter(`a${char}b`, { multiline: true })).toBe(false);
    }
  });

  it('leaves accents, emoji, RTL marks and non-breaking spaces alone', () => {
    expect(hasControlCharacter('Zoé\u00a0Ørsted 👩‍💻 \u202eabc\u202c e\u0301')).toBe(false);
  });
});
