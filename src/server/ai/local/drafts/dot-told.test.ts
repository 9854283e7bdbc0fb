import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';

// Dot writes what the user tells the candidate: news that is no good news is said plainly in the
// company's « nous », and the days the user offers for an interview are the ones in the invitation.

describe('Dot says what the user tells the candidate', () => {
  it('says bad news as the user says it, never as an announcement with next steps', async () => {
    const [reply] = await converse('dot', [
      "Réponds à Sarah Benali qu'on n'a pas de poste pour l'instant mais qu'on garde son CV six mois",
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Nous n’avons pas de poste pour l');
    expect(draft).toContain(', mais nous gardons votre CV six mois.');
    expect(draft).not.toMatch(/plaisir de vous annoncer|prochaines étapes|qu'nous|que on/);
  });

  it('keeps good news as an announcement', async () => {
    const [reply] = await converse('dot', [
      'Écris à Paul Girard pour lui dire qu’il est retenu pour le poste de vendeur',
    ]);
    expect(draftOf(reply!)).toContain('J’ai le plaisir de vous annoncer que vous êtes retenu');
  });

  it('invites to the days the user offers, a time said once going with each', async () => {
    const [reply] = await converse('dot', [
      'Invite Karim Haddad à un entretien pour le poste de commis, propose-lui le mardi 15 ou le jeudi 17 décembre à 10h',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain(
      'Je vous propose un entretien le mardi 15 décembre à 10 h ou le jeudi 17 décembre à 10 h.',
    );
    expect(reply).not.toContain("créneaux d'entretien libres");
    expect(reply).not.toContain('Je n’ai pas su placer');
  });

  it('writes the same invitation to another candidate, with the days offered', async () => {
    const [, reply] = await converse('dot', [
      'Invite Mme Nadia Roussel à un entretien pour le poste de vendeuse, 14 rue Nationale à Tours. Propose-lui le lundi 7 décembre ou le mercredi 9 décembre à 14 h.',
      'Fais le même message pour Antoine Leroy, candidat au même poste.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Antoine Leroy');
    expect(draft).toContain('le lundi 7 décembre à 14 h ou le mercredi 9 décembre à 14 h');
    expect(draft).not.toContain('Roussel');
  });
});
