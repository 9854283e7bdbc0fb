import { describe, expect, it } from 'vitest';
import {
  amountNamedAfterPas,
  choiceMade,
  courtesyAsked,
  derivedTotals,
  labelledDetail,
  retargeted,
  sameTerms,
  splitPasted,
  statesOnlyFacts,
  statusQuestion,
  withoutSignOff,
  withPlaceReplaced,
} from './conversation.ts';
import { extractFacts } from './facts.ts';

describe('questions on where things stand', () => {
  it('reads status questions on the workspace', () => {
    expect(statusQuestion('Où en sont les entretiens pour le poste de vendeur ?')).toBe(true);
    expect(statusQuestion('Quels devis dois-je suivre cette semaine ?')).toBe(true);
    expect(statusQuestion('Quel est l’avancement de la refonte du site ?')).toBe(true);
    expect(statusQuestion('Quelles tâches restent sur le projet migration ?')).toBe(true);
  });
  it('leaves requests for a draft alone', () => {
    expect(statusQuestion('Rédige une relance pour les prospects du salon.')).toBe(false);
    expect(statusQuestion('Écris un post sur notre nouvelle boutique.')).toBe(false);
    expect(statusQuestion('Quelle est la meilleure accroche pour un email de prospection ?')).toBe(false);
  });
});

describe('who signs a draft', () => {
  it('reads the sign-off apart, so the signer is not greeted', () => {
    expect(
      withoutSignOff(
        'Prépare un mail pour annoncer à mes clients notre fermeture. Signe Claire Martin, Cabinet Martin Conseil.',
      ),
    ).toEqual({
      text: 'Prépare un mail pour annoncer à mes clients notre fermeture.',
      signer: 'Claire Martin\nCabinet Martin Conseil',
    });
    expect(withoutSignOff('Écris à Julie de la part de Paul Durand.')).toEqual({
      text: 'Écris à Julie.',
      signer: 'Paul Durand',
    });
  });
  it('leaves a signed document alone', () => {
    expect(withoutSignOff('Relance M. Durand pour le contrat signé le 12 mars.').signer).toBeNull();
    expect(withoutSignOff('Le devis signé par M. Bertin est arrivé').signer).toBeNull();
  });
});

describe('a detail given after a draft', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const onlyFacts = (turn: string) => statesOnlyFacts(turn, extractFacts(turn, now));
  it('reads a sentence that only states a date, a place or an amount as a detail', () => {
    expect(onlyFacts("C'est pour le 12 décembre")).toBe(true);
    expect(onlyFacts('Ce sera le vendredi 4 décembre à 14 h')).toBe(true);
    expect(onlyFacts('Ça se passe à Bordeaux')).toBe(true);
    expect(onlyFacts('Le montant est de 450 €')).toBe(true);
    expect(onlyFacts('Au fait, c’est pour mardi prochain')).toBe(true);
    expect(onlyFacts('Et le rendez-vous est prévu le 3 décembre')).toBe(true);
  });
  it('leaves new requests and questions alone', () => {
    expect(onlyFacts('Le client Dupont est mécontent de sa livraison du 3 mars')).toBe(false);
    expect(onlyFacts('Planifie une réunion avec Sophie le 3 décembre')).toBe(false);
    expect(onlyFacts('Quelles tâches sont en retard depuis le 3 décembre ?')).toBe(false);
    expect(onlyFacts('Plus court')).toBe(false);
  });
});

describe('a detail given as a label and its value', () => {
  it('is said as the sentence it stands for', () => {
    expect(labelledDetail('Le lieu : Nantes')).toBe("C'est à Nantes");
    expect(labelledDetail('Adresse : au 12 rue des Lilas')).toBe("C'est au 12 rue des Lilas");
    expect(labelledDetail('Date : 12 décembre')).toBe("C'est le 12 décembre");
    expect(labelledDetail('Montant : 450 €')).toBe('Le montant est de 450 €');
  });
  it('leaves other messages as typed', () => {
    expect(labelledDetail('Résume ce texte : le lieu est Nantes')).toBe(
      'Résume ce texte : le lieu est Nantes',
    );
    expect(labelledDetail('Plus court')).toBe('Plus court');
  });
});

describe('the same request for another place', () => {
  it('replaces the place said before', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const command = 'Prépare un argumentaire pour les boulangeries de Lyon';
    const base = {
      intent: 'prospecting' as const,
      confidence: 1,
      command,
      pasted: null,
      facts: extractFacts(command, now),
    };
    const next = retargeted(base, 'Marseille', now);
    expect(next.command).toBe('Prépare un argumentaire pour les boulangeries de Marseille');
    expect(next.facts.places).toEqual(['Marseille']);
  });
});

describe('a courtesy letter asked by its verb', () => {
  it.each([
    ['Remercie M. Roux d’avoir signé le devis', true],
    ['Félicite la société Altis pour ses 20 ans', true],
    ['Remercie les candidats pour leur candidature', false],
    ['Remercie Mme Lambert pour son avis 5 étoiles', false],
    ['Merci pour ton aide', false],
  ])('%s', (command, expected) => {
    expect(courtesyAsked(command)).toBe(expected);
  });
});

