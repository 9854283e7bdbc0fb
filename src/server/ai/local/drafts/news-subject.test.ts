import { describe, expect, it } from 'vitest';
import { newsSubject } from './news-subject.ts';
import { converse, draftOf } from './play-conversation.ts';

// A news told in the sender's words gets a nominal subject line: never « Je/On/Nous + verb » copied
// from the request, never the excuse given (« à cause de … »).

const subjectOf = (draft: string) => /\*\*Objet :\*\* (.+)/.exec(draft)?.[1] ?? '';

describe('the subject of a news told in the first person', () => {
  it.each([
    [
      "je n'ai pas pu venir lundi à cause d'une panne de camion. Je passe jeudi à 8h",
      'Rendez-vous de lundi : passage jeudi à 8 h',
    ],
    [
      "on n'a pas pu passer mardi a cause de la neige. On vient vendredi",
      'Rendez-vous de mardi : passage vendredi',
    ],
    ['je serai en retard demain à cause des bouchons', 'Retard prévu demain'],
    ['nous ne pourrons pas livrer vendredi en raison d’une rupture de stock', 'Livraison de vendredi'],
    ['on a bien reçu ta commande', 'Réception de votre commande'],
    // « récupérer » is no « reçu »: the deed is the visit.
    ['je passerai récupérer les clés jeudi soir', 'Passage prévu jeudi soir'],
    [
      "j'ai oublié notre rendez-vous de mercredi, désolé, je propose lundi à 14h",
      'Notre rendez-vous de mercredi : nouveau créneau lundi à 14 h',
    ],
    ['votre devis est prêt', 'Votre devis est prêt'],
    // The deed is the event: never « Livraison de la livraison ».
    ['on vous livrera la livraison jeudi matin', 'Livraison prévue jeudi matin'],
    ['nous installerons l’installation lundi', 'Installation prévue lundi'],
    [
      "la livraison de vendredi dernier n'est pas arrivée à cause du transporteur",
      'La livraison de vendredi dernier n’est pas arrivée'.replace('’', "'"),
    ],
  ])('« %s » → « %s »', (told, subject) => {
    expect(newsSubject(told)).toBe(subject);
  });

  it('never starts a letter’s subject with the sender nor carries the excuse', async () => {
    for (const request of [
      "Écris à M. Caradec que je n'ai pas pu venir lundi à cause d'une panne de camion et que je passe jeudi à 8h",
      'Ecris a Mme Le Goff que je serai en retard demain a cause des bouchons',
      "Préviens la boulangerie Morvan que nous ne pourrons pas livrer vendredi à cause d'une rupture de stock",
      "Écris à Marc qu'on a bien reçu sa commande et qu'on le livre lundi",
    ]) {
      const subject = subjectOf(draftOf((await converse('alfred', [request]))[0]!));
      expect(subject, request).not.toBe('');
      expect(subject, request).not.toMatch(/^(?:je|j['’]|on|nous)\b/i);
      expect(subject, request).not.toMatch(/\b(?:à|a) cause\b|\ben raison\b/i);
    }
  });

  it('prints no coming date for a day told in the past, and keeps the coming Thursday', async () => {
    const draft = draftOf(
      (
        await converse('alfred', [
          "Écris à M. Caradec que je n'ai pas pu venir lundi à cause d'une panne de camion et que je passe jeudi à 8h",
        ])
      )[0]!,
    );
    // Tuesday 24 November 2026: Monday is the 23rd, next Monday the 30th.
    expect(draft).not.toMatch(/30 novembre|lundi 30/);
    expect(draft).toMatch(/lundi/);
    expect(draft).toMatch(/jeudi/);
    expect(draft).not.toMatch(/jeudi 3 décembre/);
  });
});
