import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';

describe('the user’s own list put in order', () => {
  it('does first what is due earliest in the day, and last what the user says can wait', async () => {
    const [reply = ''] = await converse('alfred', [
      'Demain j’ouvre à 8h. J’ai : la 308 de M. Lopez (diagnostic, 30 min, rien d’urgent), le Kangoo (embrayage, 4h, à rendre le soir), la Clio de Mme Petit (vidange, 1h, elle la reprend à 11h), la Twingo de Julie (freins, 1h30, elle en a besoin à 14h). Dans quel ordre je les fais ?',
    ]);
    const at = (word: string) => reply.indexOf(word);
    expect(at('Clio')).toBeGreaterThan(-1);
    expect(at('Clio')).toBeLessThan(at('Twingo'));
    expect(at('Twingo')).toBeLessThan(at('Kangoo'));
    expect(at('Kangoo')).toBeLessThan(at('308'));
    expect(reply).toContain('attendu à 11 h');
    expect(reply).not.toMatch(/308[^\n]*— urgent/);
  });

  it('says why one item comes before another, from the reasons the list gave them', async () => {
    const [, why = ''] = await converse('alfred', [
      "Demain j'ouvre à 7h. J’ai : la facture Dupont (30 min, à envoyer avant 17h), le ménage de la réserve (1h, rien d'urgent), la commande de farine (15 min, le fournisseur la veut à 12h). Dans quel ordre je les fais ?",
      'Pourquoi la commande de farine avant la facture ?',
    ]);
    expect(why).toMatch(/commande de farine\*\* passe avant \*\*la facture Dupont/);
    expect(why).toMatch(/12 h.*17 h/);
  });
});

describe('a list put in the order of its deadlines', () => {
  it('orders by day alone, typed without accents, the nearest first', async () => {
    const [reply = ''] = await converse('millie', [
      'range moi ca par ordre d echeance : payer la tva le 19 decembre, envoyer le devis au client avant le 2 decembre, renouveler le bail du local le 15 janvier, faire la commande de gobelets pour le 8 decembre',
    ]);
    const at = (word: string) => reply.indexOf(word);
    expect(at('devis')).toBeGreaterThan(-1);
    expect(at('devis')).toBeLessThan(at('gobelets'));
    expect(at('gobelets')).toBeLessThan(at('TVA'));
    expect(at('TVA')).toBeLessThan(at('bail'));
    expect(reply).toContain('dans l’ordre de leurs échéances');
    expect(reply).not.toMatch(/decembre|echeance/);
  });
});

describe('a list ranked by urgency', () => {
  it('puts the nearest deadline first, whatever is at stake, and what has no date last', async () => {
    const [reply = ''] = await converse('alfred', [
      'Mets-moi ça dans l’ordre d’urgence : mettre à jour le site, régler la facture du fournisseur avant le 22 décembre, envoyer les photos au graphiste avant le 12 décembre, répondre à l’appel d’offres du département avant le 1er décembre.',
    ]);
    const at = (word: string) => reply.indexOf(word);
    expect(at('appel d’offres')).toBeGreaterThan(-1);
    expect(at('appel d’offres')).toBeLessThan(at('photos'));
    expect(at('photos')).toBeLessThan(at('facture'));
    expect(at('facture')).toBeLessThan(at('site'));
    expect(reply).toContain('Je classe par urgence');
    // A tender is answered, but not quickly.
    expect(reply).not.toMatch(/appel d’offres[^\n]*rapide à faire/);
    expect(reply).toMatch(/appel d’offres[^\n]*un marché à gagner/);
  });
});

describe('an order with what depends on what, then a day changed', () => {
  const list =
    'Dans quel ordre je fais ça au garage cette semaine ? 1) monter les pneus neufs sur la Clio de M. Bernard, à rendre jeudi 2) commander les pneus chez le fournisseur, il faut 48 h de livraison 3) vidange du Kangoo, pour vendredi';

  it('orders what another item needs before it, early enough for its lead time', async () => {
    const [reply = ''] = await converse('millie', [list]);
    expect(reply.indexOf('Commander les pneus')).toBeLessThan(reply.indexOf('Monter les pneus'));
    expect(reply).toMatch(/à faire avant le n° \d \(48 h de livraison\), donc au plus tard/);
  });

  it('moves the item the user puts off after its old day', async () => {
    const [, reply = ''] = await converse('millie', [
      list,
      'M. Bernard m’a dit qu’il pouvait attendre lundi pour sa Clio',
    ]);
    expect(reply.indexOf('Vidange du Kangoo')).toBeLessThan(reply.indexOf('Monter les pneus'));
    expect(reply).toContain('à rendre lundi');
  });

  it('puts someone’s health first among complaints', async () => {
    const [reply = ''] = await converse('clide', [
      'J’ai 3 réclamations, dans quel ordre je les traite ?\n1) Mme Blin : sa commande a 2 jours de retard\n2) M. Roche veut une nouvelle facture\n3) Mme Caron : un gâteau avec des noix malgré son allergie',
    ]);
    expect(reply).toContain('Voici vos 3 réclamations');
    expect(reply.indexOf('Mme Caron')).toBeLessThan(reply.indexOf('Mme Blin'));
    expect(reply).toContain('la santé d’une personne en jeu (allergie)');
  });
});
