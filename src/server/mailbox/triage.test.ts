import { describe, expect, it } from 'vitest';
import { triage } from './triage.ts';

const mail = (subject: string, text = '', headers: Record<string, string> = {}) => ({
  subject,
  text,
  headers: new Map(Object.entries(headers)),
});

describe('triage', () => {
  it.each([
    [
      mail('Offres de la semaine', 'Découvrez nos promos ?', { 'list-unsubscribe': '<mailto:x@y>' }),
      'newsletter',
    ],
    [mail('Lettre d’information', '', { precedence: 'bulk' }), 'newsletter'],
    [mail('URGENT : serveur en panne'), 'urgent'],
    [mail('Facture', 'Dernier rappel avant mise en demeure.'), 'urgent'],
    [mail('Point', 'Rien de spécial', { 'x-priority': '1 (Highest)' }), 'urgent'],
    [mail('Devis cuisine', 'Pourriez-vous m’envoyer un devis ?'), 'to-answer'],
    [mail('Question', 'Quand êtes-vous disponible ?'), 'to-answer'],
    [mail('Compte rendu de la réunion', 'Voici le compte rendu.'), 'to-read'],
  ])('%o is %s', (input, category) => {
    expect(triage(input)).toBe(category);
  });
});
