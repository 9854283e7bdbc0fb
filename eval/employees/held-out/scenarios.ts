import {
  at,
  changedFromPrevious,
  declines,
  euros,
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

  // --- Batch ho58 (stop 58), written before any engine change of that stop ------------------------
  // Alfred: « Note que… » with a day and an hour is an appointment, signed in.
  {
    id: 'ho58-alfred-note-plombier-chaudiere',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-03',
    turns: [
      {
        user: 'Note que le plombier passe vendredi 4 décembre à 8h pour la chaudière.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'plombier', dateIs: 'on:4-12', time: '08:00' }),
        ],
      },
    ],
  },
  // Alfred: an invitation declined with the reason and a promise, said in the third person.
  {
    id: 'ho58-alfred-refus-salon-guillou',
    employee: 'alfred',
    validUntil: '2026-12-11',
    turns: [
      {
        user: 'Réponds à Mme Guillou que je ne pourrai pas venir à son salon du 12 décembre, j’ai un chantier ce jour-là, mais que je passerai la voir en janvier.',
        expect: [
          mentions(['Mme Guillou', 'Madame Guillou'], 'salon', '12 décembre', 'chantier', 'janvier'),
          notMentions('Réponds à', 'passerai la voir', 'son salon'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: typed fast without accents, then shorter.
  {
    id: 'ho58-alfred-velo-repare-sans-accents-puis-court',
    employee: 'alfred',
    turns: [
      {
        user: 'ecris a mon client Mr Tanguy que son velo est repare, il peut passer le recuperer a partir de jeudi, c est 85 euros',
        expect: [
          mentions(['M. Tanguy', 'Monsieur Tanguy'], 'vélo', 'réparé', 'jeudi', euros('85')),
          notMentions('repare ', 'recuperer', 'ecris a'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'plus court',
        expect: [mentions('jeudi', euros('85')), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },

  // Chip: a quote chased, with two days offered.
  {
    id: 'ho58-chip-relance-devis-carrelage',
    employee: 'chip',
    turns: [
      {
        user: 'Relance Mme Le Gall pour le devis de carrelage de 3 200 € envoyé le 17 novembre, toujours sans réponse. Propose-lui de passer en parler mardi ou mercredi.',
        expect: [
          mentions(
            ['Mme Le Gall', 'Madame Le Gall'],
            'carrelage',
            euros('3 200'),
            '17 novembre',
            'mardi',
            'mercredi',
          ),
          notMentions('Relance Mme', 'Propose-lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: deals ranked by expected value.
  {
    id: 'ho58-chip-classer-affaires-probabilite',
    employee: 'chip',
    turns: [
      {
        user: 'Classe ces affaires par priorité : Boulangerie Hamon 12 000 € à 30 %, Garage Le Bris 5 000 € à 90 %, Mairie de Guipavas 25 000 € à 10 %.',
        expect: [
          inOrder('Le Bris', 'Hamon', 'Guipavas'),
          mentions(euros('4 500'), euros('3 600'), euros('2 500')),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a LinkedIn prospecting message, then tutoiement with where they met.
  {
    id: 'ho58-chip-linkedin-visites-3d-puis-tu',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un message LinkedIn à Romain Pichon, directeur d’une agence immobilière à Quimper, pour lui proposer nos visites virtuelles 3D (à partir de 190 € par bien).',
        expect: [
          mentions('Romain', 'visites virtuelles', '3D', euros('190')),
          notMentions('Écris un message', 'nos visites virtuelles 3D (à partir'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Tutoie-le, on s’est rencontrés au salon de l’immobilier.',
        expect: [mentions('salon', '3D'), tutoie(), changedFromPrevious(), noPlaceholder()],
      },
    ],
  },

  // Clide: a lost parcel resent, with a promo code.
  {
    id: 'ho58-clide-colis-perdu-code-promo',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente, Mme Bodin, se plaint que sa commande n°4471 n’est toujours pas arrivée après 10 jours. Le transporteur a perdu le colis : on la renvoie aujourd’hui en express et on lui offre un code de 10 % (MERCI10).',
        expect: [
          mentions(['Mme Bodin', 'Madame Bodin'], '4471', 'express', '10 %', 'MERCI10'),
          notMentions('se plaint', 'on la renvoie', 'on lui offre'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide on the desk: an invoice received twice, the user's answer written.
  {
    id: 'ho58-clide-desk-facture-doublon',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Pierre Morvan',
        requesterEmail: 'pierre.morvan@client.test',
        subject: 'Facture reçue deux fois',
        body: 'Bonjour, j’ai reçu deux fois la facture F-2291 de novembre. Dois-je payer les deux ?',
        priority: 'medium',
      },
    ],
    turns: [
      {
        user: 'Réponds à Pierre Morvan : c’est un doublon, il ne paie qu’une seule fois, on annule la deuxième facture.',
        expect: [
          mentions(['M. Morvan', 'Monsieur Morvan', 'Pierre'], 'F-2291', 'une seule fois', 'annul'),
          notMentions('Réponds à', 'il ne paie'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a delivery delay found in the user's conditions of sale.
  {
    id: 'ho58-clide-delai-canape-document',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'conditions-de-vente.txt',
        text: 'Conditions de vente — Atelier Kerloc’h, tapissier\n\nCanapés sur mesure : fabrication et livraison sous 8 à 10 semaines après validation du tissu.\nFauteuils réfectionnés : 4 semaines.\nAcompte de 40 % à la commande, solde à la livraison.\nLivraison gratuite dans le Finistère.\n',
      },
    ],
    turns: [
      {
        user: 'Une cliente me demande en combien de temps elle aura son canapé sur mesure. Tu peux lui répondre ?',
        expect: [
          mentions('canapé', ['8 à 10 semaines', '8 et 10 semaines']),
          notMentions('Une cliente me demande', 'Tu peux lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a workshop announced on Instagram with its practical details.
  {
    id: 'ho58-suki-instagram-atelier-couronnes',
    employee: 'suki',
    validUntil: '2026-12-11',
    turns: [
      {
        user: 'Post Instagram pour notre atelier couronnes de Noël le samedi 12 décembre à 14h, 35 € par personne, 8 places, inscription en boutique.',
        expect: [
          mentions('couronne', '12 décembre', ['14 h', '14h'], euros('35'), '8 places', 'boutique'),
          notMentions('Post Instagram pour'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a public answer to a bad review, with the user's apology, reason and gesture.
  {
    id: 'ho58-suki-avis-attente-pizza',
    employee: 'suki',
    turns: [
      {
        user: 'Réponds à cet avis Google : « 45 minutes d’attente pour une pizza, et elle était tiède. Déçu. » Signé Thomas. On s’excuse, c’était un soir de match avec trois fois plus de commandes, et on lui offre une boisson à sa prochaine visite.',
        expect: [
          mentions('Thomas', 'excus', 'attente', 'match', 'boisson'),
          notMentions('On s’excuse', 'Signé Thomas', 'on lui offre'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a bookshop's December newsletter, then three subject lines.
  {
    id: 'ho58-suki-newsletter-librairie-puis-objets',
    employee: 'suki',
    validUntil: '2026-12-18',
    turns: [
      {
        user: 'Écris la newsletter de décembre de ma librairie : nos coups de cœur de Noël, l’emballage cadeau offert, et une dédicace de Lucie Quéré le samedi 19 décembre.',
        expect: [
          mentions('coups de cœur', 'emballage cadeau', 'Lucie Quéré', '19 décembre'),
          notMentions('Écris la newsletter', 'ma librairie :'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Propose-moi 3 objets pour ce mail.',
        expect: [listSize(3), noPlaceholder()],
      },
    ],
  },

  // Dot: an apprenticeship ad for a hair salon.
  {
    id: 'ho58-dot-annonce-apprenti-coiffure',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une annonce pour un apprenti coiffeur en CAP, en alternance, dans mon salon de Morlaix, début en janvier.',
        expect: [
          mentions('apprenti', 'coiff', 'CAP', 'alternance', 'Morlaix', 'janvier'),
          notMentions('Rédige une annonce', 'mon salon de Morlaix'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
    ],
  },
  // Dot: a candidate turned down, the CV kept for the spring.
  {
    id: 'ho58-dot-refus-magasinier-cv-printemps',
    employee: 'dot',
    turns: [
      {
        user: 'Réponds à Kevin Le Meur qu’on ne retient pas sa candidature pour le poste de magasinier, mais qu’on garde son CV pour le printemps.',
        expect: [
          mentions(['M. Le Meur', 'Monsieur Le Meur', 'Kevin'], 'magasinier', 'CV', 'printemps'),
          notMentions('Réponds à', 'sa candidature pour le poste de magasinier, mais'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: three interviews fitted into a morning.
  {
    id: 'ho58-dot-planning-trois-entretiens',
    employee: 'dot',
    validUntil: '2026-12-09',
    turns: [
      {
        user: 'J’ai 3 entretiens à caser jeudi 10 décembre entre 9h et 12h, 45 minutes chacun avec 15 minutes entre deux : Léa, Hugo et Inès. Fais-moi le planning.',
        expect: [
          inOrder('Léa', 'Hugo', 'Inès'),
          mentions(['9 h', '9h'], ['10 h', '10h'], ['11 h', '11h']),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: the tasks of a second shop's opening, dated.
  {
    id: 'ho58-millie-ouverture-deuxieme-boutique',
    employee: 'millie',
    validUntil: '2027-01-20',
    turns: [
      {
        user: 'On ouvre notre deuxième boutique à Auray le 6 février. Fais-moi la liste des tâches avec les dates.',
        expect: [
          mentions('Auray', '6 février', ['recrut', 'stock', 'enseigne', 'travaux', 'communication']),
          notMentions('Fais-moi la liste'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Millie: a task added with a deadline, signed in.
  {
    id: 'ho58-millie-tache-carreleur-vendredi',
    employee: 'millie',
    signedIn: true,
    weekdays: ['monday', 'tuesday', 'wednesday', 'thursday'],
    turns: [
      {
        user: 'Ajoute une tâche : appeler le carreleur pour le devis de la salle d’eau, avant vendredi.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'carreleur', dateIs: 'next:friday' })],
      },
    ],
  },
  // Millie: minutes of a site meeting from the user's notes.
  {
    id: 'ho58-millie-compte-rendu-chantier',
    employee: 'millie',
    validUntil: '2026-12-13',
    turns: [
      {
        user: 'Fais le compte rendu de la réunion de chantier de ce matin : la dalle est coulée, le charpentier arrive le 14 décembre, il manque encore les fenêtres (livraison reportée au 21), prochaine réunion le 16 décembre à 10h.',
        expect: [
          mentions('dalle', 'charpentier', '14 décembre', 'fenêtres', '21', '16 décembre', ['10 h', '10h']),
          notMentions('Fais le compte rendu'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Spec: a break-even number of customers.
  {
    id: 'ho58-spec-seuil-clients-salon-the',
    employee: 'spec',
    turns: [
      {
        user: 'Mon salon de thé a 4 200 € de charges fixes par mois. Je gagne en moyenne 6 € de marge par client. Combien de clients par mois pour couvrir mes charges ?',
        expect: [mentions('700'), noPlaceholder()],
      },
    ],
  },
  // Spec: buying a van against leasing it over five years.
  {
    id: 'ho58-spec-camion-achat-leasing',
    employee: 'spec',
    turns: [
      {
        user: 'Camion : achat 32 000 € et revente 12 000 € au bout de 5 ans, ou leasing à 520 € par mois sur 5 ans. Lequel coûte le moins cher ?',
        expect: [mentions(euros('20 000'), euros('31 200'), 'achat'), noPlaceholder()],
      },
    ],
  },
  // Spec: the risks of a plan the user states.
  {
    id: 'ho58-spec-risques-deuxieme-food-truck',
    employee: 'spec',
    turns: [
      {
        user: 'Quels sont les risques si j’ouvre un deuxième food truck sans embaucher personne ?',
        expect: [
          mentions('food truck', 'risque', [
            'deux endroits',
            'deux camions',
            'présent',
            'fatigue',
            'charge de travail',
          ]),
          notMentions('Quels sont les risques si'),
          noPlaceholder(),
        ],
      },
    ],
  },
];
