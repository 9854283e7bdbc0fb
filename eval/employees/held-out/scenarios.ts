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

  // --- Batch ho59 (stop 59), written before any engine change of that stop ------------------------
  // Alfred: a supplier's pasted mail answered with a condition, in tu.
  {
    id: 'ho59-alfred-livraison-chaises-avant-10h',
    employee: 'alfred',
    validUntil: '2026-12-08',
    turns: [
      {
        user: 'Réponds à Yannick (on se tutoie) : « Salut, je te confirme la livraison des 40 chaises pour le mercredi 9 décembre. Bonne journée, Yannick ». Dis-lui que c’est ok mais qu’il faut livrer avant 10h parce qu’on ouvre à 11h.',
        expect: [
          mentions('Yannick', 'chaises', ['10 h', '10h'], ['11 h', '11h']),
          notMentions('Dis-lui', 'c’est ok mais', 'Réponds à'),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: a reminder with a day and an hour, signed in.
  {
    id: 'ho59-alfred-rappel-fiches-paie',
    employee: 'alfred',
    signedIn: true,
    weekdays: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    turns: [
      {
        user: 'Rappelle-moi lundi à 9h d’envoyer les fiches de paie au comptable.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'fiches de paie', dateIs: 'next:monday' })],
      },
    ],
  },
  // Alfred: customers told of a closing, then an SMS version.
  {
    id: 'ho59-alfred-fermeture-fetes-puis-sms',
    employee: 'alfred',
    validUntil: '2026-12-23',
    turns: [
      {
        user: 'Préviens mes clients par mail que l’atelier sera fermé du 24 au 27 décembre inclus, réouverture le lundi 28 décembre à 9h.',
        expect: [
          mentions('fermé', '24', '27 décembre', '28 décembre', ['9 h', '9h']),
          notMentions('Préviens mes clients'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais-en une version SMS',
        expect: [mentions('24', '27', '28'), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },

  // Chip: thanks for a signed contract, with an option offered.
  {
    id: 'ho59-chip-merci-contrat-option-sauvegarde',
    employee: 'chip',
    turns: [
      {
        user: 'Écris à M. Kervella pour le remercier d’avoir signé le contrat de maintenance à 49 € par mois, et propose-lui notre option sauvegarde en ligne pour 15 € de plus par mois.',
        expect: [
          mentions(
            ['M. Kervella', 'Monsieur Kervella'],
            'maintenance',
            euros('49'),
            'sauvegarde',
            euros('15'),
          ),
          notMentions('Écris à', 'propose-lui', 'le remercier d’avoir'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a price objection answered with two ways out.
  {
    id: 'ho59-chip-objection-prix-site-vitrine',
    employee: 'chip',
    turns: [
      {
        user: 'Mme Rivière trouve que 2 400 € c’est trop cher pour son site vitrine. Réponds-lui qu’on peut descendre à 2 100 € sans le blog, ou garder 2 400 € payables en 3 fois sans frais.',
        expect: [
          mentions(['Mme Rivière', 'Madame Rivière'], euros('2 100'), euros('2 400'), 'blog', [
            '3 fois',
            'trois fois',
          ]),
          notMentions('Réponds-lui', 'trouve que'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: an opportunity put in the CRM, signed in.
  {
    id: 'ho59-chip-crm-hotel-dunes',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Mets dans le CRM une opportunité : Hôtel des Dunes, refonte du site, 6 500 €.',
        expect: [proposal({ kind: 'crm_create_opportunity', titleIncludes: 'Dunes' })],
      },
    ],
  },

  // Clide: a return asked after the return period, with a credit note offered.
  {
    id: 'ho59-clide-retour-hors-delai-avoir',
    employee: 'clide',
    turns: [
      {
        user: 'M. Roussel veut nous retourner une perceuse achetée il y a 45 jours. Notre délai de retour est de 30 jours, mais on peut lui faire un avoir de 50 % du prix. Rédige la réponse.',
        expect: [
          mentions(['M. Roussel', 'Monsieur Roussel'], 'perceuse', '30 jours', 'avoir', '50 %'),
          notMentions('Rédige la réponse', 'on peut lui faire', 'veut nous retourner'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide on the desk: an access reset, the user's answer written.
  {
    id: 'ho59-clide-desk-mot-de-passe',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Nathalie Caradec',
        requesterEmail: 'nathalie.caradec@client.test',
        subject: 'Impossible de me connecter',
        body: 'Bonjour, depuis ce matin je ne peux plus me connecter à mon espace client, le mot de passe est refusé. Merci de votre aide.',
        priority: 'high',
      },
    ],
    turns: [
      {
        user: 'Réponds à Nathalie Caradec qu’on a réinitialisé son accès : elle va recevoir un lien par mail, valable 24h.',
        expect: [
          mentions(['Mme Caradec', 'Madame Caradec', 'Nathalie'], 'réinitialisé', 'lien', ['24 h', '24h']),
          notMentions('Réponds à', 'elle va recevoir'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a stock answer for a question customers keep asking.
  {
    id: 'ho59-clide-reponse-type-livraison-dimanche',
    employee: 'clide',
    turns: [
      {
        user: 'Écris une réponse type pour les clients qui demandent si on livre le dimanche : non, on livre du lundi au samedi de 8h à 18h, et la livraison est gratuite dès 60 € d’achat.',
        expect: [
          mentions('dimanche', 'lundi', 'samedi', ['8 h', '8h'], ['18 h', '18h'], euros('60'), 'gratuite'),
          notMentions('Écris une réponse type', 'qui demandent si'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a product announced on Instagram, then shorter.
  {
    id: 'ho59-suki-galette-pistache-puis-court',
    employee: 'suki',
    turns: [
      {
        user: 'Post Instagram pour annoncer notre nouvelle galette des rois frangipane-pistache, dispo à partir du 2 janvier, 24 € pour 6 personnes.',
        expect: [
          mentions('galette', 'pistache', '2 janvier', euros('24'), ['6 personnes', 'six personnes']),
          notMentions('Post Instagram pour'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus court stp',
        expect: [mentions('galette', euros('24')), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },
  // Suki: a bad review answered with an apology and what changed.
  {
    id: 'ho59-suki-avis-pizza-attente',
    employee: 'suki',
    turns: [
      {
        user: 'Un client nous a mis 2 étoiles sur Google : « 40 minutes d’attente pour une pizza et personne ne s’est excusé. » Réponds en t’excusant et dis que depuis on a ajouté un pizzaiolo le samedi soir.',
        expect: [
          mentions('40 minutes', 'pizzaiolo', 'samedi soir', ['excus', 'désolé']),
          notMentions('Réponds en', 'dis que depuis', 'nous a mis 2 étoiles'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a December newsletter from three items.
  {
    id: 'ho59-suki-newsletter-decembre',
    employee: 'suki',
    validUntil: '2026-12-23',
    turns: [
      {
        user: 'Rédige la newsletter de décembre : horaires des fêtes (ouvert le 24 jusqu’à 16h, fermé le 25 et le 1er janvier), notre nouvelle carte cadeau, et un merci à nos clients pour cette année.',
        expect: [
          mentions('24', ['16 h', '16h'], '25', '1er janvier', 'carte cadeau', 'merci'),
          notMentions('Rédige la newsletter'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Dot: a job offer from its facts.
  {
    id: 'ho59-dot-offre-preparateur-lorient',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi : préparateur de commandes en CDI à Lorient, 35h du lundi au vendredi, 1 900 € brut par mois, le CACES est un plus.',
        expect: [
          mentions('préparateur de commandes', 'CDI', 'Lorient', ['35 h', '35h'], euros('1 900'), 'CACES'),
          notMentions('Rédige une offre'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: a candidate turned down, his CV kept for the summer.
  {
    id: 'ho59-dot-refus-commis-cv-ete',
    employee: 'dot',
    turns: [
      {
        user: 'Écris à Julien Morel qu’on ne retient pas sa candidature pour le poste de commis de cuisine, mais qu’on garde son CV pour la saison d’été.',
        expect: [
          mentions(['M. Morel', 'Monsieur Morel', 'Julien'], 'commis de cuisine', 'CV', 'été'),
          notMentions('Écris à', 'qu’on garde son'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: what to prepare for an apprentice's first day.
  {
    id: 'ho59-dot-arrivee-apprentie-coiffeuse',
    employee: 'dot',
    turns: [
      {
        user: 'Léa, notre nouvelle apprentie coiffeuse, arrive lundi prochain. Qu’est-ce que je dois préparer ?',
        expect: [
          mentions('Léa', ['contrat', 'Contrat'], ['visite', 'DPAE', 'déclaration préalable', 'registre']),
          notMentions('Qu’est-ce que je dois'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: three tasks put in order by their deadlines.
  {
    id: 'ho59-millie-ordre-trois-taches-demain',
    employee: 'millie',
    turns: [
      {
        user: 'Demain j’ai 3 trucs : rappeler le comptable (15 min), finir le devis Le Goff (1h30, à envoyer avant midi) et passer à la banque (elle ferme à 16h). Dans quel ordre je fais ça ?',
        expect: [inOrder('Le Goff', 'banque'), mentions('comptable'), noPlaceholder()],
      },
    ],
  },
  // Millie: time blocked in the agenda, signed in.
  {
    id: 'ho59-millie-bloquer-jeudi-compta',
    employee: 'millie',
    signedIn: true,
    weekdays: ['monday', 'tuesday', 'wednesday', 'friday', 'saturday', 'sunday'],
    turns: [
      {
        user: 'Bloque-moi jeudi de 14h à 17h pour la compta.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'compta', dateIs: 'next:thursday', time: '14:00' }),
        ],
      },
    ],
  },
  // Millie: a notice to the team.
  {
    id: 'ho59-millie-equipe-inventaire',
    employee: 'millie',
    validUntil: '2027-01-01',
    turns: [
      {
        user: 'Écris à l’équipe que l’inventaire aura lieu le samedi 2 janvier de 8h à 12h, présence obligatoire, et que les heures seront payées double.',
        expect: [
          mentions('inventaire', '2 janvier', ['8 h', '8h'], ['12 h', '12h'], 'obligatoire', 'double'),
          notMentions('Écris à l’équipe', 'que les heures'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Spec: VAT due and the price including tax.
  {
    id: 'ho59-spec-tva-a-reverser',
    employee: 'spec',
    turns: [
      {
        user: 'J’ai facturé 3 450 € HT ce mois-ci, TVA à 20 %. Combien de TVA je dois reverser, et ça fait combien TTC ?',
        expect: [mentions(euros('690'), euros('4 140')), noPlaceholder()],
      },
    ],
  },
  // Spec: a growth rate.
  {
    id: 'ho59-spec-hausse-ca-pourcentage',
    employee: 'spec',
    turns: [
      {
        user: 'Mon chiffre d’affaires est passé de 84 000 € en 2025 à 96 600 € en 2026. Ça fait quelle hausse en pourcentage ?',
        expect: [mentions(['15 %', '15,0 %']), noPlaceholder()],
      },
    ],
  },
  // Spec: two suppliers compared on a monthly quantity.
  {
    id: 'ho59-spec-farine-deux-fournisseurs',
    employee: 'spec',
    turns: [
      {
        user: 'Deux fournisseurs de farine : A à 0,92 € le kilo livraison gratuite, B à 0,85 € le kilo plus 45 € de livraison par commande. Je commande 500 kg par mois, une seule commande. Lequel est le moins cher ?',
        expect: [mentions(euros('460'), euros('470')), noPlaceholder()],
      },
    ],
  },
];
