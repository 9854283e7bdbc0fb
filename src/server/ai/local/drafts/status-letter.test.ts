import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';

describe('a status update written to a client', () => {
  it('takes the figures of the workspace project it names when the user gives none', async () => {
    const [reply = ''] = await converse('millie', [
      'Rédige un point d’avancement pour le client Dupont sur la refonte du site',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Refonte du site vitrine');
    expect(draft).toMatch(/Avancement : \d+ %/);
    expect(reply).not.toContain('| Projet |');
  });
});
