// Routing of the local engine: each request goes to the right intent and employee, a hand-off only
// outside the role, an honest limit for what cannot be done offline, and actions read as proposals.
import { describe, expect, it } from 'vitest';
import { converse } from './drafts/play-conversation.ts';

const links = (reply: string) => [...reply.matchAll(/\]\(\/ai\/(\w+)\)/g)].map((match) => match[1]);

describe('routing: a visitor’s command says what would be created', () => {
  it.each([
    [
      'alfred',
      'Pense à me rappeler de payer le loyer du local vendredi à 9h',
      ['Payer le loyer du local', 'vendredi', '9 h'],
    ],
    [
      'alfred',
      'Note-moi de commander les cartons après-demain',
      ['Commander les cartons', 'jeudi 26 novembre'],
    ],
    ['alfred', 'Ajoute un rendez-vous avec Mme Petit lundi à 16h', ['Mme Petit', 'lundi', '16 h']],
    [
      'alfred',
      'Bloque lundi et jeudi de 14h à 16h pour la compta',
      ['lundi 30 novembre de 14 h à 16 h', 'jeudi 3 décembre de 14 h à 16 h'],
    ],
    [
      'alfred',
      'Bloque-moi les 12 et 13 mars pour le salon de l’agriculture',
      ['« Salon de l’agriculture » sur 2 jours', 'vendredi 12 mars 2027 à 9 h', 'samedi 13 mars 2027 à 18 h'],
    ],
  ] as const)('%s: %s', async (employee, message, facts) => {
    const [reply] = await converse(employee, [message]);
    for (const fact of facts) expect(reply).toContain(fact);
    expect(reply).toContain('/auth');
    expect(links(reply!)).toEqual([]);
  });

  it.each([
    ['spec', 'Rappelle-moi d’envoyer le dossier à la banque lundi'],
    ['chip', 'Fais-moi penser à rappeler le fournisseur jeudi'],
    ['dot', 'Cale un rendez-vous avec le comptable mercredi à 11h'],
  ] as const)(
    '%s proposes a reminder or an appointment itself (a skill Alfred shares): %s',
    async (employee, message) => {
      const [reply] = await converse(employee, [message]);
      expect(links(reply!)).toEqual([]);
      expect(reply).toMatch(/Créer la tâche|Planifier/);
      expect(reply).toContain('/auth');
    },
  );
});

describe('routing: what the local engine cannot do is said plainly', () => {
  it.each([
    ['chip', 'Cherche-moi sur le web les numéros des cabinets d’avocats de Rennes.'],
    ['chip', 'Va sur internet et récupère les emails des gérants de salles de sport à Lille'],
    ['dot', 'Trouve en ligne les coordonnées des écoles de commerce de Lyon'],
  ] as const)('%s declines a live web search: %s', async (employee, message) => {
    const [reply] = await converse(employee, [message]);
    expect(reply).toMatch(/Je ne peux pas/);
    expect(reply).toMatch(/accès au web/);
    expect(reply).toMatch(/modèle d’IA relié à Septime/);
    expect(links(reply!)).toEqual([]);
  });
});

describe('routing: a status update written to someone is Millie’s, with the user’s facts', () => {
  it.each([
    [
      'La rénovation de la cuisine a pris 10 jours de retard à cause du carreleur. Écris un point d’avancement pour la cliente, Mme Lemoine : fin des travaux repoussée au 9 janvier.',
      ['Lemoine', 'carreleur', '10 jours', '9 janvier'],
    ],
    [
      'Prépare un état d’avancement pour notre investisseur sur l’application : tests terminés, version bêta à 80 %, lancement le 3 février.',
      ['tests terminés', '80 %', '3 février'],
    ],
    [
      'Rédige un point d’étape pour mon associé Karim sur le salon : stand réservé, budget de 4 000 €, impression des flyers le 12 mars.',
      ['Karim', '4 000 €', '12 mars'],
    ],
  ])('%s', async (message, facts) => {
    const [reply, shorter] = await converse('millie', [message, 'Plus court.']);
    // The draft writes « 80 % » with a no-break space, as French typography wants.
    const read = reply!.toLowerCase().replace(/[\u00a0\u202f]/g, ' ');
    for (const fact of facts) expect(read).toContain(fact.toLowerCase());
    expect(links(reply!)).toEqual([]);
    expect(shorter!.length).toBeLessThan(reply!.length);
  });

  it('keeps the workspace report when no fact is given', async () => {
    const [reply] = await converse('millie', ['Où en sont mes projets ?']);
    expect(reply).toContain('| Projet |');
  });
});