describe('the same request for another person', () => {
  it('replaces the person said before', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const command = 'Mme Petit veut résilier son contrat. Réponds-lui.';
    const base = {
      intent: 'support' as const,
      confidence: 1,
      command,
      pasted: null,
      facts: extractFacts(command, now),
    };
    const next = retargeted(base, 'M. Durand', now);
    expect(next.command).toBe('M. Durand veut résilier son contrat. Réponds-lui.');
    expect(next.facts.people.map((person) => person.label)).toEqual(['M. Durand']);
  });
});

describe('a place replaced', () => {
  it('elides « de » as the new place needs', () => {
    expect(withPlaceReplaced('les hôtels d’Annecy', 'Annecy', 'Chamonix')).toBe('les hôtels de Chamonix');
    expect(withPlaceReplaced('les hôtels de Lyon', 'Lyon', 'Annecy')).toBe('les hôtels d’Annecy');
    expect(withPlaceReplaced('à Lyon', 'Lyon', 'Marseille')).toBe('à Marseille');
  });
});

describe('the same request for someone else', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const read = (command: string) => ({
    intent: 'email' as const,
    confidence: 1,
    command,
    pasted: null,
    facts: extractFacts(command, now),
  });

  it('puts the one named in place of the one before', () => {
    const base = read('Relance Mme Roux pour la facture F-2041 de 620 €');
    const again = retargeted(base, 'M. Caron', now);
    expect(again.command).toBe('Relance M. Caron pour la facture F-2041 de 620 €');
    expect(again.facts.people.map((person) => person.label)).toEqual(['M. Caron']);
  });

  it('adds what is not a person or a company', () => {
    const base = read('Relance Mme Roux pour la facture F-2041 de 620 €');
    expect(retargeted(base, 'le 12 décembre', now).facts.dates).toHaveLength(1);
  });
});

describe('an amount corrected by naming the old one', () => {
  it('« c’est 10 000 €, pas 6 000 » names the amount replaced, by its value', () => {
    const amounts = ['20 000 €', '6 000 €', '30 000 €'];
    expect(amountNamedAfterPas('En fait c’est 10 000 €, pas 6 000.', amounts)).toBe('6 000 €');
    expect(amountNamedAfterPas('c’est 8k€ et non 30 000 €', amounts)).toBe('30 000 €');
    expect(amountNamedAfterPas('en fait c’est 10 000 €', amounts)).toBeNull();
  });

  it('keeps the terms of the old amount the correction does not say again', () => {
    expect(sameTerms('1 850 € brut par mois', '1 900 € brut')).toBe('1 900 € brut par mois');
    expect(sameTerms('1 200 € HT', '1 500 €')).toBe('1 500 € HT');
    expect(sameTerms('1 200 € HT', '1 500 € TTC')).toBe('1 500 € TTC');
  });
});

describe('follow-ups over the stored request', () => {
  it('confirms the alternative the customer chose among those offered', () => {
    expect(
      choiceMade('M. Roy veut décaler. Propose-lui jeudi 14 h 30 ou vendredi 9 h.', 'Il prend vendredi.'),
    ).toBe('M. Roy veut décaler. Confirme-lui pour vendredi 9 h.');
    expect(choiceMade('Propose-lui jeudi ou vendredi.', 'Plus court.')).toBeNull();
  });

  it('recomputes a total derived from a unit price corrected', () => {
    expect(derivedTotals('salon de 32 m² : 58 € le m², soit 1 856 € TTC', '58 €', '54 €')).toEqual([
      ['1 856 €', '1 728 €'],
    ]);
    expect(derivedTotals('un avoir de 50 € sur 200 €', '50 €', '40 €')).toEqual([]);
  });

  it('reads the details before the request « Tu peux me rédiger l’annonce ? » as the request’s', () => {
    const message =
      'Je cherche une vendeuse pour ma boulangerie à Saint-Malo : CDD de 6 mois, 30 heures par semaine, 1 850 € brut par mois. Tu peux me rédiger l’annonce ?';
    expect(splitPasted(message)).toEqual({ command: message, pasted: null });
  });

  it('reads the news a piece of content must say, in the business’s own voice after the colon, as the request’s', () => {
    const message =
      'Écris la newsletter de printemps du gîte Le Moulin de Kerhel : on a ouvert une chambre familiale (5 couchages), et -20 % pour toute réservation faite avant le 31 janvier pour un séjour en avril.';
    expect(splitPasted(message)).toEqual({ command: message, pasted: null });
  });

  it('keeps the answer said after a colon apart from the message received below it', () => {
    const { command, pasted } = splitPasted(
      'Réponds-lui : on lui fait un geste de 60 €.\n\nBonjour,\nJe suis mécontent de la facture.\nPaul Roy',
    );
    expect(command).toBe('Réponds-lui : on lui fait un geste de 60 €.');
    expect(pasted).toMatch(/^Bonjour,/);
  });
});
