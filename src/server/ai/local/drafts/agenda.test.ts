import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';

describe('a meeting agenda', () => {
  it('is written by the project manager too: the points in their order, who attends and the day said', async () => {
    const [reply = ''] = await converse('millie', [
      'Fais-moi l’ordre du jour du point projet de jeudi avec le graphiste et l’imprimeur : maquette du catalogue, choix du papier, délais de livraison.',
    ]);
    expect(reply).toContain('Voici l’ordre du jour du point projet :');
    expect(reply).toContain('**Participants :** le graphiste et l’imprimeur');
    expect(reply).toMatch(/\*\*Quand :\*\* jeudi \d+(?:er)? \S+\n/);
    const at = (word: string) => reply.indexOf(word);
    expect(at('Maquette du catalogue')).toBeGreaterThan(-1);
    expect(at('Maquette du catalogue')).toBeLessThan(at('Choix du papier'));
    expect(at('Choix du papier')).toBeLessThan(at('Délais de livraison'));
    // No hour nor time per point that the user did not give, no project status.
    expect(reply).not.toMatch(/\d+ min|à \d+ h|Situation au/);
  });

  it('gives each point the time the user gave it, and the whole', async () => {
    const [reply = ''] = await converse('alfred', [
      'Prépare l’ordre du jour du comité de direction de mardi 14h : résultats du trimestre (20 min), recrutements (15 min), budget 2027 (25 min).',
    ]);
    expect(reply).toContain('Voici l’ordre du jour du comité de direction :');
    expect(reply).toMatch(/\*\*Quand :\*\* mardi [^\n]+ à 14\s?h/);
    expect(reply).toContain('**Durée :** 1 h');
    expect(reply).toContain('1. **Résultats du trimestre** — 20 min');
    expect(reply).toContain('3. **Budget 2027** — 25 min');
    expect(reply).not.toContain('Comparaison');
  });
});
