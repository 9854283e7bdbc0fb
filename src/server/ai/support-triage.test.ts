import { describe, expect, it } from 'vitest';
import { triageTicket } from './support-triage.ts';

// Mails written as customers write them (tu and vous, without accents, angry, polite), none of them
// copied from the rules' word lists.
describe('triageTicket', () => {
  it('reads a polite question about a price', () => {
    expect(
      triageTicket({
        subject: 'Tarif entretien',
        body: 'Bonjour,\nCombien coûte l’entretien annuel d’une chaudière à gaz chez vous ?\nBien cordialement,\nM. Petit',
      }),
    ).toEqual({ category: 'question', urgency: 'normal', tone: 'polite', suggestedPriority: 'medium' });
  });

  it('reads an angry customer charged twice, without accents, as billing and pressing', () => {
    const t = triageTicket({
      subject: 'PRELEVE DEUX FOIS',
      body: 'c est inadmissible, vous m avez preleve deux fois ce mois ci et personne ne repond. je veux mon argent',
    });
    expect(t.category).toBe('billing');
    expect(t.tone).toBe('angry');
    expect(t.urgency).toBe('high');
    expect(t.suggestedPriority).toBe('high');
  });

  it('reads a friend’s tu, with no accent, asking for a quote', () => {
    const t = triageTicket({
      subject: 'devis',
      body: 'salut, tu peux m envoyer un devis pour la renovation de ma salle de bain stp ? merci',
    });
    expect(t.category).toBe('request');
    expect(t.tone).toBe('polite');
    expect(t.urgency).toBe('normal');
  });

  it('puts a legal threat at the top', () => {
    const t = triageTicket({
      subject: 'Dernière relance avant action',
      body: 'Sans remboursement sous 8 jours, je transmets le dossier à mon avocat.',
    });
    expect(t.urgency).toBe('critical');
    expect(t.suggestedPriority).toBe('urgent');
  });

  it('raises an unhappy customer one step even when nothing presses', () => {
    const t = triageTicket({
      subject: 'Colis abîmé',
      body: 'Je suis très déçue : le vase est arrivé cassé, le carton était écrasé.',
    });
    expect(t.category).toBe('problem');
    expect(t.tone).toBe('angry');
    expect(t.urgency).toBe('normal');
    expect(t.suggestedPriority).toBe('high');
  });

  it('hears a worried customer', () => {
    const t = triageTicket({
      subject: 'Ma commande',
      body: 'Bonjour, je m’inquiète un peu, je n’ai aucune nouvelle de ma commande passée il y a 10 jours. Est-ce normal ?',
    });
    expect(t.tone).toBe('worried');
    expect(t.category).toBe('problem');
  });

  it('lets a request without urgency wait', () => {
    const t = triageTicket({
      subject: 'Changement d’adresse',
      body: 'Bonjour, aucune urgence : pourriez-vous modifier mon adresse de facturation ? Merci d’avance.',
    });
    expect(t.urgency).toBe('low');
    expect(t.suggestedPriority).toBe('low');
    expect(t.tone).toBe('polite');
  });

  it('sees a site down as critical, and a shouted relance as angry', () => {
    expect(
      triageTicket({ subject: 'Site en panne', body: 'Notre site est inaccessible depuis ce matin.' })
        .urgency,
    ).toBe('critical');
    const shouted = triageTicket({
      subject: 'Re: ma demande',
      body: 'TOUJOURS PAS DE REPONSE !!! ça fait trois semaines',
    });
    expect(shouted.tone).toBe('angry');
    expect(shouted.urgency).toBe('high');
  });

  it('reads a thank-you as low and neutral words as neutral', () => {
    expect(
      triageTicket({
        subject: 'Merci',
        body: 'Merci beaucoup pour votre intervention rapide, je recommande !',
      }).urgency,
    ).toBe('low');
    expect(triageTicket({ subject: 'Horaires', body: 'Vos horaires le samedi ?' }).tone).toBe('neutral');
  });
});
