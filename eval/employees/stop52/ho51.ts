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

// Written at stop 51 for the held-out set before any run, and measured there: 3 of 21 passed at the
// first run and 3 of 21 at the end of stop 51 (BENCHMARKS.md). Moved to training at stop 52, once the
// stop 52 batch was written and measured, to be worked on.

export const heldOut51: Scenario[] = [
  // Alfred: a cordonnier's appointment typed fast (« rdv », « stp », « pr »), then its day corrected, same time.
  {
    id: 'ho51-alfred-rdv-tanneries-jour-corrige',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-15',
    turns: [
      {
        user: 'mets moi un rdv mercredi 16 decembre 9h30 avec le fournisseur de cuir des tanneries Roux stp, pr la commande de printemps',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Roux', dateIs: 'on:16-12', time: '09:30' }),
        ],
      },
      {
        user: 'non pardon c est jeudi 17, meme heure',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Roux', dateIs: 'on:17-12', time: '09:30' }),
        ],
      },
    ],
  },
  // Alfred: a beekeeper answers a pasted mail (with « … ») with the user's instruction as the body (payment in two instalments), then firmer.
  {
    id: 'ho51-alfred-apiculteur-paiement-deux-fois-ferme',
    employee: 'alfred',
    validUntil: '2026-12-14',
    turns: [
      {
        user: 'Réponds à ce mail d’une cliente : « Bonjour Monsieur Le Du, … suite à un mois de novembre très calme à la boutique, je ne pourrai pas régler tout de suite votre facture F-2026-118 de 1 250 € pour les pots de miel de Noël. Serait-il possible de la payer fin janvier ? … Bien à vous, Armelle Caroff, Épicerie La Grange » Dis-lui qu’on accepte un paiement en deux fois : 625 € le 15 décembre et 625 € le 15 janvier, mais pas fin janvier.',
        expect: [
          mentions(['Mme Caroff', 'Armelle'], euros('625'), '15 décembre', '15 janvier', [
            'F-2026-118',
            ...euros('1 250'),
          ]),
          notMentions('Dis-lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus ferme : le 15 janvier, c’est la dernière limite.',
        expect: [mentions('15 janvier', euros('625')), changedFromPrevious(), vouvoie(), noPlaceholder()],
      },
    ],
  },
  // Alfred: an ébéniste warns his workshop neighbour, with « tu », of a morning delivery blocking the yard, then the SMS version.
  {
    id: 'ho51-alfred-ebeniste-voisin-livraison-sms',
    employee: 'alfred',
    validUntil: '2026-12-07',
    turns: [
      {
        user: 'Écris à Bruno, mon voisin d’atelier (on se tutoie), que la livraison de plateaux de chêne arrive le mardi 8 décembre à 7h et que le camion va bloquer la cour pendant une heure environ. Excuse-moi d’avance pour la gêne.',
        expect: [
          mentions('Bruno', ['8 décembre', '8/12'], at('7'), 'cour', ['chêne', 'bois', 'plateaux']),
          tutoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Version SMS.',
        expect: [
          shorterThanPrevious(),
          mentions(at('7'), 'cour'),
          notMentions('Objet :'),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Chip: a microbrasserie's prospecting mail to wine shops with its offer, then three subject lines for it.
  {
    id: 'ho51-chip-brasserie-cavistes-objets',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de prospection pour les cavistes de Rennes : on est la Brasserie du Blavet à Pontivy, bières bio brassées sur place, fût de 20 L à 85 € HT, livraison offerte dès 10 fûts.',
        expect: [mentions('Blavet', 'bio', euros('85'), ['10 fûts', 'dix fûts']), vouvoie(), noPlaceholder()],
      },
      { user: 'Donne-moi trois objets pour ce mail.', expect: [listSize(3), noHandoff()] },
    ],
  },
  // Chip: a printer's clients ranked by revenue summed over three years (17 000, 14 200, 10 900 €), and the one falling away named.
  {
    id: 'ho51-chip-imprimerie-clients-cumul-3-ans',
    employee: 'chip',
    turns: [
      {
        user: 'Je suis imprimeur. Classe mes 3 plus gros clients par CA cumulé sur 2024-2026 : Mairie de Lannion (2024 : 6 200 €, 2025 : 4 100 €, 2026 : 3 900 €), Rugby Club du Trégor (1 800 €, 3 500 €, 5 600 €), Agence Kerlo (5 500 €, 5 500 €, 6 000 €). Et dis-moi lequel est en train de décrocher.',
        expect: [
          inOrder('Kerlo', 'Mairie', 'Rugby'),
          mentions(euros('17 000'), euros('14 200'), euros('10 900'), [
            'baisse',
            'recul',
            'décroch',
            'diminu',
            'chute',
          ]),
        ],
      },
    ],
  },
  // Chip: an upholsterer's quote follow-up with the fabric's deadline, then shorter, then said with « tu ».
  {
    id: 'ho51-chip-tapissier-relance-court-tutoie',
    employee: 'chip',
    validUntil: '2026-12-20',
    turns: [
      {
        user: 'Relance Mme Kervella pour le devis de réfection de ses 6 chaises Louis XV (1 380 € TTC), envoyé le 9 novembre. Précise que le tissu qu’elle a choisi n’est garanti en stock que jusqu’à fin décembre.',
        expect: [
          mentions('Mme Kervella', euros('1 380'), 'chaises', 'tissu', ['fin décembre', '31 décembre']),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus court.',
        expect: [shorterThanPrevious(), mentions(euros('1 380'), 'tissu'), noPlaceholder()],
      },
      {
        user: 'Tutoie-la, c’est une amie.',
        expect: [tutoie(), mentions(euros('1 380'), 'tissu'), noPlaceholder()],
      },
    ],
  },

  // Clide: a dog groomer's pasted complaint (with « … »), answered with apologies, the vet's bill refunded and a 45 € voucher; the typo « toilletage » not copied.
  {
    id: 'ho51-clide-toiletteur-coupure-bon',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à cette cliente : « Bonjour, j’ai récupéré Filou, mon caniche, samedi après son toilettage … et le soir j’ai vu qu’il avait une petite coupure sous l’oreille. Je suis très déçue, c’est la première fois en 4 ans. … Cordialement, Claire Hamon » Excuse-toi sincèrement, dis-lui qu’on rembourse les frais de vétérinaire sur présentation de la facture et offre-lui un bon de 45 € sur son prochain toilletage.',
        expect: [
          mentions(
            ['Mme Hamon', 'Claire'],
            'Filou',
            'vétérinaire',
            ['rembours', 'prise en charge', 'prenons en charge'],
            ['factur', 'justificatif'],
            euros('45'),
          ),
          notMentions('toilletage', 'Excuse-toi', 'offre-lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a climbing gym's member asks a refund the terms refuse; what to answer, then « écris-le au client » by name.
  {
    id: 'ho51-clide-escalade-suspension-ecris-le',
    employee: 'clide',
    turns: [
      {
        user: 'Un abonné de la salle d’escalade demande le remboursement de son abonnement annuel (420 €) parce qu’il s’est cassé le poignet. Nos CGV : pas de remboursement, mais on peut suspendre l’abonnement jusqu’à 3 mois sur certificat médical. Qu’est-ce que je lui réponds ?',
        expect: [mentions(['3 mois', 'trois mois'], 'certificat médical'), noPlaceholder({ gaps: 1 })],
      },
      {
        user: 'Écris-le au client, il s’appelle M. Le Gall, et souhaite-lui un bon rétablissement.',
        expect: [
          mentions(
            'M. Le Gall',
            ['3 mois', 'trois mois'],
            'certificat',
            ['suspen'],
            ['rétablissement', 'guérison', 'remettre', 'remettez'],
          ),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a cheese shop's Christmas order typed fast without accents (« pr », « qu on »), a replacement at no extra cost, then the SMS version.
  {
    id: 'ho51-clide-fromagerie-plateau-noel-sms',
    employee: 'clide',
    validUntil: '2026-12-22',
    turns: [
      {
        user: 'cliente mme ribeiro a commande un plateau de fromages pr 12 pers pr le 24 dec, on a plus de mont d or, reponds lui qu on le remplace par un vacherin fribourgeois sans supplement, retrait le 24 entre 9h et 12h',
        expect: [
          mentions(
            'Mme Ribeiro',
            ['24 décembre', '24/12'],
            'vacherin',
            at('9'),
            [...at('12'), 'midi'],
            ['sans supplément', 'aucun supplément', 'sans frais', 'sans surcoût', 'même prix', 'sans coût'],
          ),
          notMentions('reponds', 'supplement', 'mont d or', 'qu on', 'pr le 24'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'version sms',
        expect: [
          shorterThanPrevious(),
          mentions('vacherin', ['24 décembre', '24/12', 'le 24']),
          notMentions('Objet :', 'supplement'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a chocolatier's Instagram post with its facts and exactly four hashtags, then a shorter Facebook version with none.
  {
    id: 'ho51-suki-chocolaterie-coffret-hashtags',
    employee: 'suki',
    validUntil: '2026-12-18',
    turns: [
      {
        user: 'Post Instagram pour ma chocolaterie Cacao & Sel à Saint-Malo : coffret de Noël de 24 bonbons à 32 €, à commander jusqu’au samedi 19 décembre, retrait en boutique jusqu’au 24. Mets 4 hashtags.',
        expect: [
          mentions('Cacao', 'coffret', '24 bonbons', euros('32'), '19 décembre'),
          hashtags(4),
          noPlaceholder(),
        ],
      },
      {
        user: 'Version Facebook, plus courte et sans hashtags.',
        expect: [shorterThanPrevious(), hashtags(0), mentions(euros('32'), '19 décembre'), noPlaceholder()],
      },
    ],
  },
  // Suki: a board-game bar's January newsletter with « tu », then « ajoute que… » the sign-up deadline and seats.
  {
    id: 'ho51-suki-bar-a-jeux-newsletter-tutoie-ajout',
    employee: 'suki',
    validUntil: '2027-01-19',
    turns: [
      {
        user: 'Écris la newsletter de janvier du bar à jeux Le Dé Rouge, en tutoyant (nos clients ont 20-30 ans) : 40 nouveaux jeux arrivés, et tournoi de Catan le samedi 23 janvier à 19h, 8 € l’inscription, un lot pour le gagnant.',
        expect: [
          mentions(
            'Dé Rouge',
            ['40 nouveaux jeux', '40 jeux', 'quarante'],
            'Catan',
            '23 janvier',
            at('19'),
            euros('8'),
          ),
          tutoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute qu’il faut s’inscrire au bar ou sur Instagram avant le 20 janvier, 32 places max.',
        expect: [
          mentions('20 janvier', ['32 places', '32 joueurs', '32 participants', '32 inscrits'], '23 janvier'),
          changedFromPrevious(),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a roofer's LinkedIn post typed without accents; the facts kept, the missing accents and apostrophes not copied.
  {
    id: 'ho51-suki-couvreur-chapelle-linkedin-sans-accents',
    employee: 'suki',
    turns: [
      {
        user: 'poste linkedin : on a refait la toiture en ardoise de la chapelle saint-yves a bubry, 9 semaines de chantier, 1200 m2 d ardoise naturelle, merci a toute l equipe',
        expect: [
          mentions('chapelle', 'Bubry', ['9 semaines', 'neuf semaines'], 'ardoise', [
            '1 200 m²',
            '1200 m²',
            '1 200 m2',
            '1200 m2',
            '1 200 mètres carrés',
          ]),
          notMentions('l equipe', 'd ardoise', 'a bubry'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Dot: wine-shop candidates screened against three stated criteria (only Yanis Cadiou meets them), then his interview invitation.
  {
    id: 'ho51-dot-caviste-criteres-convocation',
    employee: 'dot',
    validUntil: '2026-12-08',
    turns: [
      {
        user: 'Poste de caviste-vendeur en CDI à Vannes. Critères : WSET niveau 2 minimum, permis B, disponible avant le 4 janvier. Candidats : Élodie Martin (WSET 3, permis, dispo le 1er février), Yanis Cadiou (WSET 2, permis, dispo tout de suite), Pauline Riou (pas de WSET, permis, dispo tout de suite), Maxime Le Roux (WSET 2, pas de permis, dispo le 15 décembre). Qui remplit tous les critères ?',
        expect: [mentions('Cadiou', 'WSET'), noPlaceholder()],
      },
      {
        user: 'Invite-le à un entretien le mercredi 9 décembre à 14 h à la cave.',
        expect: [
          mentions(['M. Cadiou', 'Yanis'], '9 décembre', at('14')),
          notMentions('Élodie', 'Elodie', 'Riou', 'Le Roux', 'Invite-le'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: a veterinary clinic's job offer with every fact given, then « ajoute que… » one Saturday morning in two.
  {
    id: 'ho51-dot-offre-asv-ajout-samedi',
    employee: 'dot',
    validUntil: '2027-01-03',
    turns: [
      {
        user: 'Rédige l’offre d’emploi : auxiliaire spécialisé(e) vétérinaire (ASV) pour notre clinique vétérinaire de Ploërmel, CDD de 6 mois à partir du lundi 4 janvier, 35 h par semaine, 1 900 € brut par mois, diplôme ASV exigé.',
        expect: [
          mentions('ASV', 'Ploërmel', 'CDD', ['6 mois', 'six mois'], euros('1 900'), '4 janvier', [
            '35 h',
            '35h',
            '35 heures',
          ]),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute qu’un samedi matin sur deux est travaillé.',
        expect: [
          mentions('samedi', ['sur deux', 'sur 2'], euros('1 900'), 'Ploërmel'),
          changedFromPrevious(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: an oyster farm's refusal typed fast without accents (« qqn », « pr »), then said with « tu ».
  {
    id: 'ho51-dot-ostreicole-refus-tape-vite-tutoie',
    employee: 'dot',
    turns: [
      {
        user: 'ecris a Nolwenn Guegan qu on la retient pas pr le poste d ouvriere ostreicole, on a pris qqn qui avait deja fait 2 saisons, mais on la rappelle en priorite pr la saison d ete si elle est toujours dispo',
        expect: [
          mentions(['Mme Guégan', 'Mme Guegan', 'Nolwenn'], 'ostréicole', [
            "saison d'été",
            "l'été",
            'cet été',
          ]),
          notMentions('ostreicole', 'ouvriere', 'qqn', 'qu on', 'priorite', 'deja'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'tutoie la, c est la cousine de ma femme',
        expect: [tutoie(), mentions('Nolwenn', ["saison d'été", "l'été", 'cet été']), noPlaceholder()],
      },
    ],
  },

  // Millie: a pool builder's sequential plan dated from the durations given (liner 25 January, water 1 February), then the masonry a week late.
  {
    id: 'ho51-millie-piscine-planning-retard-maconnerie',
    employee: 'millie',
    validUntil: '2027-01-03',
    turns: [
      {
        user: 'Planning de construction de la piscine chez M. et Mme Salaün : terrassement à partir du lundi 4 janvier (1 semaine), puis maçonnerie (2 semaines), puis pose du liner (1 semaine), puis mise en eau. Donne-moi les dates de chaque étape.',
        expect: [
          mentions(
            ['4 janvier', '4 au 8', '04/01', '4/01'],
            ['11 janvier', '11 au 22', '11/01'],
            ['25 janvier', '25 au 29', '25/01'],
            ['1er février', '1 février', '01/02', '1/02'],
          ),
          noPlaceholder(),
        ],
      },
      {
        user: 'La maçonnerie prend une semaine de plus. Décale la suite.',
        expect: [mentions('liner', ['8 février', '08/02', '8/02']), changedFromPrevious()],
      },
    ],
  },
  // Millie: the risks of opening a farm to schools on 1 March with three stated gaps, then a task for « lundi prochain » (signed in).
  {
    id: 'ho51-millie-ferme-pedagogique-risques-tache',
    employee: 'millie',
    signedIn: true,
    validUntil: '2027-02-15',
    turns: [
      {
        user: 'On ouvre notre ferme pédagogique aux écoles le lundi 1er mars. Il nous manque encore l’agrément de la DDPP, l’animatrice n’arrive que le 15 février, et les toilettes accessibles ne sont pas finies. Quels sont les risques ?',
        expect: [mentions(['agrément', 'DDPP'], 'animatrice', 'toilettes'), noPlaceholder()],
      },
      {
        user: 'Crée une tâche : relancer la DDPP pour l’agrément lundi prochain.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'DDPP', dateIs: 'prochain:monday' })],
      },
    ],
  },
  // Millie: a longère renovation status for the client, then a date the owner got wrong corrected (the wrong one gone).
  {
    id: 'ho51-millie-longere-point-date-corrigee',
    employee: 'millie',
    validUntil: '2027-02-20',
    turns: [
      {
        user: 'Écris le point d’avancement pour Mme Jaouen (rénovation de sa longère) : isolation des combles terminée, menuiseries posées à 70 %, l’électricien a 4 jours de retard (maladie), remise des clés toujours prévue le vendredi 26 février.',
        expect: [
          mentions('Mme Jaouen', 'combles', '70 %', ['4 jours', 'quatre jours'], 'électricien', '26 février'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Corrige : la remise des clés, c’est le vendredi 5 mars, pas le 26 février, je me suis trompé.',
        expect: [
          mentions('Mme Jaouen', '5 mars'),
          notMentions('26 février'),
          changedFromPrevious(),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Spec: a music school's revenue summed over four years (221 150 €) with the best year, then the yearly average.
  {
    id: 'ho51-spec-ecole-musique-ca-4-ans-moyenne',
    employee: 'spec',
    turns: [
      {
        user: 'CA de mon école de musique : 2022 : 48 300 €, 2023 : 52 900 €, 2024 : 61 750 €, 2025 : 58 200 €. Ça fait combien sur les 4 ans, et quelle est ma meilleure année ?',
        expect: [mentions(euros('221 150'), '2024')],
      },
      { user: 'Et la moyenne par an ?', expect: [mentions(['55 287,50', '55 287,5', '55 288', '55287'])] },
    ],
  },
  // Spec: three quotes for a jeweller's shop window weighed against a reopening date and the missing décennale (Alu Concept).
  {
    id: 'ho51-spec-bijouterie-vitrine-trois-devis',
    employee: 'spec',
    validUntil: '2026-12-15',
    turns: [
      {
        user: 'Trois devis pour refaire la vitrine de ma bijouterie : Alu Concept 7 800 € HT, délai 3 semaines, garantie 10 ans ; Vitrerie Morvan 6 900 € HT, délai 10 semaines, garantie 2 ans ; Atelier Le Floch 7 200 € HT, délai 4 semaines, mais pas d’attestation d’assurance décennale fournie. Je dois rouvrir le 1er février. Lequel tu prends et pourquoi ?',
        expect: [
          mentions('Alu Concept', 'décennale', ['10 semaines', 'délai', 'trop tard', 'trop long']),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Spec: an honest limit: summarising a web page from its link (offline cannot open it).
  {
    id: 'ho51-spec-geometre-resume-lien',
    employee: 'spec',
    turns: [
      {
        user: 'resume moi en 3 points cet article sur la facture electronique obligatoire stp : https://www.economie.gouv.fr/entreprises/facturation-electronique-entreprises , je suis geometre et j ai pas le temps de tout lire',
        expect: [declines({ suggestsModel: false })],
      },
    ],
  },
];
