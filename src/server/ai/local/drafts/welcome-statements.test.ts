import { describe, expect, it } from 'vitest';
import { welcomeStatements } from './onboarding.ts';
import { converse, draftOf } from './play-conversation.ts';

// What the user tells a new hire through the welcome mail (« qu'il vienne avec… », « c'est Yannick qui
// l'accueillera ») is said to them, in the second person, never dropped nor pasted as typed.

describe('Dot says to the new hire what the request tells them', () => {
  it('turns a wish into a request and a third person into « vous »', () => {
    expect(
      welcomeStatements(
        'Écris le message de bienvenue pour Léa, notre nouvelle vendeuse, qui arrive le mardi 5 janvier à 9h : qu’elle apporte son RIB et sa carte Vitale, c’est Marc qui la formera.',
      ),
    ).toEqual(['Apportez votre RIB et votre carte Vitale.', 'C’est Marc qui vous formera.']);
  });

  it('keeps a negation and says « on » as « nous », without accents', () => {
    expect(
      welcomeStatements(
        "Prepare le mail de bienvenue pour Hugo, notre nouveau commis, qui commence lundi 11 janvier a 7h : qu'il n'oublie pas sa tenue, on lui donnera ses cles le premier jour",
      ),
    ).toEqual(['N’oubliez pas votre tenue.', 'Nous vous donnerons vos cles le premier jour.']);
  });

  it('writes them in the mail, and lets whoever welcomes the hire do so', async () => {
    const [reply] = await converse('dot', [
      'Rédige le mail de bienvenue pour Inès, notre nouvelle apprentie coiffeuse, qui commence le lundi 4 janvier à 9h : qu’elle vienne avec sa trousse, c’est Sandrine, la responsable du salon, qui l’accueillera.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Venez avec votre trousse.');
    expect(draft).toContain('C’est Sandrine, la responsable du salon, qui vous accueillera.');
    expect(draft).not.toContain('Je serai là pour vous accueillir');
    expect(reply).not.toContain('Je n’ai pas su placer');
  });

  it('keeps the reminders said without a colon', () => {
    expect(
      welcomeStatements(
        'Écris un mail de bienvenue à Paul qui arrive lundi, et qu’il pense à ses chaussures de sécurité',
      ),
    ).toEqual(['Pensez à vos chaussures de sécurité.']);
  });
});
