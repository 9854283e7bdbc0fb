import { describe, expect, it } from 'vitest';
import { accentedForm, nounsOf } from './french-accents.ts';
import { truecase } from './truecase.ts';

describe('accents restored from the French word list', () => {
  it('gives the accented word when its unaccented form stands for it only', () => {
    expect(accentedForm('depannage')).toBe('dépannage');
    expect(accentedForm('deguster')).toBe('déguster');
    expect(accentedForm('refrigeree')).toBe('réfrigérée');
  });

  it('leaves a word that is French as typed, or that stands for several', () => {
    // « marche », « casse »: words; « cree »: créé or crée; a name: no word at all.
    for (const word of ['marche', 'casse', 'cree', 'eleve', 'benali', 'meeting'])
      expect(accentedForm(word)).toBeNull();
  });

  it('writes a message typed fast with its accents, before it is read', () => {
    expect(truecase('le depannage est prevu, l etat des lieux aussi')).toBe(
      "le dépannage est prévu, l'état des lieux aussi",
    );
  });
});

describe('nouns typed without accents, by their gender', () => {
  it('gives each noun a form without accents may stand for', () => {
    expect(nounsOf('marche')).toEqual([
      { written: 'marche', feminine: true },
      { written: 'marché', feminine: false },
    ]);
    expect(nounsOf('the')).toEqual([{ written: 'thé', feminine: false }]);
    expect(nounsOf('installer')).toEqual([]);
  });
});

describe('words whose unaccented form is a word too, read by the words around them', () => {
  it('writes the noun a determiner asks for', () => {
    for (const [typed, written] of <[string, string][]>[
      ['la place du marche', 'la place du marché'],
      ['on sera au marche de Noel', 'on sera au marché de Noël'],
      ['un salon du the et du cafe', 'un salon du thé et du café'],
      ['tu veux un the ?', 'tu veux un thé ?'],
      ['vous passerez par une foret', 'vous passerez par une forêt'],
      ['le peche mignon de nos clients', 'le péché mignon de nos clients'],
      ['la saison de la peche', 'la saison de la pêche'],
      ['envoie le resume du rdv', 'envoie le résumé du rendez-vous'],
      ['demande le resume a Julie', 'demande le résumé à Julie'],
      ["j'ai le marche de Vannes samedi", "j'ai le marché de Vannes samedi"],
      ['mon associe arrive lundi', 'mon associé arrive lundi'],
      ['le cafe est pret', 'le café est prêt'],
    ])
      expect(truecase(typed)).toBe(written);
  });

  it('leaves a noun written as typed, a pronoun and a verb as they are', () => {
    for (const typed of [
      'il marche tous les jours',
      'la marche du lundi',
      'je partage le lien',
      'je le partage avec toi',
      'le partage des horaires',
      'un mot de passe',
      'on se le passe',
      'paul le passe demain',
      'le vendeur le passe en caisse',
      'la cote de boeuf',
      'le foret de la perceuse',
    ])
      expect(truecase(typed)).toBe(typed);
  });

  it('writes a participle after a noun it qualifies', () => {
    for (const [typed, written] of <[string, string][]>[
      ['installer un composteur partage sur la place', 'installer un composteur partagé sur la place'],
      ['vous proposer un jardin partage', 'vous proposer un jardin partagé'],
      ['avec un prix reduit pour les abonnes', 'avec un prix réduit pour les abonnés'],
      ['les bureaux partages du quartier', 'les bureaux partagés du quartier'],
      ['sa commande livree hier', 'sa commande livrée hier'],
    ])
      expect(truecase(typed)).toBe(written);
  });

  it('leaves the verb after its subject, a noun after a noun and an adjective before it', () => {
    for (const typed of [
      'le voisin partage ses outils',
      'un composteur partage les restes',
      'pour notre atelier cuisine',
      'on vend les beaux livres',
      'sa commande est prete depuis lundi',
      'elle est prete',
    ])
      expect(truecase(typed)).toBe(typed);
  });

  it('reads « a » as « à » after a verb of saying or sending, and before a city', () => {
    for (const [typed, written] of <[string, string][]>[
      ['ecris a la mairie de Plougastel', 'écris à la mairie de Plougastel'],
      ['envoie le devis a mon comptable', 'envoie le devis à mon comptable'],
      ['demande a ta voisine si elle vient', 'demande à ta voisine si elle vient'],
      ['dis a Marc de passer', 'dis à Marc de passer'],
      ['je pense a la reunion', 'je pense à la réunion'],
      ['un salon a Rennes le 12 decembre', 'un salon à Rennes le 12 décembre'],
      ['on est a Lille', 'on est à Lille'],
      ['le devis a rendre avant vendredi', 'le devis à rendre avant vendredi'],
      ['un budget a prevoir pour la vitrine', 'un budget à prévoir pour la vitrine'],
      ['des invendus a vendre', 'des invendus à vendre'],
      ['ecrivez a Sonia', 'écrivez à Sonia'],
      ['tu peux passer a la boutique', 'tu peux passer à la boutique'],
      ['il faut aller a la banque', 'il faut aller à la banque'],
    ])
      expect(truecase(typed)).toBe(written);
  });

  it('leaves « a » of « avoir » after its subject', () => {
    for (const typed of [
      'on a deux devis',
      'il a la facture',
      'le client a une question',
      'la demande a la main',
      'il a Rennes en vue',
      'il a quatre devis',
      'le client a notre adresse',
    ])
      expect(truecase(typed)).toBe(typed);
  });
});