describe('routing: the tasks of one colleague, then of another', () => {
  it.each([
    ['millie', 'Sur quoi travaille Suki en ce moment ?', 'Et pour Clide ?'],
    ['millie', 'Quelles sont les tâches de Suki cette semaine ?', 'Et du côté de Clide ?'],
    ['alfred', 'Qu’est-ce qui est assigné à Suki ?', 'Et pour Clide ?'],
  ] as const)('%s: %s / %s', async (employee, first, second) => {
    const [suki, clide] = await converse(employee, [first, second]);
    expect(suki).toContain('référencement');
    expect(suki).not.toContain('facturation');
    expect(clide).toContain('facturation');
    expect(clide).not.toContain('référencement');
    expect(links(suki!)).toEqual([]);
  });
});

describe('routing: a status question goes by what it names', () => {
  it.each([
    'Quelles demandes clients sont encore en attente ?',
    'Combien de réclamations restent ouvertes ?',
    'Où en est le SAV cette semaine ?',
  ])('Clide reports the open support requests of the workspace: %s', async (message) => {
    const [reply] = await converse('clide', [message]);
    expect(reply).toContain('facturation');
    expect(links(reply!)).toEqual([]);
  });

  it('hands a question on the support queue from Millie to Clide', async () => {
    const [reply] = await converse('millie', ['Combien de tickets sont encore ouverts ?']);
    expect(links(reply!)).toContain('clide');
  });

  it('still answers a customer, with a ticket number before a colon', async () => {
    const [reply] = await converse('clide', [
      'Ticket 5512 de Mme Aubert : son colis est arrivé abîmé. Réponds-lui en proposant un échange.',
    ]);
    expect(reply).toContain('Aubert');
    expect(reply).not.toContain('demandes clients en attente');
  });
});

describe('routing: an SEO title and meta description are Suki’s, with the page’s selling points', () => {
  it.each([
    [
      'Écris la balise title et la meta description de ma page « Cours de yoga à Nantes » : petits groupes, premier cours offert.',
      ['Cours de yoga à Nantes', 'petits groupes', 'premier cours offert'],
    ],
    [
      'Donne-moi un titre SEO et une méta-description pour la page « Serrurier à Lille » : ouvert 24 h sur 24, devis gratuit.',
      ['Serrurier à Lille', '24 h sur 24', 'devis gratuit'],
    ],
    [
      'Il me faut une meta description et un title pour ma page « Location de vélos à Annecy » : livraison à l’hôtel, casques fournis.',
      ['Location de vélos à Annecy', 'livraison à l’hôtel', 'casques fournis'],
    ],
  ])('%s', async (message, facts) => {
    const [reply] = await converse('suki', [message]);
    for (const fact of facts) expect(reply!.toLowerCase()).toContain(fact.toLowerCase());
    const description = /\*\*Meta description\*\* \((\d+) caractères\)/.exec(reply!);
    expect(Number(description?.[1])).toBeLessThanOrEqual(160);
    expect(links(reply!)).toEqual([]);
  });
});

describe('routing: finding customers is Chip’s', () => {
  it.each([
    ['dot', 'Trouve-moi des clients pour mon cabinet de paysagiste.'],
    ['suki', 'J’ai besoin de nouveaux clients pour mon salon de coiffure.'],
    ['millie', 'Aide-moi à trouver des clients pour mon studio photo.'],
  ] as const)('%s hands it to Chip: %s', async (employee, message) => {
    const [reply] = await converse(employee, [message]);
    expect(links(reply!)).toContain('chip');
  });
});

