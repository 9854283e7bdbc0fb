import { describe, expect, it } from 'vitest';
import { businessNamedIn, companyAsSaid, extractFacts, figuresWritten } from './facts.ts';

const now = new Date('2026-11-24T10:00:00Z');
const facts = (text: string) => extractFacts(text, now);

describe('street addresses', () => {
  it('reads number, way kind and name, and no person in the street name', () => {
    const read = facts('Envoie le colis au 27 allée des Érables à Grenoble.');
    expect(read.addresses).toEqual(['27 allée des Érables']);
    expect(read.people).toEqual([]);
    expect(read.places).toEqual(['Grenoble']);
  });
  it('reads bis numbers, capitalised way kinds and particles', () => {
    expect(facts('Le rendez-vous est au 5 bis Rue de la République, à Nantes.').addresses).toEqual([
      '5 bis Rue de la République',
    ]);
    expect(facts('Notre dépôt déménage 40 quai Saint-Vincent le 3 mars.').addresses).toEqual([
      '40 quai Saint-Vincent',
    ]);
  });
  it('does not read "places" or a way kind without a name as an address', () => {
    expect(facts('Il reste 6 places pour le cours de yoga.').addresses).toEqual([]);
    expect(facts('Un client a garé sa voiture dans la rue hier.').addresses).toEqual([]);
  });
});

describe('no name at a sentence start after a quote', () => {
  it('reads « On » after a pasted message as the pronoun it is', () => {
    expect(facts('Réponds à cette cliente : « … » On refuse le remboursement.').people).toEqual([]);
    expect(facts('« Bonjour » Nous acceptons l’échange.').people).toEqual([]);
  });
});

describe('amounts as a draft writes them', () => {
  it('writes euros the French way and agrees a price for a count', () => {
    expect(figuresWritten('une galette pistache, 24 euros la 6 parts')).toBe(
      'une galette pistache, 24 € les 6 parts',
    );
    expect(figuresWritten('le forfait à 1500 euros HT')).toBe('le forfait à 1 500 € HT');
    expect(figuresWritten('25 € la séance')).toBe('25 € la séance');
    expect(figuresWritten('15% du brut, livré avant 7h ou à 8h30')).toBe(
      '15 % du brut, livré avant 7 h ou à 8 h 30',
    );
  });
});

describe('the business a request names', () => {
  it('keeps the small words of its name, not the place after it', () => {
    expect(
      businessNamedIn('Un post pour la boutique de chaussures Pas à Pas à Quimper : soldes', ['Quimper']),
    ).toBe('Pas à Pas');
    expect(businessNamedIn('Un post pour ma plomberie Martin Frères à Villeurbanne', ['Villeurbanne'])).toBe(
      'Martin Frères',
    );
    expect(businessNamedIn('Un post pour la boulangerie', [])).toBeNull();
  });
  it('reads a kind written with its accents, and a name that starts with one', () => {
    expect(businessNamedIn('Écris un post pour notre hôtel Les Mouettes à Quimper', ['Quimper'])).toBe(
      'Les Mouettes',
    );
    expect(businessNamedIn('pour notre crêperie Chez Éloïse', [])).toBe('Chez Éloïse');
  });
  it('reads a shop in -erie, a kind with its complement, and a name after « du »', () => {
    expect(
      businessNamedIn('Un post pour ma biscuiterie Sablé & Co à Pornic : nouveaux goûts', ['Pornic']),
    ).toBe('Sablé & Co');
    expect(businessNamedIn('La newsletter de mars du salon de thé Le Temps Suspendu, en tutoyant', [])).toBe(
      'Le Temps Suspendu',
    );
    expect(businessNamedIn('Un post sur la série Netflix du moment', [])).toBeNull();
  });
  it('reads « Annonce nos soldes… » as the subject', () => {
    expect(facts('Annonce nos soldes d’hiver sur Facebook : -30 % sur toute la collection').subject).toBe(
      "nos soldes d'hiver",
    );
  });
});

describe('quantities', () => {
  it('reads digits and number words before a plural noun', () => {
    expect(facts('Commande 20 palettes de parpaings pour le chantier.').quantities).toEqual([
      '20 palettes de parpaings',
    ]);
    expect(facts('Le client a appelé trois fois et envoyé quatre courriers.').quantities).toEqual([
      'quatre courriers',
    ]);
    expect(facts('Résume le mois : 1 250 visiteurs et 87 inscriptions.').quantities).toEqual([
      '1 250 visiteurs',
      '87 inscriptions',
    ]);
  });
  it('leaves out units, periods and what a request asks to write', () => {
    const read = facts('Donne-moi 5 idées de posts pour les 3 jours avant Noël, budget 200 €.');
    expect(read.quantities).toEqual([]);
  });
});

