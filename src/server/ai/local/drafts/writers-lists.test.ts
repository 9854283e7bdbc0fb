import { describe, expect, it } from 'vitest';
import { listItems } from './common.ts';
import { converse } from './play-conversation.ts';

describe('Chip: whom to prospect', () => {
  it.each([
    ['Quelles 4 cibles prospecter pour mon agence de plomberie à Nantes ?', 4, /Nantes/],
    ['Donne-moi 6 pistes de clients pour une société de maintenance informatique à Rennes.', 6, /Rennes/],
    ['Qui prospecter en priorité pour un traiteur à Dijon ? Trois idées de cibles suffiront.', 3, /Dijon/],
  ])('lists the number of segments asked: %s', async (request, count, place) => {
    const [reply] = await converse('chip', [request]);
    expect(listItems(reply ?? '')).toHaveLength(count);
    expect(reply).toMatch(place);
    expect(reply).not.toContain('/ai/');
  });

  it('gives five segments by default, then picks the first with its reason', async () => {
    const [list, pick] = await converse('chip', [
      'Quelles cibles démarcher pour une entreprise de nettoyage de vitres ?',
      'Par laquelle je commence ?',
    ]);
    const items = listItems(list ?? '');
    expect(items).toHaveLength(5);
    const [first, reason] = items[0]?.split(' — ') ?? [];
    expect(pick).toContain(first);
    expect(pick).toContain(reason?.replace(/\.$/, ''));
  });
});

describe('Chip: sequences of messages', () => {
  it.each([
    ['Prépare une séquence de 3 emails pour relancer des agences immobilières.', 3],
    ['Il me faut 5 messages de prospection pour des gérants de restaurants.', 5],
    ['Construis une séquence de prospection pour des pharmacies.', 4],
  ])('%s', async (request, count) => {
    const [reply] = await converse('chip', [request]);
    expect(listItems(reply ?? '')).toHaveLength(count);
    expect(reply).toMatch(/Jour \d+/);
  });
});