describe('routing: a business presentation is Suki’s, and a follow-up’s details join it', () => {
  it.each([
    [
      'Rédige la présentation de notre boutique Les Jolies Choses à Rennes pour Google, décoration et cadeaux.',
      ['Les Jolies Choses', 'Rennes', 'décoration et cadeaux'],
    ],
    [
      'Écris le texte de la fiche Google Business de mon salon Studio Nova à Lyon, coiffure et barbier.',
      ['Studio Nova', 'Lyon', 'coiffure et barbier'],
    ],
    [
      'Une présentation pour la page À propos de mon atelier Terre et Feu à Dijon, céramique artisanale.',
      ['Terre et Feu', 'Dijon', 'céramique artisanale'],
    ],
  ])('%s', async (message, facts) => {
    const [reply, longer] = await converse('suki', [
      message,
      'Rallonge-la, avec nos horaires : du lundi au vendredi, 9h-18h.',
    ]);
    for (const fact of facts) expect(reply).toContain(fact);
    expect(links(reply!)).toEqual([]);
    expect(longer).toContain('du lundi au vendredi, 9 h-18 h');
    expect(longer!.length).toBeGreaterThan(reply!.length);
  });
});

describe('routing: a hand-off needs words that name the colleague’s field', () => {
  it.each([
    [
      'alfred',
      'Réponds à Julie qui veut savoir si on est ouverts le 26 décembre : oui, de 9h à 13h',
      'Julie',
    ],
    [
      'alfred',
      'Peux-tu écrire à Mme Garnier pour lui rappeler que son acompte de 300 € est attendu ?',
      '300 €',
    ],
    [
      'chip',
      'Écris un premier message à Sophie Martel, responsable RH chez Transports Vial, pour lui présenter nos formations sécurité.',
      'Transports Vial',
    ],
  ] as const)('%s stays in its role: %s', async (employee, message, fact) => {
    const [reply] = await converse(employee, [message]);
    expect(links(reply!)).toEqual([]);
    expect(reply).toContain(fact);
    expect(reply).not.toMatch(/Je le garde en tête/);
  });

  it.each([
    ['chip', 'Réponds à un client qui se plaint d’un retard de livraison.', 'clide'],
    ['alfred', 'Il me faut une annonce pour recruter un apprenti boulanger.', 'dot'],
    ['dot', 'Écris un post Instagram pour nos 20 ans.', 'suki'],
  ] as const)('%s hands off what names another field: %s', async (employee, message, colleague) => {
    const [reply] = await converse(employee, [message]);
    expect(links(reply!)).toContain(colleague);
  });
});

describe('routing: a translation names a language', () => {
  it.each([
    ['suki', 'Post LinkedIn pour mettre en avant nos formations en bureautique'],
    ['suki', 'Un post pour mettre notre atelier en lumière'],
    ['chip', 'Trouve-moi des clients pour mon agence de traduction.'],
  ] as const)('%s: %s is not a translation', async (employee, request) => {
    const [reply = ''] = await converse(employee, [request]);
    expect(reply).not.toMatch(/traduire/);
  });

  it('still declines a translation offline', async () => {
    const [reply = ''] = await converse('suki', ['Mets ce message en anglais : merci pour votre commande']);
    expect(reply).toMatch(/traduire/);
  });
});

describe('routing: a reply to write to someone named, asked of Alfred', () => {
  it.each([
    'Rédige une réponse à Mme Gilles qui demande si on peut reporter la pose du carrelage : oui, au 15 janvier.',
    'Écris une réponse à M. Petit qui demande si on peut avancer le montage du portail : c’est faisable mardi.',
  ])('is his mail, whatever its subject’s words suggest: « %s »', async (request) => {
    const [reply = ''] = await converse('alfred', [request]);
    expect(reply).toContain('> **Objet :**');
    expect(reply).not.toMatch(/ne fait pas partie de mon rôle|\]\(\/ai\//);
  });
});
