import {
  at,
  changedFromPrevious,
  declines,
  euros,
  handoffTo,
  hashtags,
  inOrder,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  proposal,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 50 for the held-out set by a session that never read the engine, and measured there
// once: 7 of 21 passed at first, 10 of 21 at the end of stop 50 (BENCHMARKS.md). Moved to training at
// stop 51 to be worked on.

export const heldOut50: Scenario[] = [
  // Alfred: a supplier's pasted mail answered with the user's instruction as the body (traiteur), then made firmer with a threat added.
  {
    id: 'ho50-alfred-fournisseur-verres-ferme',
    employee: 'alfred',
    turns: [
      {
        user: 'Réponds à ce mail de mon fournisseur : « Bonjour, suite à une rupture chez notre fabricant, les 12 cartons de verres à pied commandés (réf. VP-220) ne pourront être livrés que le 18 décembre au lieu du 9 décembre. Nous nous excusons pour ce contretemps. Bien cordialement, Julien Ferrand, Vaisselle Pro » Dis-lui que le 18 c’est trop tard vu qu’on a un réveillon de 120 couverts le 15 décembre, il nous faut au moins la moitié des cartons pour le 12 décembre.',
        expect: [
          mentions(
            ['M. Ferrand', 'Julien'],
            '12 décembre',
            ['15 décembre', 'réveillon'],
            ['moitié', '6 cartons', 'six cartons'],
          ),
          notMentions('Dis-lui', 'vu qu’on'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus ferme. Et ajoute que sans ça on annule la commande.',
        expect: [mentions('annul', '12 décembre'), changedFromPrevious(), vouvoie(), noPlaceholder()],
      },
    ],
  },
  // Alfred: an appointment typed fast with « rdv », « stp », « pr », then its time corrected (« non c'est 14h pas 15h »).
  {
    id: 'ho50-alfred-rdv-lunor-corrige',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'prends rdv jeudi 10 decembre 15h avec le commercial Lunor stp, pr voir la nouvelle collection de montures',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Lunor', dateIs: 'on:10-12', time: '15:00' }),
        ],
      },
      {
        user: 'non c’est 14h pas 15h',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Lunor', dateIs: 'on:10-12', time: '14:00' }),
        ],
      },
    ],
  },
  // Alfred: a paysagiste's tasks typed without accents, ordered by deadline (the order follows from the dates given).
  {
    id: 'ho50-alfred-echeances-paysagiste',
    employee: 'alfred',
    turns: [
      {
        user: 'classe ces taches par echeance stp : declaration de TVA avant le 19 decembre, devis pour Mme Laurent (amenagement du jardin) a rendre le 11 decembre, commander les sapins pr le marche de Noel le 7 decembre, bilan annuel avec l expert-comptable le 15 janvier',
        expect: [
          inOrder('sapins', 'Laurent', 'TVA', 'bilan'),
          mentions('7 décembre', '11 décembre', '19 décembre', '15 janvier'),
          notMentions('decembre', 'declaration', 'l expert'),
        ],
      },
    ],
  },

  // Chip: an agence web's deals ranked by amount × probability (weighted 4 500, 4 000, 3 600, 3 000 €).
  {
    id: 'ho50-chip-pipeline-pondere',
    employee: 'chip',
    turns: [
      {
        user: 'On est une agence web. Classe-moi mes affaires en cours par montant pondéré (montant × probabilité) : Pâtisserie Héloïse 8 000 € à 50 %, Cabinet Roux avocats 20 000 € à 15 %, Optique Vue d’Ici 5 000 € à 90 %, Garage Lemaire 12 000 € à 30 %.',
        expect: [
          inOrder('Vue d', 'Héloïse', 'Lemaire', 'Roux'),
          mentions(euros('4 500'), euros('4 000'), euros('3 600'), euros('3 000')),
        ],
      },
    ],
  },
  // Chip: a photographe's answer written from the user's instruction (« ok mais sans l'album »), then « ajoute que… » the deposit.
  {
    id: 'ho50-chip-photographe-mariage-acompte',
    employee: 'chip',
    turns: [
      {
        user: 'Réponds à Mme Besnard pour son mariage du samedi 12 juin 2027 : c’est ok pour le reportage photo à 1 900 € mais sans l’album, qu’on peut ajouter pour 350 € si elle veut.',
        expect: [
          mentions('Mme Besnard', '12 juin', euros('1 900'), euros('350'), 'album'),
          notMentions('si elle veut'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute que l’acompte de 30 % est à verser avant le 1er mars 2027 pour bloquer la date.',
        expect: [
          mentions('acompte', '30 %', ['1er mars', '1 mars'], euros('1 900')),
          changedFromPrevious(),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a quote follow-up, then its SMS version, then the same said with « tu ».
  {
    id: 'ho50-chip-relance-camping-sms-tutoie',
    employee: 'chip',
    turns: [
      {
        user: 'Relance M. Caradec du camping Les Pins : je lui ai envoyé le 16 novembre le devis pour son site de réservation en ligne (3 900 € HT), pas de réponse depuis.',
        expect: [mentions('M. Caradec', euros('3 900'), ['site', 'réservation']), vouvoie(), noPlaceholder()],
      },
      {
        user: 'Version SMS.',
        expect: [shorterThanPrevious(), mentions(euros('3 900')), notMentions('Objet :'), noPlaceholder()],
      },
      {
        user: 'Tutoie-le, on se connaît bien.',
        expect: [tutoie(), mentions(euros('3 900')), noPlaceholder({ gaps: 1 })],
      },
    ],
  },

  // Clide: an optician's pasted complaint refused with a credit note offered instead (« on refuse mais on propose un avoir de 50 € »).
  {
    id: 'ho50-clide-lunettes-refus-avoir',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à cette cliente : « Bonjour, j’ai acheté chez vous il y a deux mois une paire de lunettes de soleil à 189 €. Hier, une branche s’est cassée alors que je les nettoyais. Je trouve ça inadmissible pour ce prix et je demande un remboursement intégral. Nathalie Girard » On refuse le remboursement car c’est de la casse, pas un défaut, donc hors garantie, mais on lui propose un avoir de 50 € ou le remplacement de la branche gratuitement.',
        expect: [
          mentions(['Mme Girard', 'Nathalie'], 'avoir', euros('50'), 'branche', 'rembours', [
            'gratuit',
            'offert',
            'sans frais',
          ]),
          notMentions('On refuse', 'on lui propose'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a job advert for the pharmacy belongs to the recruiter: handed over to Dot.
  {
    id: 'ho50-clide-annonce-livreur-vers-dot',
    employee: 'clide',
    turns: [
      {
        user: 'Tu peux me rédiger une annonce pour recruter un livreur à mi-temps pour la pharmacie ?',
        expect: [handoffTo('dot')],
      },
    ],
  },
  // Clide: a late delivery typed fast without accents (« tjs », « reponds lui »), then its SMS version.
  {
    id: 'ho50-clide-canape-retard-sms',
    employee: 'clide',
    turns: [
      {
        user: 'client mecontent, sa commande 2087 (canapé 3 places) devait arriver le 20 nov et tjs rien. reponds lui qu on a relance le transporteur, livraison prevue mardi 8 decembre, et on lui rembourse les frais de livraison (39 €)',
        expect: [
          mentions('2087', '8 décembre', euros('39'), 'transporteur'),
          notMentions('decembre', 'prevue', 'tjs', 'reponds', 'mecontent'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'version sms',
        expect: [
          shorterThanPrevious(),
          mentions('8 décembre'),
          notMentions('Objet :', 'decembre'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: an auto-école's Instagram post with the figures given and exactly three hashtags, then said with « tu » to young drivers.
  {
    id: 'ho50-suki-auto-ecole-stage-tutoie',
    employee: 'suki',
    turns: [
      {
        user: 'Post Instagram pour l’auto-école Conduite Plus : 92 % de réussite au code cette année, stage accéléré permis B du 22 au 26 février, 690 €. Mets 3 hashtags.',
        expect: [mentions('Conduite Plus', '92 %', '26 février', euros('690')), hashtags(3), noPlaceholder()],
      },
      {
        user: 'Tutoie, c’est pour des jeunes de 17-18 ans.',
        expect: [tutoie(), mentions(euros('690'), '26 février'), noPlaceholder()],
      },
    ],
  },
  // Suki: a gîte's spring newsletter from the facts given, then three subject lines for it.
  {
    id: 'ho50-suki-gite-newsletter-objets',
    employee: 'suki',
    turns: [
      {
        user: 'Écris la newsletter de printemps du gîte Le Moulin de Kerhel : on a ouvert une chambre familiale (5 couchages), et -20 % pour toute réservation faite avant le 31 janvier pour un séjour en avril.',
        expect: [
          mentions('Moulin de Kerhel', '20 %', '31 janvier', 'avril', [
            'familiale',
            '5 couchages',
            'cinq couchages',
          ]),
          noPlaceholder(),
        ],
      },
      { user: 'Trois objets pour ce mail.', expect: [listSize(3), noHandoff()] },
    ],
  },
  // Suki: an honest limit: translating a post into English (offline).
  {
    id: 'ho50-suki-traduction-anglais',
    employee: 'suki',
    turns: [
      {
        user: 'Traduis ce post en anglais pour nos clients britanniques : « Le salon de thé sera exceptionnellement ouvert le dimanche 20 décembre de 10 h à 17 h. »',
        expect: [declines({ suggestsModel: false })],
        expectWithModel: [mentions('Sunday', ['December', '20'])],
      },
    ],
  },

  // Dot: candidates screened against the stated requirements (BP + 2 years), then the refusal for one who lacks them.
  {
    id: 'ho50-dot-preparateur-tri-refus',
    employee: 'dot',
    turns: [
      {
        user: 'Poste de préparateur en pharmacie : BP obligatoire et au moins 2 ans d’expérience en officine. Candidats : Julie Marchal (BP, 4 ans en officine), Kevin Abgrall (BP en cours, 1 an), Sarah Le Bihan (BP, 2 ans en officine), Hugo Tanguy (CAP vente, 6 ans en parfumerie). Qui je convoque en entretien ?',
        expect: [mentions('Julie', 'Sarah', 'BP'), noPlaceholder()],
      },
      {
        user: 'Écris le refus pour Hugo Tanguy.',
        expect: [
          mentions(['M. Tanguy', 'Hugo'], 'préparat'),
          notMentions('Marchal', 'Le Bihan', 'Abgrall'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: a pasted CV, then an interview invitation from it (date, time, what to bring), the instruction not copied.
  {
    id: 'ho50-dot-cv-coloriste-convocation',
    employee: 'dot',
    turns: [
      {
        user: 'Voici un CV reçu : « Camille Durand – Coiffeuse coloriste – Lorient – camille.durand@mail.fr. Expérience : 2023-2026 responsable technique, salon L’Atelier, Vannes ; 2019-2023 coloriste, salon Hair Studio, Lorient. Formation : BP coiffure (2019). Langues : anglais courant. » Elle colle pour notre poste de coloriste. Pourriez-vous l’inviter à un entretien le lundi 14 décembre à 11h au salon ? Qu’elle apporte son book.',
        expect: [
          mentions(['Mme Durand', 'Camille'], '14 décembre', at('11'), 'book', 'coloriste'),
          notMentions('qu’elle apporte'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: a plumber's job offer with every fact given, then a short version for Facebook.
  {
    id: 'ho50-dot-offre-plombier-facebook',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi : plombier-chauffagiste H/F en CDI à Saint-Brieuc, 2 200 € net par mois, véhicule de service, 3 ans d’expérience minimum, permis B.',
        expect: [
          mentions('plombier', 'Saint-Brieuc', 'CDI', euros('2 200'), 'permis B', 'véhicule'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais-en une version courte pour un post Facebook.',
        expect: [shorterThanPrevious(), mentions('Saint-Brieuc', 'CDI'), noPlaceholder()],
      },
    ],
  },

  // Millie: five people split over a bakery's three Saturday shifts, with two constraints.
  {
    id: 'ho50-millie-boulangerie-creneaux',
    employee: 'millie',
    turns: [
      {
        user: 'Planning du samedi 19 décembre à la boulangerie : 3 créneaux, 6h-10h (2 vendeuses), 10h-14h (2 vendeuses), 14h-19h (1 vendeuse). J’ai Inès, Manon, Lola, Chloé et Yasmine, chacune sur un seul créneau. Lola ne peut pas avant 10h et Yasmine ne vient que l’après-midi. Tu me fais la répartition ?',
        expect: [mentions('Inès', 'Manon', 'Lola', 'Chloé', 'Yasmine', at('14')), noPlaceholder()],
      },
    ],
  },
  // Millie: the three main risks of a salon opening plan, then a mail about them to a partner, with « tu ».
  {
    id: 'ho50-millie-risques-salon-mail-associee',
    employee: 'millie',
    turns: [
      {
        user: 'Quels sont les 3 plus gros risques de mon plan ? J’ouvre un 2e salon de coiffure à Vannes le 1er mars 2027, travaux de 6 semaines à partir du lundi 11 janvier, 2 coiffeuses à recruter d’ici là, prêt de 60 000 € pas encore accordé par la banque.',
        expect: [
          listSize(3),
          mentions(['prêt', 'financement', 'banque'], ['recrut', 'coiffeuses'], ['travaux', 'chantier']),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais-en un mail à mon associée Claire pour qu’on en parle, on se tutoie.',
        expect: [tutoie(), mentions('Claire', ['prêt', 'financement', 'banque']), noPlaceholder()],
      },
    ],
  },
  // Millie: a site status for the client, then a task added from it (signed in, with a date).
  {
    id: 'ho50-millie-chantier-le-goff-tache',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Fais le point du chantier de la maison Le Goff pour le client : charpente terminée, couverture à 60 %, le carreleur n’est pas encore passé, fin des travaux toujours prévue le 22 janvier.',
        expect: [mentions('charpente', '60 %', 'carreleur', '22 janvier'), noPlaceholder()],
      },
      {
        user: 'Ajoute une tâche : relancer le carreleur avant le mercredi 9 décembre.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'carreleur', dateIs: 'on:9-12' })],
      },
    ],
  },

  // Spec: two software offers for a law firm summed over 3 years (8 400 vs 7 920 €), then over 5 (12 000 vs 13 200 €).
  {
    id: 'ho50-spec-logiciel-cabinet-3-puis-5-ans',
    employee: 'spec',
    turns: [
      {
        user: 'Pour mon cabinet d’avocats, deux offres de logiciel de gestion : A = 3 000 € de mise en place + 150 €/mois, B = pas de frais de mise en place mais 220 €/mois. Sur 3 ans, laquelle est la moins chère ?',
        expect: [mentions(euros('8 400'), euros('7 920'))],
      },
      { user: 'Et sur 5 ans ?', expect: [mentions(euros('12 000'), euros('13 200'))] },
    ],
  },
  // Spec: a garage's repair-or-replace decision note over 5 years (11 900 vs 11 500 €).
  {
    id: 'ho50-spec-pont-elevateur-decision',
    employee: 'spec',
    turns: [
      {
        user: 'Mon pont élévateur a 15 ans. Soit je le fais réparer : 2 400 € maintenant + 1 900 € d’entretien par an. Soit j’en achète un neuf à 9 500 €, avec 400 € d’entretien par an. Fais-moi une note de décision sur 5 ans.',
        expect: [mentions(euros('11 900'), euros('11 500')), noPlaceholder()],
      },
    ],
  },
  // Spec: an honest limit: live web prices of competitors.
  {
    id: 'ho50-spec-tarifs-concurrents-web',
    employee: 'spec',
    turns: [
      {
        user: 'Va regarder sur internet les tarifs actuels de mes concurrents plombiers à Quimper et fais-moi un tableau comparatif.',
        expect: [declines({ suggestsModel: false })],
      },
    ],
  },
];