describe('products, requirements and business names', () => {
  it('reads a named product after its kind', () => {
    expect(facts('Notre meilleure vente reste la formule Duo à 25 €.').products).toEqual(['formule Duo']);
    expect(facts('Présente le pack Sérénité aux clients.').products).toEqual(['pack Sérénité']);
  });
  it('reads job requirements', () => {
    expect(facts('Cariste en CDI, CACES R489 exigé, 1 800 € brut.').requirements).toEqual(['CACES R489']);
    expect(facts('Chauffeur livreur, permis C obligatoire, bac + 2 apprécié.').requirements).toEqual([
      'permis C',
      'bac + 2',
    ]);
  });
  it('keeps a city followed by the terms of a job as a place', () => {
    expect(facts('Un kiné en CDI dans notre cabinet d’Annecy : 2 600 € brut par mois.').places).toEqual([
      'Annecy',
    ]);
  });
  it('reads the tools the person hired must master, written as their publisher does', () => {
    expect(facts('un dessinateur, il faut qu il maitrise revit et autocad').requirements).toEqual([
      'maîtrise de Revit et d’AutoCAD',
    ]);
    expect(facts('Une bonne maîtrise des outils bureautiques souhaitée.').requirements).toEqual([
      'maîtrise des outils bureautiques',
    ]);
    expect(facts('Je maîtrise mal le sujet.').requirements).toEqual([]);
  });
  it('keeps the article of a business name after its kind', () => {
    expect(facts('Écris au gérant du camping Les Mouettes à Royan.').companies).toEqual(['Les Mouettes']);
    expect(facts('Propose notre offre à la pâtisserie La Belle Époque.').companies).toEqual([
      'La Belle Époque',
    ]);
  });
});

describe('date spans between weekdays', () => {
  it('reads "de mardi à jeudi" as two days', () => {
    const read = facts('Peux-tu déplacer la réunion de mardi à jeudi ?');
    expect(read.dates.map((date) => date.label)).toEqual(['mardi 1er décembre', 'jeudi 3 décembre']);
  });
  it('joins a day and the time before which something is due', () => {
    expect(facts('Livraison le lundi 7 décembre avant 9h.').dates.map((date) => date.label)).toEqual([
      'lundi 7 décembre avant 9h',
    ]);
  });
});

describe('the trade a request is about and a count after "en"', () => {
  it.each([
    ['Donne-moi 5 idées d’articles pour un garage automobile à Rennes.', 'un garage automobile'],
    [
      'Des cibles pour une entreprise de nettoyage de bureaux à Lille ?',
      'une entreprise de nettoyage de bureaux',
    ],
    ['Écris un mail pour un client mécontent.', null],
  ])('%s → %s', (text, activity) => {
    expect(facts(text).activity).toBe(activity);
  });
  it('reads "donne-m’en 4" as four items', () => {
    expect(facts('Quelles entreprises démarcher à Nantes ? Donne-m’en 4.').count).toBe(4);
  });
});

describe('offers and products', () => {
  it('does not take an offer or a priced product for a person', () => {
    const read = facts(
      'Le prospect hésite entre notre offre Essentiel à 49 € et Premium à 89 € : pousse-le vers Premium.',
    );
    expect(read.people).toEqual([]);
  });
});

describe('job offers', () => {
  it('keeps the salary’s gross or net and leaves the gender mention to the heading', () => {
    const read = facts(
      'Rédige une offre d’emploi pour un comptable H/F en CDD, salaire 32 000 € brut annuel.',
    );
    expect(read.amounts).toEqual(['32 000 € brut annuel']);
    expect(read.jobTitles[0]).toMatch(/^comptable\b/);
    expect(read.jobTitles[0]).not.toMatch(/H\/F/);
  });
});

describe('what a request is about, apart from how to write it', () => {
  it('never takes a tone or a length for the subject', () => {
    expect(facts('Rédige un mail pour ce client, sur un ton chaleureux').subject).toBeNull();
    expect(facts('Un mail de prospection sur un ton amical pour un prospect').subject).toBeNull();
    expect(facts('Un post sur la rentrée de façon ludique').subject).toBe('la rentrée');
  });
});

