import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { draftOf } from './play-conversation.ts';

// A prospecting letter says the offer as told, without its addressee, and invents nothing beside it.
const now = new Date('2026-11-24T09:00:00Z');
const ask = async (content: string) =>
  draftOf(
    (
      await localAnswer({
        employee: 'chip',
        messages: [{ role: 'user', content }],
        workspace: sampleWorkspaceSnapshot(now),
        now,
      })
    ).text,
  );

describe('the offer presented to a named prospect', () => {
  it('leaves out whom it is presented to', async () => {
    const cases: Array<[string, string, RegExp]> = [
      [
        'Ecris un mail pour presenter notre offre d’entretien annuel des chaudieres a M. Lefevre, gerant de l’hotel Les Tilleuls',
        'notre offre d’entretien annuel des chaudières',
        /chaudières (?:à|a) M\. Lefevre/,
      ],
      [
        'Rédige un mail pour présenter notre contrat de maintenance des climatisations à Mme Perrin, de la clinique Saint-Roch',
        'notre contrat de maintenance des climatisations',
        /climatisations à Mme Perrin/,
      ],
      [
        'Tu peux ecrire pour presenter nos paniers de fruits a Karine Moreau, responsable RH chez Solvea ?',
        'nos paniers de fruits',
        /fruits a Karine/,
      ],
    ];
    for (const [request, offer, pasted] of cases) {
      const draft = await ask(request);
      expect(draft.replace(/'/g, '’')).toContain(offer);
      expect(draft).not.toMatch(pasted);
    }
  });

  it('the upkeep of equipment is not sold as clean premises', async () => {
    for (const request of [
      'Ecris un mail pour presenter notre offre d’entretien annuel des chaudieres a M. Lefevre, gerant de l’hotel Les Tilleuls',
      'Prospecte les restaurants de Vannes : on propose le ramonage et l’entretien des hottes de cuisine',
    ]) {
      const draft = await ask(request);
      expect(draft).not.toMatch(/locaux propres|lieu toujours impeccable/);
    }
  });

  it('with no offer told, no stock claim stands in for it', async () => {
    for (const request of [
      'Propose un rendez-vous de presentation de 30 minutes a Julien Roche, directeur du camping Les Pins, mardi prochain',
      'Ecris un mail de prospection a Mme Caradec, gerante de la creperie Ty Koz, pour lui proposer un rendez-vous jeudi',
    ]) {
      const draft = await ask(request);
      expect(draft).toContain('Bonjour');
      expect(draft).not.toMatch(/gagner du temps sur ce qui les freine|gagnent en réactivité/);
    }
  });
});
