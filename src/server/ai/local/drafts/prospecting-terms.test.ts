import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { answerWantedBy, ownedBusinesses, saleTermsOf } from './chip-clide.ts';

const now = new Date('2026-11-24T09:00:00Z');
const today = Math.floor(Date.UTC(2026, 10, 24) / 86_400_000);
const ask = (content: string) =>
  localAnswer({
    employee: 'chip',
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('what a prospecting letter keeps of the offer’s terms', () => {
  it('reads the terms given with a price, accents restored', () => {
    expect(saleTermsOf('à 49 € par mois sans engagement, installation offerte')).toEqual([
      'sans engagement',
      'installation offerte',
    ]);
    expect(saleTermsOf('resiliable a tout moment')).toEqual(['résiliable à tout moment']);
  });

  it('counts the prospect’s own businesses', () => {
    expect(ownedBusinesses('il gere 3 pizzerias a Nantes')).toBe('3 pizzerias');
    expect(ownedBusinesses('elle tient deux boutiques')).toBe('deux boutiques');
    expect(ownedBusinesses('il a faim')).toBeNull();
  });

  it('says the day an answer is wanted by, only when an answer is asked', () => {
    expect(answerWantedBy('réponse souhaitée avant le 15 décembre', now, today)).toBe('avant le 15 décembre');
    expect(answerWantedBy('livraison avant le 15 décembre', now, today)).toBeNull();
  });

  it('a range stays a range, with what it depends on, and the answer date is in the letter', async () => {
    const { text } = await ask(
      'Propose à la mairie de Quimperlé notre prestation d’éclairage pour le marché de Noël, budget 5–7 k€ HT selon la durée, réponse souhaitée avant le 10 décembre.',
    );
    expect(text).toContain('entre 5 000 et 7 000 € HT selon la durée');
    expect(text).not.toContain('à partir de 7 000');
    expect(text).toContain('votre réponse avant le 10 décembre');
  });
});