describe('Dot: interview questions', () => {
  it.each([
    ['Quelles 4 questions poser en entretien à un caissier ?', 4],
    ['Donne-moi 6 questions d’entretien pour embaucher une vendeuse en boutique de prêt-à-porter.', 6],
    ['Prépare des questions d’entretien pour recruter un serveur.', 5],
  ])('lists exactly the questions asked, not a job offer: %s', async (request, count) => {
    const [reply] = await converse('dot', [request]);
    const items = listItems(reply ?? '');
    expect(items).toHaveLength(count);
    expect(items.every((item) => item.includes('?'))).toBe(true);
    expect(reply).not.toMatch(/offre d'emploi|Missions/);
  });

  it('picks the opening question when asked which comes first', async () => {
    const [list, pick] = await converse('dot', [
      'Donne-moi 3 questions d’entretien pour un poste de vendeur en fromagerie.',
      'Laquelle poser en premier ?',
    ]);
    const first = listItems(list ?? '')[0]?.split(' — ')[0] ?? '';
    expect(pick).toContain(first);
  });
});

describe('Spec: criteria to choose between offers', () => {
  it.each([
    ['Quels sont les 3 critères pour comparer deux transporteurs de colis ?', 3, /Coût total/],
    ['Donne-moi 5 critères pour choisir entre deux logiciels de facturation.', 5, /Coût total/],
    ['Aide-moi à comparer deux prestataires de ménage avec 4 critères.', 4, /Expertise et références/],
  ])('lists the criteria asked, most important first: %s', async (request, count, criterion) => {
    const [reply] = await converse('spec', [request]);
    expect(listItems(reply ?? '')).toHaveLength(count);
    expect(reply).toMatch(criterion);
    expect(reply).not.toContain('/ai/');
  });

  it('weighs services by their cost and service, not by samples', async () => {
    const [reply] = await converse('spec', [
      'Donne-moi 4 critères pour choisir entre deux assurances professionnelles.',
    ]);
    expect(listItems(reply ?? '')).toHaveLength(4);
    expect(reply).not.toContain('échantillons');
  });

  it('names the most important criterion when asked', async () => {
    const [list, pick] = await converse('spec', [
      'Donne-moi 4 critères pour comparer deux grossistes en fruits et légumes.',
      'Lequel compte le plus important ?',
    ]);
    const first = listItems(list ?? '')[0]?.split(' — ')[0] ?? '';
    expect(pick).toContain(`Le plus important : **${first}**`);
  });
});

describe('Millie: milestones within a period', () => {
  it.each([
    [
      'Découpe le lancement de la boutique en ligne en 4 jalons, du 5 janvier au 27 février.',
      4,
      'janvier',
      '27 février',
    ],
    [
      'Planifie le déménagement de l’entrepôt en 3 jalons entre le 2 février et le 30 mars.',
      3,
      'février',
      '30 mars',
    ],
    ['Prépare 6 jalons pour la rénovation du magasin, du 1er avril au 30 juin.', 6, 'avril', '30 juin'],
  ])('%s', async (request, count, firstMonth, end) => {
    const [reply] = await converse('millie', [request]);
    const items = listItems(reply ?? '');
    expect(items).toHaveLength(count);
    expect(items.at(-1)).toContain(end);
    expect(items[0]).toContain(firstMonth);
    expect(reply).not.toContain('/ai/');
  });
});

describe('Clide: template answers', () => {
  it.each([
    [
      'Prépare 4 réponses types pour les questions fréquentes sur la livraison (expédition sous 48 heures, livraison offerte dès 50 €).',
      4,
      ['50 €'],
    ],
    [
      'Rédige une FAQ de 5 réponses sur les retours : on accepte les retours pendant 15 jours.',
      5,
      ['15 jours'],
    ],
    [
      'Donne-moi 3 modèles de réponse sur le paiement en plusieurs fois, possible dès 100 € d’achat.',
      3,
      ['100 €'],
    ],
  ])('%s', async (request, count, terms) => {
    const [reply] = await converse('clide', [request]);
    expect(listItems(reply ?? '')).toHaveLength(count);
    for (const term of terms) expect(reply).toContain(term);
    expect(reply).not.toContain('/ai/');
  });
});

describe('Dot: an interview invitation at a given time', () => {
  it.each([
    [
      'Écris l’invitation à un entretien pour Karim Haddad, candidat au poste de magasinier : mardi 8 décembre à 10h, à l’entrepôt, 14 rue des Forges à Roubaix.',
      ['Haddad', 'magasinier', '8 décembre', '10 h', '14 rue des Forges', 'Roubaix'],
    ],
    [
      'Convoque Léa Martin à un entretien pour le poste d’assistante dentaire le vendredi 11 décembre à 9h30, au cabinet, 3 avenue Foch à Nancy.',
      ['Martin', 'assistante dentaire', '11 décembre', '9 h 30', '3 avenue Foch', 'Nancy'],
    ],
    [
      'Invite Julien Roux, candidat au poste de cuisinier, à un entretien lundi 14 décembre à 16h au restaurant, 22 quai Saint-Antoine à Lyon.',
      ['Roux', 'cuisinier', '14 décembre', '16 h', '22 quai Saint-Antoine', 'Lyon'],
    ],
  ])('states every detail, then adds a reminder a week later: %s', async (request, facts) => {
    const [invitation, withReminder] = await converse('dot', [
      request,
      'Ajoute une relance à lui envoyer une semaine plus tard s’il ne répond pas.',
    ]);
    for (const fact of facts) expect(invitation).toContain(fact);
    expect(withReminder).toMatch(/Relance à 7 jours/);
    // The candidate named in the reminder: « Monsieur Haddad » (decision 079).
    expect(withReminder).toContain(facts[0]);
  });
});

describe('Spec: a report on the figures given', () => {
  it.each([
    [
      'Fais un bilan de nos ventes de septembre : 540 commandes, panier moyen de 42 €, 6 % de retours, meilleure vente : la lampe Nova à 89 €.',
      ['540 commandes', '42 €', '6 %', 'lampe Nova', '22 680 €'],
    ],
    [
      'Écris un rapport sur les ventes de notre boutique en novembre : 128 ventes, panier moyen de 35 €, 4 % de retours.',
      ['128 ventes', '35 €', '4 %', '4 480 €'],
    ],
    [
      'Prépare un compte rendu de nos résultats du trimestre : 2 100 commandes, 12 % de nouveaux clients, 3 nouveaux revendeurs.',
      ['2 100 commandes', '12 %', '3 nouveaux revendeurs'],
    ],
  ])('keeps every figure, and keeps the key ones when shorter: %s', async (request, figures) => {
    const [report, short] = await converse('spec', [request, 'Plus court, c’est pour un message.']);
    for (const figure of figures) expect(report?.replace(/\u202f/g, ' ')).toContain(figure);
    expect(short?.length).toBeLessThan((report?.length ?? 0) * 0.9);
    for (const figure of figures.slice(0, 2)) expect(short?.replace(/\u202f/g, ' ')).toContain(figure);
    expect(report).not.toContain('Angles de veille');
  });
});

describe('ideas asked in a number are a list to choose from', () => {
  it('lists the ideas for the trade named, then picks the best one', async () => {
    const [ideas, best] = await converse('suki', [
      'Propose-moi 3 idées de posts Instagram pour un fleuriste en décembre.',
      'Laquelle est la meilleure ?',
    ]);
    expect(listItems(ideas ?? '')).toHaveLength(3);
    expect(ideas).toContain('un fleuriste');
    expect(best).toMatch(/^Commencez par/);
  });
  it('counts "donne-m’en 4" for the questions of an interview', async () => {
    const [reply] = await converse('dot', [
      'Quelles questions poser à un candidat comptable ? Donne-m’en 4.',
    ]);
    expect(listItems(reply ?? '')).toHaveLength(4);
  });
});

describe('Suki: posts and newsletters say what the user gave', () => {
  it('presents the person named in a post', async () => {
    const [reply] = await converse('suki', [
      'Écris un post LinkedIn pour présenter notre nouvelle collaboratrice, Emma, qui rejoint l’équipe comptable.',
    ]);
    expect(reply).toContain('Emma, qui rejoint l’équipe comptable');
  });
  it('puts the details after the colon in the newsletter’s programme', async () => {
    const [reply] = await converse('suki', [
      'Rédige la newsletter de Noël de ma librairie Les Mots Doux : dédicace le 19 décembre à 15h, 10 % sur les beaux livres.',
    ]);
    expect(reply).toContain('1. Dédicace le 19 décembre à 15 h');
    expect(reply).toContain('2. 10 % sur les beaux livres');
    expect(reply).toContain('Noël');
    expect(reply).toContain('Les Mots Doux');
  });
  it('names the occasion of a post and its offer', async () => {
    const [reply] = await converse('suki', [
      'Écris un post Instagram pour les soldes d’hiver : -30 % sur toute la collection du 7 au 31 janvier.',
    ]);
    expect(reply).toContain('soldes d’hiver');
    expect(reply).toContain('-30 % sur toute la collection du 7 au 31 janvier');
  });
});

describe('Alfred: priorities within the period asked', () => {
  // Tuesday 24 November 2026: this week ends on Sunday 29.
  it.each([
    'Priorise mes tâches de la semaine',
    'Qu’est-ce que je dois faire en priorité aujourd’hui ?',
    'Quelles sont mes priorités pour la semaine prochaine ?',
  ])('lists only what is due by the end of the period, late work included: %s', async (request) => {
    const [reply] = await converse('alfred', [request]);
    const items = listItems(reply ?? '');
    expect(items.length).toBeGreaterThan(0);
    expect(reply).toContain('retards compris');
    expect(reply).not.toMatch(/janvier|dans (?:1\d|[2-9]\d) jours/);
  });

  it('keeps the whole list when no period is named', async () => {
    const [reply] = await converse('alfred', ['Priorise mes tâches']);
    expect(reply).toContain('10 tâches les plus prioritaires');
  });
});
