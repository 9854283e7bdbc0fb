import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';

describe('the user’s own list put in order', () => {
  it('does first what is due earliest in the day, and last what the user says can wait', async () => {
    const [reply = ''] = await converse('alfred', [
      'Demain j’ouvre à 8h. J’ai : la 308 de M. Lopez (diagnostic, 30 min, rien d’urgent), le Kangoo (embrayage, 4h, à rendre le soir), la Clio de Mme Petit (vidange, 1h, elle la reprend à 11h), la Twingo de Julie (freins, 1h30, elle en a besoin à 14h). Dans quel ordre je les fais ?',
    ]);
    const at = (word: string) => reply.indexOf(word);
    expect(at('Clio')).toBeGreaterThan(-1);
    expect(at('Clio')).toBeLessThan(at('Twingo'));
    expect(at('Twingo')).toBeLessThan(at('Kangoo'));
    expect(at('Kangoo')).toBeLessThan(at('308'));
    expect(reply).toContain('attendu à 11 h');
    expect(reply).not.toMatch(/308[^\n]*— urgent/);
  });
});
