import { describe, expect, it } from 'vitest';
import { localReply } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { offerTermsOf } from './offer-terms.ts';

// A commercial offer written from the user's own terms, not a cold pitch (issue 41).
const now = new Date('2026-11-24T09:00:00Z');

describe('a commercial offer from the terms the user gives', () => {
  const request =
    'Rédige une proposition commerciale pour la résidence Les Tilleuls : nettoyage des parties communes deux fois par semaine, 450 € HT par mois, engagement 12 mois, premier mois offert.';

  it('reads the terms and for whom', () => {
    expect(offerTermsOf(request)).toEqual({
      forWhom: 'la résidence Les Tilleuls',
      occasion: null,
      terms: [
        'nettoyage des parties communes deux fois par semaine',
        '450 € HT par mois',
        'engagement 12 mois',
        'premier mois offert',
      ],
    });
    expect(
      offerTermsOf('Rédige un mail à M. Roux : la livraison arrive lundi, le solde est de 300 €'),
    ).toBeNull();
  });

  it('skips an aside’s colon, and tells whom from what for', () => {
    expect(
      offerTermsOf(
        'Prépare une offre pour l’agence Nexa (contact : M. Benali) pour leur repas de fin d’année : menu à 42 € par personne, 35 convives',
      ),
    ).toEqual({
      forWhom: 'l’agence Nexa',
      occasion: 'votre repas de fin d’année',
      terms: ['menu à 42 € par personne', '35 convives'],
    });
  });

  it('the letter lists every term, without the stock pitch', async () => {
    const reply = await localReply({
      employee: 'chip',
      messages: [{ role: 'user', content: request }],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    for (const term of [
      '> - Nettoyage des parties communes',
      '> - 450 € HT par mois',
      '> - Engagement 12 mois',
      '> - Premier mois offert',
    ])
      expect(reply).toContain(term);
    expect(reply).toContain('Voici notre proposition pour la résidence Les Tilleuls :');
    expect(reply).not.toMatch(/gagner du temps sur ce qui les freine|réactivité|Je n’ai pas su placer/);
  });
});

describe('the offer a prospecting message makes, in the user’s terms', () => {
  it('says the user’s « on … » sentence to the prospect, and terms after the offer’s name', async () => {
    const { offerDetailsOf } = await import('./offer-terms.ts');
    expect(
      offerDetailsOf(
        'Écris un mail de prospection pour la boulangerie Au Pain Doré : on livre leurs farines en 24 h, franco de port dès 300 € HT, et on offre le premier sac de 25 kg.',
        null,
      ),
    ).toBe(
      'Nous livrons vos farines en 24 h, franco de port dès 300 € HT, et nous offrons le premier sac de 25 kg.',
    );
    expect(
      offerDetailsOf(
        'Prospecte la mairie de Saint-Avé pour notre service de déneigement : 85 € HT de l’heure, paiement à 30 jours.',
        'notre service de déneigement',
      ),
    ).toBe('Nous vous proposons notre service de déneigement : 85 € HT de l’heure, paiement à 30 jours.');
    // Nothing after a colon, or a question: no details.
    expect(offerDetailsOf('Écris un mail de prospection pour un garage', null)).toBeNull();
    expect(offerDetailsOf('Prospection : que leur dire ?', null)).toBeNull();
  });
});
