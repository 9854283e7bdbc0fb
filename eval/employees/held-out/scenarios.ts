import {
  at,
  changedFromPrevious,
  declines,
  euros,
  hashtags,
  inOrder,
  listSize,
  mentions,
  noPlaceholder,
  notMentions,
  proposal,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// The held-out set (decision 063): French requests written at stop 37 BEFORE they were run, as a
// demanding small-business owner types them (trades, tu and vous, no accents, pasted mails,
// follow-ups). Never tune the engine on them while they are here: a scenario leaves this file for the
// training set only after its figure has been measured and reported in BENCHMARKS.md.

const sixMonths = ['six mois', '6 mois'];

export const heldOutScenarios: Scenario[] = [
  // --- Alfred -------------------------------------------------------------------------------------
  {
    id: 'ho-alfred-loyer-decale',
    employee: 'alfred',
    turns: [
      {
        user: 'Ecris un mail a mon proprietaire M. Garcia pour lui dire que le loyer de decembre (1 150 €) sera vire le 5 au lieu du 1er, a cause d un retard de paiement d un client. Reste poli.',
        expect: [mentions('M. Garcia', euros('1 150'), 'décembre'), noPlaceholder(), vouvoie()],
      },
    ],
  },
  {
    id: 'ho-alfred-etat-des-lieux-sans-accents',
    employee: 'alfred',
    turns: [
      {
        user: 'ecris a mme dubois pour lui dire que l etat des lieux de sortie est le lundi 14 decembre a 10h et qu elle pense a rendre les 3 jeux de cles',
        expect: [
          mentions('Mme Dubois', 'état des lieux', '14 décembre', at('10'), [
            '3 jeux de clés',
            'trois jeux de clés',
          ]),
          notMentions('l etat', 'cles'),
          noPlaceholder(),
        ],
      },
    ],
  },
  {
    id: 'ho-alfred-reponse-mail-colle',
    employee: 'alfred',
    turns: [
      {
        user: 'Réponds à ce mail : « Bonjour, je souhaiterais savoir si vous pouvez intervenir pour un dégât des eaux dans notre cuisine la semaine prochaine, de préférence le matin. Cordialement, Sophie Marchand ». Dis-lui qu’on peut passer mardi à 8h30.',
        expect: [
          mentions(['Mme Marchand', 'Sophie'], 'mardi', at('8', '30'), 'dégât des eaux'),
          notMentions('Dis-lui', 'Bonjour Dites'),
          noPlaceholder(),
        ],
      },
    ],
  },
  {
    id: 'ho-alfred-associe-tutoie',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris à mon associé Thomas qu’il faut qu’on se voie avant le rendez-vous à la banque jeudi. On se tutoie.',
        expect: [mentions('Thomas', 'jeudi', 'banque'), tutoie(), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-alfred-devis-pret-sms',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Mme Leroy pour lui dire que son devis de 3 400 € HT est prêt et qu’elle peut passer le signer au bureau.',
        expect: [mentions('Mme Leroy', euros('3 400'), 'devis'), noPlaceholder()],
      },
      {
        user: 'Fais-en une version SMS.',
        expect: [shorterThanPrevious(), mentions(euros('3 400'), 'devis'), notMentions('Objet :')],
      },
    ],
  },
  {
    id: 'ho-alfred-pot-de-depart-ajout',
    employee: 'alfred',
    turns: [
      {
        user: 'Rédige une invitation pour le pot de départ de Martine, vendredi 18 décembre à 17h30 à l’atelier.',
        expect: [mentions('Martine', '18 décembre', at('17', '30'), 'atelier'), noPlaceholder()],
      },
      {
        user: 'Ajoute qu’on fait une cagnotte pour son cadeau.',
        expect: [mentions('cagnotte', '18 décembre', 'Martine'), changedFromPrevious()],
      },
    ],
  },
  {
    id: 'ho-alfred-journee-liste',
    employee: 'alfred',
    turns: [
      {
        user: 'Organise ma journée de demain : finir le devis Moreau (2h), appeler la banque (15 min), passer au chantier rue Victor Hugo à 14h et répondre aux mails.',
        expect: [mentions('devis Moreau', 'banque', 'Victor Hugo', at('14')), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-alfred-rdv-comptable',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Cale-moi un rdv avec le comptable mardi 8 décembre à 14h30',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'comptable', dateIs: 'on:8-12', time: '14:30' }),
        ],
      },
    ],
  },
  {
    id: 'ho-alfred-agenda-dejeuner',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute à mon agenda : déjeuner avec Karim lundi 7 décembre à 12h30',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Karim', dateIs: 'on:7-12', time: '12:30' }),
        ],
      },
    ],
  },
  {
    id: 'ho-alfred-rappel-urssaf-corrige',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Rappelle-moi de payer l’URSSAF le 15 décembre',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'URSSAF', dateIs: 'on:15-12' })],
      },
      {
        user: 'En fait plutôt le 14',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'URSSAF', dateIs: 'on:14-12' })],
      },
    ],
  },
  {
    id: 'ho-alfred-memoire-mercredi',
    employee: 'alfred',
    signedIn: true,
    turns: [
      { user: 'Retiens que je ne travaille pas le mercredi après-midi.', expect: [mentions('mercredi')] },
      { user: 'Quel jour je ne travaille pas ?', expect: [mentions('mercredi après-midi')] },
    ],
  },
  {
    id: 'ho-alfred-assurance-camion',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Rappelle-moi de renouveler l’assurance du camion vendredi',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'assurance', dateIs: 'next:friday' })],
      },
    ],
  },

  // --- Chip ---------------------------------------------------------------------------------------
  {
    id: 'ho-chip-relance-foncia-objets',
    employee: 'chip',
    turns: [
      {
        user: 'Redige une relance pour le syndic Foncia : on leur a envoye il y a 3 semaines le devis d entretien de la chaudiere collective (4 800 € HT par an), pas de nouvelles.',
        expect: [mentions('Foncia', euros('4 800'), 'chaudière'), noPlaceholder(), vouvoie()],
      },
      {
        user: 'Donne-moi trois objets de mail pour cette relance.',
        expect: [listSize(3)],
      },
    ],
  },
  {
    id: 'ho-chip-priorite-affaires',
    employee: 'chip',
    turns: [
      {
        user: 'Classe-moi ces 3 affaires par priorité : Dupuis 12 000 € à 20 %, Garage Petit 4 500 € à 80 % (signature fin décembre), Mairie de Vannes 25 000 € à 10 %.',
        expect: [inOrder('Garage Petit', 'Mairie de Vannes', 'Dupuis'), mentions(euros('3 600'))],
      },
    ],
  },
  {
    id: 'ho-chip-linkedin-biocoop',
    employee: 'chip',
    turns: [
      {
        user: 'Fais-moi un message LinkedIn pour approcher la directrice des achats de Biocoop Rennes, on vend des emballages compostables pour le vrac.',
        expect: [mentions('Biocoop', 'compostables', 'vrac'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-chip-proposition-vitres',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare un mail de proposition commerciale pour l’hôtel Le Méridien : nettoyage des vitres tous les mois, 680 € HT par passage, engagement 12 mois, remise de 10 % la première année.',
        expect: [mentions('Le Méridien', euros('680'), '12 mois', '10 %', 'vitres'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-chip-marge',
    employee: 'chip',
    turns: [
      {
        user: 'Si je signe Dupuis à 12 000 € avec 35 % de marge, ça me rapporte combien ?',
        expect: [mentions(euros('4 200'))],
      },
    ],
  },
  {
    id: 'ho-chip-relance-agence-immo',
    employee: 'chip',
    turns: [
      {
        user: 'Relance Mme Perrot de l’agence Square Habitat : on a fait la visite du T3 rue de Siam samedi, elle devait revenir vers nous avec une offre.',
        expect: [mentions('Mme Perrot', 'T3', 'rue de Siam', 'offre'), noPlaceholder()],
      },
    ],
  },

  // --- Clide --------------------------------------------------------------------------------------
  {
    id: 'ho-clide-machine-cafe',
    employee: 'clide',
    turns: [
      {
        user: 'Un client, M. Benoit, se plaint que sa machine a cafe livree mardi ne chauffe plus. Elle est sous garantie 2 ans. Reponds-lui qu on lui envoie un technicien jeudi matin.',
        expect: [
          mentions('M. Benoit', 'technicien', 'jeudi', 'garantie'),
          notMentions('cafe '),
          noPlaceholder(),
        ],
      },
    ],
  },
  {
    id: 'ho-clide-remboursement-plus-court',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Colin demande le remboursement de sa commande 4471 (89,90 €) car le colis est arrivé abîmé. On accepte, remboursement sous 5 jours ouvrés.',
        expect: [mentions('Mme Colin', '4471', '89,90 €', '5 jours ouvrés'), noPlaceholder()],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('4471', '89,90 €')] },
    ],
  },
  {
    id: 'ho-clide-devis-en-retard',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à ce client : « Bonjour, ça fait 3 semaines que j’attends mon devis pour la salle de bain, c’est inadmissible. Jean Roussel ». On s’excuse, le devis part demain.',
        expect: [mentions('M. Roussel', 'salle de bain', 'devis', 'demain'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-clide-livraison-samedi',
    employee: 'clide',
    turns: [
      {
        user: 'Un client demande si on livre le samedi. Réponds que oui, de 9h à 12h, avec 15 € de supplément.',
        expect: [mentions('samedi', at('9'), at('12'), '15 €'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-clide-refus-solde-bon-achat',
    employee: 'clide',
    turns: [
      {
        user: 'Refuse poliment le retour de Mme Nguyen : l’article soldé n’est ni repris ni échangé, mais propose-lui un bon d’achat de 10 %.',
        expect: [mentions('Mme Nguyen', 'soldé', 'bon d’achat', '10 %'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-clide-double-prelevement',
    employee: 'clide',
    turns: [
      {
        user: 'Un client a été prélevé deux fois de 49 € ce mois-ci. C’est une erreur de notre part, on rembourse le doublon sous 48h. Réponds-lui.',
        expect: [mentions('49 €', ['48 h', '48h', '48 heures']), notMentions('résiliation'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-clide-avis-google',
    employee: 'clide',
    turns: [
      {
        user: 'Rédige une réponse à un avis Google 2 étoiles : « Attente trop longue, 45 minutes pour une coupe ». On s’excuse, et depuis on a embauché une coiffeuse de plus.',
        expect: [mentions('45 minutes', 'coiffeuse'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-clide-prix-catalogue',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'tarifs-2026.txt',
        text: 'Tarifs 2026 — Plomberie Le Goff\n\nBallon thermodynamique 270 L : 2 950 € HT, pose comprise.\nChauffe-eau électrique 150 L : 980 € HT, pose comprise.\nAdoucisseur d’eau : 1 450 € HT, pose comprise.\nDéplacement : 45 € HT dans un rayon de 20 km.\n',
      },
    ],
    turns: [
      {
        user: 'Un client me demande le prix d’un adoucisseur, tu peux lui répondre ?',
        expect: [mentions(euros('1 450')), notMentions('2 950')],
      },
    ],
  },

  // --- Suki ---------------------------------------------------------------------------------------
  {
    id: 'ho-suki-fermeture-noel',
    employee: 'suki',
    turns: [
      {
        user: 'Fais un post Instagram pour annoncer que la boulangerie sera fermée du 24 au 28 décembre, réouverture le 29.',
        expect: [mentions('24', '28 décembre', '29'), noPlaceholder()],
      },
      { user: 'Plus court, pour Facebook.', expect: [changedFromPrevious(), mentions('29')] },
    ],
  },
  {
    id: 'ho-suki-newsletter-vidange',
    employee: 'suki',
    turns: [
      {
        user: 'Ecris une newsletter pour les clients du garage : -15 % sur les vidanges tout le mois de janvier.',
        expect: [mentions('15 %', 'vidange', 'janvier'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-suki-idees-coiffure',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi 5 idées de posts pour un salon de coiffure en décembre',
        expect: [listSize(5), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-suki-linkedin-chantier-livre',
    employee: 'suki',
    turns: [
      {
        user: 'Post LinkedIn : on a fini la rénovation de l’école primaire de Plérin, 14 mois de chantier, livrée dans les délais.',
        expect: [mentions('Plérin', '14 mois', 'école'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-suki-slogans-immo',
    employee: 'suki',
    turns: [
      {
        user: 'Trouve-moi 3 slogans pour une agence immo à Nantes spécialisée dans les maisons anciennes',
        expect: [listSize(3), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-suki-objets-newsletter',
    employee: 'suki',
    turns: [
      {
        user: 'Ecris 3 objets de mail pour notre newsletter de Noel (coffrets cadeaux a partir de 29 €)',
        expect: [listSize(3), notMentions('Noel ')],
      },
    ],
  },
  {
    id: 'ho-suki-recrutement-camping',
    employee: 'suki',
    turns: [
      {
        user: 'Fais un post Facebook pour recruter un serveur pour la saison au camping des Dunes, CDD de mai à septembre.',
        expect: [mentions('serveur', 'camping des Dunes', 'mai', 'septembre'), noPlaceholder()],
      },
    ],
  },

  // --- Dot ----------------------------------------------------------------------------------------
  {
    id: 'ho-dot-offre-apprenti',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi : apprenti boulanger, CAP en alternance, à Quimper, début en septembre, 4 jours en entreprise et 1 jour à l’école.',
        expect: [mentions('apprenti', 'boulanger', 'Quimper', 'CAP', 'septembre'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-dot-refus-cv-garde-tutoie',
    employee: 'dot',
    turns: [
      {
        user: 'Réponds à Amandine Roy qu’on ne retient pas sa candidature pour le poste de comptable mais qu’on garde son CV six mois.',
        expect: [mentions(['Mme Roy', 'Amandine'], 'comptable', sixMonths), vouvoie(), noPlaceholder()],
      },
      { user: 'Tutoie-la, on se connaît.', expect: [tutoie(), mentions(sixMonths)] },
    ],
  },
  {
    id: 'ho-dot-questions-chef-chantier',
    employee: 'dot',
    turns: [
      {
        user: 'Prépare 5 questions d’entretien pour un chef de chantier gros œuvre',
        expect: [listSize(5)],
      },
    ],
  },
  {
    id: 'ho-dot-convocation',
    employee: 'dot',
    turns: [
      {
        user: 'Convoque Karim Benali à un entretien mardi 8 décembre à 9h30 dans nos locaux de Lorient pour le poste de mécanicien.',
        expect: [
          mentions(['M. Benali', 'Karim'], '8 décembre', at('9', '30'), 'Lorient', 'mécanicien'),
          noPlaceholder(),
        ],
      },
    ],
  },
  {
    id: 'ho-dot-job-ete-sans-accents',
    employee: 'dot',
    turns: [
      {
        user: 'ecris a Lea pour lui dire qu elle est prise pour le job d ete a la creperie, debut le 1er juillet, 24h par semaine',
        expect: [
          mentions('Léa', '1er juillet', ['24 h', '24h', '24 heures']),
          notMentions('creperie', 'ete '),
          noPlaceholder(),
        ],
      },
    ],
  },

  // --- Millie -------------------------------------------------------------------------------------
  {
    id: 'ho-millie-travaux-boutique-decale',
    employee: 'millie',
    turns: [
      {
        user: 'Fais-moi un planning pour refaire la boutique : fermeture le 4 janvier, 3 semaines de travaux, réouverture le 25 janvier.',
        expect: [mentions('4 janvier', '25 janvier'), noPlaceholder()],
      },
      {
        user: 'Décale tout d’une semaine.',
        expect: [mentions('11 janvier', ['1er février', '1 février'])],
      },
    ],
  },
  {
    id: 'ho-millie-risques-demenagement',
    employee: 'millie',
    turns: [
      {
        user: 'Liste les risques de ce projet : on déménage l’entrepôt en février avec 2 personnes et sans camion.',
        expect: [mentions('camion', 'février'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-millie-tache-placo',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Crée une tâche : commander les plaques de plâtre pour le chantier Lemoine pour vendredi',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'plaques de plâtre', dateIs: 'next:friday' }),
        ],
      },
    ],
  },
  {
    id: 'ho-millie-point-hebdo-client',
    employee: 'millie',
    turns: [
      {
        user: 'Écris le point d’avancement de la semaine pour le client : cuisine posée, plomberie à 80 %, 3 jours de retard sur l’électricité à cause du fournisseur, livraison toujours prévue le 18 décembre.',
        expect: [mentions('cuisine', '80 %', '3 jours', 'électricité', '18 décembre'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'ho-millie-qui-va-ou',
    employee: 'millie',
    turns: [
      {
        user: 'Qui va où demain ? J’ai 4 gars : Paul, Medhi, Lucas et Théo, et 2 chantiers : Rennes (3 personnes) et Vitré (1 personne).',
        expect: [mentions('Paul', 'Medhi', 'Lucas', 'Théo', 'Rennes', 'Vitré')],
      },
    ],
  },
  {
    id: 'ho-millie-retroplanning-salon',
    employee: 'millie',
    turns: [
      {
        user: 'Fais un rétroplanning pour le salon de l’habitat du 20 mars : stand à réserver, flyers à imprimer, 2 commerciaux à former.',
        expect: [mentions('20 mars', 'stand', 'flyers'), noPlaceholder()],
      },
    ],
  },

  // --- Spec ---------------------------------------------------------------------------------------
  {
    id: 'ho-spec-camion-location-achat',
    employee: 'spec',
    turns: [
      {
        user: 'Louer un camion 90 € par jour, 2 jours par mois, ou en acheter un d’occasion à 18 000 € : sur 5 ans, c’est quoi le mieux ?',
        expect: [mentions(euros('10 800'), euros('18 000'))],
      },
    ],
  },
  {
    id: 'ho-spec-caisse-trois-logiciels',
    employee: 'spec',
    turns: [
      {
        user: 'Compare 3 logiciels de caisse : Zelty 69 €/mois, Lightspeed 89 €/mois, SumUp sans abonnement mais 1,75 % par transaction. Je fais 8 000 € par mois en carte.',
        expect: [mentions('Zelty', 'Lightspeed', 'SumUp', euros('140'))],
      },
    ],
  },
  {
    id: 'ho-spec-farine-fournisseurs',
    employee: 'spec',
    turns: [
      {
        user: 'J’hésite entre deux fournisseurs de farine : Moulin Girard à 0,92 €/kg livré, ou Minoterie Bréval à 0,85 €/kg plus 40 € de livraison par commande. J’achète 500 kg par mois en une commande. Lequel est le moins cher ?',
        expect: [mentions(euros('460'), euros('465'), 'Moulin Girard')],
      },
    ],
  },
  {
    id: 'ho-spec-traduction',
    employee: 'spec',
    turns: [
      {
        user: 'Traduis en anglais : « Votre commande a été expédiée et arrivera sous 3 jours ».',
        expect: [declines({ suggestsModel: false })],
        expectWithModel: [mentions(['shipped', 'dispatched'])],
      },
    ],
  },
  {
    id: 'ho-spec-population',
    employee: 'spec',
    turns: [
      {
        user: 'Combien d’habitants à Brest ?',
        expect: [declines({ suggestsModel: false })],
        expectWithModel: [mentions('Brest')],
      },
    ],
  },
  {
    id: 'ho-spec-resume-mail',
    employee: 'spec',
    turns: [
      {
        user: 'Résume-moi ce mail en 3 points : « Bonjour, suite à notre échange, nous confirmons la commande de 40 palettes pour le 12 janvier. Le transporteur passera entre 7h et 9h. Merci de prévoir un quai libre. La facture sera envoyée à réception, paiement à 30 jours. Cordialement, Marc Olivier, Transports Kerbrat »',
        expect: [mentions('40 palettes', '12 janvier', '30 jours'), listSize(3)],
      },
    ],
  },

  // --- Batch ho57 (stop 57), written before any engine change of that stop ------------------------
  // Alfred: an apology for a late delivery, with the new date and a gesture.
  {
    id: 'ho57-alfred-excuse-table-chene',
    employee: 'alfred',
    validUntil: '2026-12-10',
    turns: [
      {
        user: 'Écris à M. Le Roux pour t’excuser : sa table en chêne ne sera pas livrée le 4 décembre comme prévu mais le 11 décembre, le vernis n’a pas séché à temps. On lui offre les frais de livraison (45 €).',
        expect: [
          mentions(['M. Le Roux', 'Monsieur Le Roux'], 'table', '11 décembre', 'vernis', euros('45')),
          notMentions('Écris à', 'On lui offre', 't’excuser'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: an appointment booked, signed in.
  {
    id: 'ho57-alfred-rdv-comptable-cabinet',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-09',
    turns: [
      {
        user: 'Prends rendez-vous avec mon comptable M. Gourvès le jeudi 10 décembre à 9h30 à son cabinet.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Gourvès', dateIs: 'on:10-12', time: '09:30' }),
        ],
      },
    ],
  },
  // Alfred: a supplier's pasted message answered in tu, then made an SMS.
  {
    id: 'ho57-alfred-fournisseur-tu-puis-sms',
    employee: 'alfred',
    turns: [
      {
        user: 'Mon fournisseur Yann (on se tutoie) m’écrit : « Salut, je peux te livrer les 200 bouteilles vendredi ou lundi, tu préfères quoi ? Yann ». Réponds-lui que lundi c’est mieux, avant 10h.',
        expect: [
          mentions('Yann', 'lundi', ['10 h', '10h']),
          notMentions('Réponds-lui', 'on se tutoie', 'tu préfères quoi'),
          tutoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais-en un SMS.',
        expect: [mentions('lundi', ['10 h', '10h']), shorterThanPrevious(), tutoie(), noPlaceholder()],
      },
    ],
  },

  // Chip: a commercial proposal to a town hall, typed without accents.
  {
    id: 'ho57-chip-proposition-mairie-secourisme',
    employee: 'chip',
    turns: [
      {
        user: 'ecris une proposition commerciale pour la mairie de Plouzane : formation premiers secours pour 12 agents, 2 sessions de 7h, 1 680 € HT au total',
        expect: [
          mentions('Plouzané', 'premiers secours', '12 agents', euros('1 680'), 'HT'),
          notMentions('ecris', 'Plouzane '),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: an opportunity with a yearly amount and a probability, signed in.
  {
    id: 'ho57-chip-opportunite-contrat-hotel',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute au CRM : contrat d’entretien annuel pour l’Hôtel Ker Moor, 3 600 € par an, probabilité 60 %.',
        expect: [proposal({ kind: 'crm_create_opportunity', titleIncludes: 'Ker Moor' })],
      },
    ],
  },
  // Chip: a price objection answered with the user's arguments.
  {
    id: 'ho57-chip-objection-prix-site-web',
    employee: 'chip',
    turns: [
      {
        user: 'Un prospect, M. Salaün, trouve mon devis de site web trop cher (4 900 €). Réponds-lui : on peut étaler en 3 fois sans frais et le référencement local est inclus.',
        expect: [
          mentions(['M. Salaün', 'Monsieur Salaün'], euros('4 900'), '3 fois', 'référencement local'),
          notMentions('Réponds-lui', 'trouve mon devis'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Clide: a broken item replaced, no return needed.
  {
    id: 'ho57-clide-verseuse-cassee',
    employee: 'clide',
    turns: [
      {
        user: 'M. Riou a reçu sa cafetière avec la verseuse cassée. Écris-lui qu’on lui renvoie une verseuse neuve cette semaine, pas besoin de nous retourner l’ancienne.',
        expect: [
          mentions(['M. Riou', 'Monsieur Riou'], 'verseuse', 'cette semaine'),
          notMentions('Écris-lui', 'pas besoin de nous'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide on the desk: a login problem answered with the user's steps.
  {
    id: 'ho57-clide-desk-mot-de-passe',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Nadia Benali',
        requesterEmail: 'nadia.benali@client.test',
        subject: 'Impossible de me connecter',
        body: 'Bonjour, depuis hier je n’arrive plus à me connecter à mon espace client, le mot de passe est refusé.',
        priority: 'medium',
      },
    ],
    turns: [
      {
        user: 'Réponds à Nadia Benali : elle peut réinitialiser son mot de passe avec le lien « Mot de passe oublié » de la page de connexion, et si ça bloque encore on l’appelle.',
        expect: [
          mentions(['Mme Benali', 'Madame Benali', 'Nadia'], 'Mot de passe oublié', ['appel', 'téléphone']),
          notMentions('Réponds à', 'si ça bloque'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a customer's question on refund delays, the answer given by the user.
  {
    id: 'ho57-clide-delai-remboursement-retour',
    employee: 'clide',
    turns: [
      {
        user: 'Un client me demande sous combien de temps il sera remboursé après un retour. C’est 14 jours après réception du colis retourné. Rédige la réponse.',
        expect: [
          mentions('14 jours', 'réception', 'rembours'),
          notMentions('Rédige', 'Un client me demande'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a LinkedIn job post with its contact address.
  {
    id: 'ho57-suki-linkedin-apprenti-menuisier',
    employee: 'suki',
    turns: [
      {
        user: 'Post LinkedIn : on recrute un apprenti menuisier pour septembre 2027 dans notre atelier de Vannes, candidatures à contact@bois-et-co.fr',
        expect: [
          mentions('apprenti', 'menuisier', 'septembre 2027', 'Vannes', 'contact@bois-et-co.fr'),
          notMentions('Post LinkedIn :'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a holiday closing post, then shorter with hashtags.
  {
    id: 'ho57-suki-facebook-fermeture-fetes',
    employee: 'suki',
    validUntil: '2026-12-23',
    turns: [
      {
        user: 'Un post Facebook pour dire que la boulangerie sera fermée du 25 décembre au 2 janvier, réouverture le 3 janvier. Ton chaleureux.',
        expect: [
          mentions('fermé', '25 décembre', '2 janvier', '3 janvier'),
          notMentions('Ton chaleureux', 'Un post Facebook'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus court, avec 3 hashtags.',
        expect: [mentions('3 janvier'), hashtags(3), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },
  // Suki: slogans for a food truck.
  {
    id: 'ho57-suki-slogans-food-truck',
    employee: 'suki',
    turns: [
      {
        user: 'Trouve-moi 5 slogans pour mon food truck de galettes bretonnes, La Billig.',
        expect: [listSize(5), mentions(['galette', 'Billig']), noPlaceholder()],
      },
    ],
  },

  // Dot: a seasonal job offer from the terms given.
  {
    id: 'ho57-dot-offre-serveur-saison-carnac',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi : serveur ou serveuse pour la saison d’été à Carnac, CDD de mai à septembre 2027, 35 h par semaine, logement possible.',
        expect: [
          mentions(
            ['serveur', 'serveuse'],
            'Carnac',
            'CDD',
            ['35 h', '35 heures'],
            'logement',
            'mai',
            'septembre',
          ),
          notMentions('Rédige une offre'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
    ],
  },
  // Dot: interview questions for a trade.
  {
    id: 'ho57-dot-questions-vendeur-velos',
    employee: 'dot',
    turns: [
      {
        user: 'Donne-moi 6 questions à poser en entretien pour un poste de vendeur dans mon magasin de vélos.',
        expect: [listSize(6), mentions('vélo'), noPlaceholder()],
      },
    ],
  },
  // Dot: a candidate invited to an interview.
  {
    id: 'ho57-dot-invitation-entretien-assistante',
    employee: 'dot',
    validUntil: '2026-12-07',
    turns: [
      {
        user: 'Invite Manon Kerjean à un entretien pour le poste d’assistante comptable le mardi 8 décembre à 11h, dans nos bureaux de Lorient.',
        expect: [
          mentions(
            ['Mme Kerjean', 'Madame Kerjean', 'Manon'],
            'assistante comptable',
            '8 décembre',
            ['11 h', '11h'],
            'Lorient',
          ),
          notMentions('Invite Manon'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: a backward plan for a shop move, from the user's steps.
  {
    id: 'ho57-millie-retroplanning-demenagement',
    employee: 'millie',
    validUntil: '2027-01-10',
    turns: [
      {
        user: 'On déménage la boutique le samedi 16 janvier. Fais-moi un rétroplanning : prévenir les clients, résilier l’ancien bail, transférer la ligne internet, faire les cartons.',
        expect: [mentions('16 janvier', 'clients', 'bail', 'internet', 'cartons'), noPlaceholder()],
      },
    ],
  },
  // Millie: a progress update written to a client.
  {
    id: 'ho57-millie-point-cuisine-cliente',
    employee: 'millie',
    validUntil: '2026-12-17',
    turns: [
      {
        user: 'Fais un point d’avancement pour Mme Daniel sur la rénovation de sa cuisine : meubles posés, plan de travail livré jeudi, reste la crédence et l’électricité, fin prévue le 18 décembre.',
        expect: [
          mentions(
            ['Mme Daniel', 'Madame Daniel'],
            'meubles',
            'plan de travail',
            'crédence',
            'électricité',
            '18 décembre',
          ),
          notMentions('Fais un point'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Millie: a reminder made a task, signed in.
  {
    id: 'ho57-millie-rappel-chocolats-equipe',
    employee: 'millie',
    signedIn: true,
    validUntil: '2026-12-14',
    turns: [
      {
        user: 'Rappelle-moi de commander les chocolats pour l’équipe avant le 15 décembre.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'chocolats', dateIs: 'on:15-12' })],
      },
    ],
  },

  // Spec: a selling price from a purchase cost and a margin rate on the price.
  {
    id: 'ho57-spec-prix-vente-marge-bougies',
    employee: 'spec',
    turns: [
      {
        user: 'J’achète mes bougies 6 € HT et je veux une marge de 60 % sur le prix de vente. À quel prix je dois les vendre ?',
        expect: [mentions(euros('15')), noPlaceholder()],
      },
    ],
  },
  // Spec: two premises compared per square metre.
  {
    id: 'ho57-spec-locaux-prix-m2',
    employee: 'spec',
    turns: [
      {
        user: 'Deux locaux pour mon cabinet : rue de Siam à 1 400 € par mois pour 60 m², ou Kerinou à 950 € par mois pour 45 m². Lequel est le moins cher au mètre carré ?',
        expect: [mentions('Kerinou', ['23,33', '23,3'], ['21,11', '21,1']), noPlaceholder()],
      },
    ],
  },
  // Spec: a pasted mail summed up in three points.
  {
    id: 'ho57-spec-resume-mail-refonte',
    employee: 'spec',
    turns: [
      {
        user: 'Résume ce mail en 3 points : « Bonjour, suite à notre réunion, nous validons le devis de 8 400 € pour la refonte du site. Le démarrage est prévu le 4 janvier, la mise en ligne le 26 février. Merci de nous envoyer la facture d’acompte de 30 % avant le 18 décembre. Bien cordialement, Hélène Morvan, Cap Ouest »',
        expect: [
          listSize(3),
          mentions(euros('8 400'), '4 janvier', '26 février', '30 %', '18 décembre'),
          noPlaceholder(),
        ],
      },
    ],
  },
];