describe('job titles', () => {
  it('stop before a date and are never a person', () => {
    expect(facts('Invite Sarah à un entretien pour le poste de comptable jeudi à 14 h').jobTitles).toEqual([
      'comptable',
    ]);
    expect(facts("Décale l'entretien de Sarah de mardi 10 h à jeudi 14 h").jobTitles).toEqual([]);
  });
  it('stop where the job’s conditions or wishes begin', () => {
    expect(facts("Une offre d'emploi pour un commercial terrain beaucoup de déplacements").jobTitles).toEqual(
      ['commercial terrain'],
    );
    expect(facts('Recrute un vendeur débutant accepté').jobTitles).toEqual(['vendeur']);
  });
});

describe('a name unknown to the lexicon', () => {
  it('is a person when what follows is what a person does', () => {
    expect(facts('Alex m’écrit que sa commande est arrivée cassée').people.map((p) => p.name)).toEqual([
      'Alex',
    ]);
    expect(facts('Réponds à Sacha qui demande si on livre en Belgique').people.map((p) => p.name)).toEqual([
      'Sacha',
    ]);
    expect(facts('Envoie le colis à Nantes').places).toEqual(['Nantes']);
  });
});

describe('companyAsSaid', () => {
  it('keeps the kind of business before the name', () => {
    expect(companyAsSaid('un e-mail pour la pharmacie Dumont pour lui proposer', 'Dumont')).toBe(
      'la pharmacie Dumont',
    );
    expect(companyAsSaid('Relance Dumont pour le devis', 'Dumont')).toBe('Dumont');
  });
  it('reads the article after the kind as the start of the name', () => {
    const text = "un mail pour l'hôtel les Mouettes à Quiberon";
    expect(facts(text).companies).toEqual(['Mouettes']);
    expect(companyAsSaid(text, 'Mouettes')).toBe("l'hôtel Les Mouettes");
  });
  it('gives the kind its article when the request contracted it', () => {
    expect(companyAsSaid('Relance Julien, le gérant du salon Hair du Temps', 'Hair du Temps')).toBe(
      'le salon Hair du Temps',
    );
    expect(companyAsSaid('Écris aux restaurants Les Halles', 'Les Halles')).toBe(
      'les restaurants Les Halles',
    );
  });
});

describe('a size is not a person', () => {
  it('does not read "taille M. Rédige" as M. Rédige', () => {
    const facts = extractFacts(
      'Une cliente veut échanger sa robe contre une taille M. Rédige la réponse.',
      new Date(),
    );
    expect(facts.people.map((person) => person.name)).not.toContain('Rédige');
    expect(extractFacts('Réponds à M. Roux', new Date()).people.map((person) => person.name)).toContain(
      'Roux',
    );
  });
});

describe('names on lines of their own', () => {
  it('never runs a name across a line break, nor takes a line’s first word for one', () => {
    const facts = extractFacts(
      'Inès Marchal\nCoiffeuse — Lorient\nDiplômes : CAP coiffure\nDisponibilités : du lundi au vendredi',
      new Date('2026-11-24T09:00:00Z'),
    );
    expect(facts.people.map((person) => person.name)).toEqual(['Inès Marchal']);
  });
});

describe('a job title', () => {
  it('is no thing one maintains (« l’entretien de leurs climatisations »)', () => {
    const found = extractFacts(
      'Rédige un email de prospection pour Mme Benali chez Hôtels Riviera : on propose l’entretien de leurs climatisations.',
      new Date(),
    );
    expect(found.jobTitles).toEqual([]);
    expect(extractFacts('Prépare les entretiens de serveur pour jeudi', new Date()).jobTitles).toEqual([
      'serveur',
    ]);
  });
});

describe('what the reply is asked to count is no fact to place', () => {
  it.each([
    'Quelles sont mes 3 prochaines échéances ?',
    'Propose une meta description de moins de 160 caractères pour ma page',
    'Donne-moi 10 mots-clés pour mon site',
  ])('%s', (request) => {
    expect(extractFacts(request, new Date()).quantities).toEqual([]);
  });
});

describe('a legal form opens a company name', () => {
  it('keeps « SARL », « SAS », « EURL » with the name, and no person named by the rest', () => {
    const sarl = facts('Relance la SARL Lemoine pour la facture F-88 de 1 200 €.');
    expect(sarl.companies).toEqual(['SARL Lemoine']);
    expect(sarl.people).toEqual([]);
    expect(facts('Écris à la SAS Bati Ouest pour décaler le chantier.').companies).toEqual([
      'SAS Bati Ouest',
    ]);
    expect(facts('Envoie le devis à l’EURL Kerné avant jeudi.').companies).toEqual(['EURL Kerné']);
  });
  it('still drops a lone acronym', () => {
    expect(facts('Mon statut SARL me coûte cher ?').companies).toEqual([]);
  });
});
