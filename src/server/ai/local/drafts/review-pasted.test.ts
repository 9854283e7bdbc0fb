import { describe, expect, it } from 'vitest';
import { causeGiven } from './chip-clide.ts';
import { converse, draftOf } from './play-conversation.ts';

describe('a pasted review answered with what the user says after it', () => {
  it('says the cause the owner gives and the offer, in the business’s voice', async () => {
    const [reply = ''] = await converse('clide', [
      'Réponds à cet avis Google : « Voiture rendue avec deux jours de retard, et personne ne m’a prévenu. Déçu. Marc D. » Ce jour-là notre pont élévateur était en panne. Propose-lui une remise de 10 % sur sa prochaine révision.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toMatch(/Bonjour Marc,/);
    expect(draft).toMatch(/Ce jour-là, nous avons eu une panne de pont élévateur/);
    expect(draft).toMatch(/nous vous proposons une remise de 10 % sur votre prochaine révision/);
    expect(draft).not.toMatch(/Propose-lui|Réponds|garantie|Merci de nous avoir signalé le problème/);
  });

  it('reads a cause told with « on », without accents', async () => {
    const [reply = ''] = await converse('clide', [
      'reponds a cet avis : « Plat froid et service tres lent. Vraiment decue. Julie M. » Ce midi-la on etait en sous-effectif. Propose-lui un cafe offert.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toMatch(/Bonjour Julie,/);
    expect(draft).toMatch(/Ce midi-là, nous étions en sous-effectif/);
    expect(draft).toMatch(/nous vous proposons un café offert/);
    expect(reply).not.toMatch(/je n’ai pas su placer/i);
  });
});

describe('causeGiven', () => {
  it.each([
    [
      'Ce soir-là notre four était en panne. Propose-lui un dessert.',
      'Ce soir-là, nous avons eu une panne de four',
    ],
    ['Notre livreur était malade ce jour-là.', 'Notre livreur était malade ce jour-là'],
    ['On avait deux serveurs absents.', 'Nous avions deux serveurs absents'],
  ])('%s', (text, cause) => {
    expect(causeGiven(text)).toBe(cause);
  });

  it('takes no instruction or question for a cause', () => {
    expect(causeGiven('Propose-lui notre menu du jour. Dis-lui que nous étions complets ?')).toBeNull();
  });
});
