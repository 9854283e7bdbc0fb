import { describe, expect, it } from 'vitest';
import { parisClock } from '../../../../shared/paris-time.ts';
import { askedDeadline } from './asked-deadline.ts';

// The deadline a letter asks its reader to meet, said back as the user meant it.
const now = new Date('2026-11-30T10:00:00Z');
const today = parisClock(now).day;
const said = (command: string) => askedDeadline(command, now, today)?.text ?? null;

describe('askedDeadline', () => {
  it('reads a delay, in figures or in words', () => {
    expect(said('relance-les, règlement sous 15 jours')).toBe('sous 15 jours');
    expect(said('demande un paiement sous huit jours')).toBe('sous 8 jours');
    expect(said('qu’ils paient dans les 10 jours ouvrés')).toBe('dans les 10 jours ouvrés');
    expect(said('paiement d’ici 48 h')).toBe('dans un délai de 48 heures');
    expect(said('à régler dans un délai de 30 jours')).toBe('dans un délai de 30 jours');
  });

  it('reads the set phrases of a deadline', () => {
    expect(said('paiement sous quinzaine merci')).toBe('sous quinzaine');
    expect(said('qu’ils règlent sous huitaine')).toBe('sous huitaine');
    expect(said('paiement à réception de ce courrier')).toBe('dès réception de ce message');
  });

  it('reads a day asked by, with its weekday only when the user named one', () => {
    expect(said('règlement avant le 10 décembre')).toBe('avant le 10 décembre');
    expect(said('à payer au plus tard vendredi')).toBe('au plus tard le vendredi 4 décembre');
    expect(askedDeadline('paiement avant le 10 décembre', now, today)?.day).not.toBeNull();
  });

  it('takes no other day nor duration for a deadline', () => {
    expect(said('la facture du 15 octobre est impayée depuis 30 jours')).toBeNull();
    expect(said('facture impayée depuis le 3 novembre')).toBeNull();
  });
});
