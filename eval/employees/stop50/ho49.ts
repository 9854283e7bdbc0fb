import {
  at,
  changedFromPrevious,
  declines,
  euros,
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

// Written at stop 49 for the held-out set by a session that never read the engine, and measured there
// once: 3 of 21 passed (14,3 %, BENCHMARKS.md). Moved to training at stop 50 to be worked on; the
// scenarios are unchanged but for one check that refused correct French (« nous excuser » held
// « s excuse »: it now refuses « on s excuse »). Those that still fail are kept out of the run, each with why it fails.

export const heldOut49: Scenario[] = [
  // Alfred: an architect's site meeting proposed, then its hour corrected.
  {
    id: 'ho49-alfred-rdv-architecte-heure-corrigee',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Mets-moi un rendez-vous de chantier avec l’architecte Mme Vasseur le 10 décembre à 8h, rue des Tanneurs',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Vasseur', dateIs: 'on:10-12', time: '08:00' }),
        ],
      },
      {
        user: 'Non, 9h finalement',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Vasseur', dateIs: 'on:10-12', time: '09:00' }),
        ],
      },
    ],
  },
  // Chip: a follow-up in tu for a hairdressing salon's manager, then as an SMS.
  {
    id: 'ho49-chip-relance-salon-tutoie-sms',
    employee: 'chip',
    turns: [
      {
        user: 'Relance Julien, le gérant du salon Hair du Temps, on se tutoie : je lui ai présenté notre gamme de shampoings bio il y a 10 jours et il devait me dire s’il prend le pack découverte à 240 € HT.',
        expect: [
          tutoie(),
          mentions('Julien', 'pack découverte', euros('240')),
          notMentions('je reviens vers vous', 'on se tutoie'),
          noPlaceholder(),
        ],
      },
      {
        user: 'version sms',
        expect: [shorterThanPrevious(), tutoie(), mentions(euros('240')), notMentions('Objet :')],
      },
    ],
  },
  // Spec: a competitor's live prices on the web, which the offline engine cannot read.
  {
    id: 'ho49-spec-prix-concurrent-web',
    employee: 'spec',
    turns: [
      {
        user: 'Va voir sur le site de la boulangerie Kervella à Quimper à combien ils vendent leur galette des rois cette année.',
        expect: [declines({ suggestsModel: false })],
        expectWithModel: [mentions('Kervella')],
      },
    ],
  },
  // Alfred: a supplier's pasted mail answered with the owner's own decision, then firmer.
  {
    id: 'ho49-alfred-fleuriste-hausse-fournisseur',
    employee: 'alfred',
    turns: [
      {
        user: `Réponds à ce mail de notre grossiste : dis-lui qu'on refuse la hausse de 8 % mais qu'on l'accepterait si les livraisons passent le mardi avant 7h au lieu du mercredi.

Bonjour,
Suite à l'augmentation de nos coûts de transport depuis les Pays-Bas, nous sommes contraints d'appliquer une hausse de 8 % sur l'ensemble de nos tarifs (fleurs coupées et feuillages) à compter du 1er janvier. Les livraisons restent prévues le mercredi matin. Nous restons à votre disposition pour en discuter.
Bien cordialement,
Régis Chauvel
Flora Ouest Distribution`,
        expect: [
          mentions(['M. Chauvel', 'Régis'], '8 %', 'mardi', at('7')),
          notMentions('dis-lui', 'Bonjour Réponds', 'je reviens vers vous'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus ferme.',
        expect: [changedFromPrevious(), mentions('8 %', 'mardi'), vouvoie(), notMentions('dis-lui')],
      },
    ],
  },
  // Alfred: a physiotherapist's deadlines typed fast without accents, put in order.
  {
    id: 'ho49-alfred-kine-echeances-sans-accents',
    employee: 'alfred',
    // Its first deadline is 5 December: after it, « avant le 5 décembre » is late or next year's.
    validUntil: '2026-12-04',
    turns: [
      {
        user: 'mets moi ca dans l ordre des echeances stp : assurance rcp a renouveler avant le 31 decembre, declaration urssaf avant le 5 decembre, commander les bandes de strapping avant le 12 decembre, repondre au cabinet d a cote pour la soiree du 18 decembre',
        expect: [
          listSize(4),
          inOrder('5 décembre', '12 décembre', '18 décembre', '31 décembre'),
          mentions('URSSAF', 'strapping', 'assurance'),
          notMentions('decembre', 'soiree', 'l ordre', 'a cote'),
        ],
      },
    ],
  },
  // Chip: an architect's deals ranked by weighted value, then « pourquoi ? ».
  {
    id: 'ho49-chip-architecte-affaires-ponderees',
    employee: 'chip',
    turns: [
      {
        user: 'Classe-moi ces affaires de l’agence par montant pondéré : Mairie de Pacé (extension de l’école) 38 000 € à 25 %, SCI Les Tilleuls 15 000 € à 70 %, M. et Mme Hervé (maison individuelle) 9 000 € à 90 %, Clinique Saint-Yves 60 000 € à 10 %.',
        expect: [
          inOrder('Tilleuls', 'Pacé', 'Hervé', 'Saint-Yves'),
          mentions(euros('10 500'), euros('9 500'), euros('8 100'), euros('6 000')),
        ],
      },
      {
        user: 'Pourquoi la clinique en dernier ? C’est la plus grosse.',
        expect: [mentions('10 %', euros('6 000')), noHandoff()],
      },
    ],
  },
  // Chip: an accountant's offer, three subject lines, then a fact added to the mail.
  {
    id: 'ho49-chip-comptable-offre-objets-ajout',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare un mail de proposition pour la boulangerie Le Fournil de Léa : tenue comptable et bilan annuel pour 190 € HT par mois, engagement 12 mois, le premier mois est offert.',
        expect: [
          mentions('Fournil de Léa', euros('190'), '12 mois', 'premier mois', 'bilan'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      { user: 'Trois objets de mail.', expect: [listSize(3)] },
      {
        user: 'Ajoute au mail que les déclarations de TVA sont incluses.',
        expect: [mentions('TVA', euros('190'), 'Fournil de Léa', 'premier mois'), noPlaceholder()],
      },
    ],
  },
  // Clide: a B&B guest's pasted mail, the owner's refusal with a credit note, then shorter.
  {
    id: 'ho49-clide-chambre-hotes-avoir-mail-colle',
    employee: 'clide',
    turns: [
      {
        user: `Dis-lui qu'on refuse le remboursement parce qu'elle a annulé moins de 48h avant l'arrivée (c'est dans nos conditions), mais qu'on lui propose un avoir de 180 € valable un an.

Bonjour,
J'avais réservé deux nuits dans votre chambre d'hôtes les 5 et 6 décembre (180 € payés d'avance). Mon fils est tombé malade la veille et j'ai dû annuler le 4 au soir. Je trouve normal d'être remboursée vu les circonstances, j'espère que vous comprendrez.
Nathalie Guérin`,
        expect: [
          mentions(
            ['Mme Guérin', 'Nathalie'],
            'avoir',
            euros('180'),
            ['un an', '1 an', '12 mois'],
            ['48 h', '48h', '48 heures'],
          ),
          notMentions(
            'Dis-lui',
            'Bonjour Dis',
            'nous vous remboursons',
            'vous serez remboursée',
            'Merci de nous avoir signalé',
          ),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('avoir', euros('180')), vouvoie()] },
    ],
  },
  // Clide: a florist's apology typed with typos: a refunded delivery and a discount, words spelt right.
  {
    id: 'ho49-clide-fleuriste-livraison-fautes',
    employee: 'clide',
    turns: [
      {
        user: 'repond a m. ledu, il avait commander un bouquet pour l anniverssaire de sa femme livrer vendredi et le livreur c est tromper d adresse, livrer que samedi. on s excuse, on lui rembourse la livraison 12 € et -20 % sur sa prochaine commande',
        expect: [
          mentions('M. Ledu', 'bouquet', euros('12'), '20 %'),
          notMentions('anniverssaire', 'c est', 'on s excuse', 'repond ', 'livrer que'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a garage explains a price rise, then adds an offer, then the SMS.
  {
    id: 'ho49-clide-garage-revision-ajout-sms',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Mme Texier qui trouve que sa révision à 219 € est plus chère que l’an dernier (189 €) : depuis on met l’huile 5W30 préconisée par le constructeur, obligatoire pour garder la garantie de sa Clio.',
        expect: [
          mentions('Mme Texier', euros('219'), euros('189'), 'garantie', 'huile'),
          notMentions('nous vous remboursons', 'je reviens vers vous'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute qu’on lui offre le contrôle de la clim à sa prochaine visite.',
        expect: [changedFromPrevious(), mentions('Mme Texier', ['clim', 'climatisation'], euros('219'))],
      },
      {
        user: 'Version SMS.',
        expect: [shorterThanPrevious(), mentions(['clim', 'climatisation']), notMentions('Objet :')],
      },
    ],
  },
  // Suki: a restaurant's Valentine's post with a hashtag count, then three hooks.
  {
    id: 'ho49-suki-restaurant-saint-valentin',
    employee: 'suki',
    turns: [
      {
        user: 'Post Instagram pour le resto : menu de la Saint-Valentin le 14 février, 5 plats, 65 € par personne, réservation uniquement par téléphone. Mets 4 hashtags.',
        expect: [
          mentions('14 février', euros('65'), ['5 plats', 'cinq plats'], ['téléphone', 'appel', 'tél']),
          hashtags(4),
          noPlaceholder(),
        ],
      },
      { user: 'Donne-moi 3 accroches plus courtes pour la première ligne.', expect: [listSize(3)] },
    ],
  },
  // Suki: a clothes shop's sales newsletter in tu, typed without accents, then subject lines.
  {
    id: 'ho49-suki-boutique-soldes-tutoie-objets',
    employee: 'suki',
    turns: [
      {
        user: 'ecris la newsletter de la boutique, on tutoie nos clientes : soldes d hiver a partir du 7 janvier, jusqu a -50 %, et les points de la carte fidelite comptent double la premiere semaine',
        expect: [
          tutoie(),
          mentions('7 janvier', '50 %', 'fidélité', ['double', 'x2', 'deux fois']),
          notMentions('fidelite', 'premiere', 'd hiver', 'jusqu a'),
          noPlaceholder(),
        ],
      },
      { user: 'trois objets de mail', expect: [listSize(3), notMentions('fidelite', 'premiere')] },
    ],
  },
  // Suki: an architecture firm's LinkedIn post with its figures, then shorter.
  {
    id: 'ho49-suki-architecte-maison-passive-court',
    employee: 'suki',
    turns: [
      {
        user: 'Post LinkedIn pour l’agence : on a livré la maison passive de Saint-Malo, 140 m², 15 kWh/m²/an de besoin de chauffage, 11 mois de chantier. Merci à l’entreprise Lemarchand pour la charpente bois.',
        expect: [
          mentions('Saint-Malo', ['140 m²', '140 m2'], '15 kWh', '11 mois', 'Lemarchand'),
          noPlaceholder(),
        ],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('Saint-Malo')] },
    ],
  },
  // Dot: a pasted CV weighed against the job's requirements, then the interview invitation.
  {
    id: 'ho49-dot-cv-colle-coiffeuse',
    employee: 'dot',
    turns: [
      {
        user: `Ce CV colle pour notre poste de coiffeuse confirmée ? Il faut le BP, 3 ans d'expérience minimum et être dispo le samedi. Points forts, points faibles.

Inès Marchal
Coiffeuse — Lorient
Diplômes : CAP coiffure (2018), BP coiffure (2020)
Expérience :
- 2021-2025 : coiffeuse, salon L'Atelier des Sens, Lanester (coupe femme, couleur, balayage)
- 2018-2020 : apprentie, salon Coiff'Idées, Lorient
Disponibilités : du lundi au vendredi uniquement
Langues : anglais courant`,
        expect: [mentions('BP', 'samedi', ['4 ans', 'quatre ans', '3 ans', 'trois ans']), noPlaceholder()],
      },
      {
        user: 'Écris-lui pour lui proposer un entretien le 15 décembre à 10h, et demande-lui si le samedi est négociable.',
        expect: [
          mentions(['Mme Marchal', 'Inès'], '15 décembre', at('10'), 'samedi'),
          notMentions('Écris-lui', 'Points forts'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: a plumber's job offer with its terms, then a short version.
  {
    id: 'ho49-dot-offre-plombier-version-courte',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi : plombier chauffagiste en CDI à Vannes, 2 200 à 2 500 € net par mois selon expérience, 39 h, véhicule de service, astreinte une semaine sur six payée en plus.',
        expect: [
          mentions('Vannes', 'CDI', ['2 200', '2200'], ['2 500', '2500'], 'véhicule', 'astreinte'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais une version courte pour Indeed.',
        expect: [shorterThanPrevious(), mentions('Vannes', 'CDI', ['2 200', '2200'])],
      },
    ],
  },
  // Dot: a physiotherapist's refusal after an interview, then in tu.
  {
    id: 'ho49-dot-kine-refus-apres-entretien-tutoie',
    employee: 'dot',
    turns: [
      {
        user: 'Réponds à Hugo Castel, kiné qu’on a vu en entretien le 20 novembre pour le poste de remplaçant : on a pris quelqu’un de plus disponible, mais on aimerait le recontacter pour les remplacements de l’été prochain.',
        expect: [
          mentions(['M. Castel', 'Hugo'], '20 novembre', 'été'),
          notMentions('je reviens vers vous', 'Réponds à'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      { user: 'On se tutoie en fait.', expect: [tutoie(), mentions('Hugo', 'été')] },
    ],
  },
  // Millie: the risks of an accounting firm's software switch, then a mail to the partner in tu.
  {
    id: 'ho49-millie-cabinet-logiciel-risques-associee',
    employee: 'millie',
    turns: [
      {
        user: 'Quels sont les risques de ce plan : on passe le cabinet sur un nouveau logiciel de compta le 1er mars, en pleine période des bilans, on forme les 4 collaborateurs en une seule journée le 28 février et on coupe l’ancien logiciel le jour même.',
        expect: [
          mentions('bilan', ['formation', 'former', 'formé'], ['ancien logiciel', 'l’ancien', "l'ancien"]),
          noPlaceholder(),
        ],
      },
      {
        user: 'Écris-le à mon associée Claire, on se tutoie.',
        expect: [tutoie(), mentions('Claire', '1er mars', 'bilan'), noPlaceholder()],
      },
    ],
  },
  // Millie: a bathroom site report for the clients, a corrected figure, then shorter.
  {
    id: 'ho49-millie-sdb-point-corrige-court',
    employee: 'millie',
    turns: [
      {
        user: 'Fais le point d’avancement pour M. et Mme Guillou (rénovation de leur salle de bain) : dépose terminée, plomberie terminée, carrelage à 50 %, le meuble vasque arrive le 9 décembre au lieu du 2, donc fin des travaux décalée au 16 décembre.',
        expect: [
          mentions('Guillou', 'carrelage', '50 %', '9 décembre', '16 décembre'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Correction : le carrelage est à 70 %, pas 50.',
        expect: [mentions('70 %', '16 décembre'), notMentions('50 %')],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('70 %', '16 décembre')] },
    ],
  },
  // Spec: a bakery's oven bought or rented, over five years then three.
  {
    id: 'ho49-spec-four-achat-location-annees',
    employee: 'spec',
    turns: [
      {
        user: 'Pour le four de la boulangerie : offre A achat 24 000 € plus 600 € d’entretien par an, offre B location 520 € par mois entretien compris. Sur 5 ans, lequel coûte le moins ?',
        expect: [mentions(euros('27 000'), euros('31 200'))],
      },
      { user: 'Et sur 3 ans ?', expect: [mentions(euros('25 800'), euros('18 720'))] },
    ],
  },
  // Spec: three painters' quotes ranked with a requirement, then « pourquoi pas le moins cher ? ».
  {
    id: 'ho49-spec-devis-peinture-decennale',
    employee: 'spec',
    turns: [
      {
        user: 'J’ai 3 devis pour repeindre le cabinet : Peinture Rolland 4 200 € TTC avec décennale, Déco Martin 3 650 € TTC sans attestation décennale, Atelier Kerné 3 900 € TTC avec décennale. La décennale est obligatoire pour moi. Classe-les du meilleur au moins bon.',
        expect: [inOrder('Kerné', 'Rolland', 'Martin'), mentions(euros('3 900'))],
      },
      {
        user: 'Pourquoi pas Déco Martin ? C’est le moins cher.',
        expect: [mentions('décennale'), noHandoff()],
      },
    ],
  },
  // Millie: five waiters over two services with constraints (back from heldOut49StillFailing at stop 51:
  // the shift_split reasoning skill).
  {
    id: 'ho49-millie-restaurant-serveurs-services',
    employee: 'millie',
    turns: [
      {
        user: 'J’ai 5 serveurs ce week-end : Inès, Karim, Lola, Bastien et Yanis. Il me faut 3 personnes samedi soir et 2 dimanche midi. Karim ne peut pas le dimanche, Lola ne peut pas le samedi, et personne ne fait les deux services. Fais la répartition.',
        expect: [
          mentions('Inès', 'Karim', 'Lola', 'Bastien', 'Yanis', 'samedi', 'dimanche'),
          noPlaceholder(),
        ],
      },
    ],
  },
];

// Failing still: kept unchanged, out of the run, each with why it fails.
export const heldOut49StillFailing: Scenario[] = [];
