import {
  changedFromPrevious,
  inOrder,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  picksFromPreviousList,
  proposal,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 48, before the engine was run on them: their first-run figure is in BENCHMARKS.md.
export const alfredStop48: Scenario[] = [
  // A restaurant owner writes to her sous-chef, whom she calls « tu », then an SMS, then adds a fact.
  {
    id: 'alfred-s48-restaurant-second-tutoie',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un message à Karim, mon second de cuisine (on se tutoie) : il doit passer la commande de poisson chez Marée Atlantique avant jeudi midi et prévoir 12 kg de bar pour le menu de Noël.',
        expect: [
          mentions('Karim', 'Marée Atlantique', 'jeudi', ['12 kg', '12 kilos'], 'bar', 'Noël'),
          notMentions('on se tutoie', 'mon second', 'il doit'),
          noPlaceholder(),
          tutoie(),
        ],
      },
      {
        user: 'Fais-en un SMS',
        expect: [shorterThanPrevious(), mentions('jeudi', ['12 kg', '12 kilos']), tutoie()],
      },
      {
        user: "Ajoute qu'il faut aussi 40 douzaines d'huîtres",
        expect: [mentions('40 douzaines', 'huîtres', ['12 kg', '12 kilos'], 'jeudi'), tutoie()],
      },
    ],
  },
  // A consultant sends a quote, corrects the price, then sends it to another person.
  {
    id: 'alfred-s48-conseil-devis-corrige-autre-destinataire',
    employee: 'alfred',
    turns: [
      {
        user: "Rédige un mail à M. Bernard de la société Axalis pour lui envoyer notre devis pour l'audit RH : 4 jours de mission, 3 200 € HT, démarrage possible le 5 janvier.",
        expect: [
          mentions('M. Bernard', 'audit RH', ['4 jours', 'quatre jours'], '3 200 € HT', '5 janvier', 'devis'),
          notMentions('lui envoyer'),
          noPlaceholder(),
          vouvoie(),
        ],
      },
      {
        user: 'En fait c’est 3 400 € HT, pas 3 200',
        expect: [mentions('3 400 € HT', 'M. Bernard', '5 janvier'), notMentions('3 200')],
      },
      {
        user: 'Écris-le plutôt à Mme Carpentier, sa DRH',
        expect: [
          mentions('Mme Carpentier', '3 400 € HT', 'audit RH', '5 janvier'),
          notMentions('Bernard', '3 200'),
          vouvoie(),
        ],
      },
    ],
  },
  // A baker types fast, without accents, to ask her bank adviser for a meeting about a loan.
  {
    id: 'alfred-s48-boulangere-banque-sans-accents',
    employee: 'alfred',
    turns: [
      {
        user: 'ecris a ma conseillere bancaire mme Roy pour demander un rdv la semaine prochaine, c est pour un pret de 18000 euros pour changer le four de la boulangerie',
        expect: [
          mentions(
            'Mme Roy',
            ['18 000 €', '18 000 euros'],
            'four',
            ['prêt', 'financement'],
            'semaine prochaine',
          ),
          notMentions('conseillere', 'pret ', ' c est', 'rdv', '18000'),
          noPlaceholder(),
          vouvoie(),
        ],
      },
    ],
  },
  // A mechanic alone at the garage asks in which order to do four cars, then why.
  {
    id: 'alfred-s48-garage-ordre-des-voitures',
    employee: 'alfred',
    turns: [
      {
        user: "Demain je suis seul à l'atelier, j'ouvre à 8h. J'ai : la 308 de M. Lopez (diagnostic, 30 min, rien d'urgent), le Kangoo de l'entreprise Bati Plus (embrayage, 4h, à rendre le soir), la Clio de Mme Petit (vidange, 1h, elle la reprend à 11h), la Twingo de Julie (freins, 1h30, elle en a besoin à 14h). Dans quel ordre je les fais ?",
        expect: [
          mentions('308', 'Kangoo', 'Clio', 'Twingo', ['11h', '11 h'], ['14h', '14 h']),
          inOrder('Clio', 'Twingo', 'Kangoo', '308'),
          noHandoff(),
        ],
      },
      {
        user: 'Pourquoi la Twingo avant le Kangoo ?',
        expect: [mentions('Twingo', ['14h', '14 h']), noHandoff()],
      },
    ],
  },
  // A plumber writes to the landlord of his workshop, then wants it firmer, then three subject lines.
  {
    id: 'alfred-s48-plombier-proprietaire-rideau-bloque',
    employee: 'alfred',
    turns: [
      {
        user: "Écris un courrier à mon propriétaire, M. Vasseur, pour lui signaler que le rideau métallique de l'atelier est bloqué depuis lundi et que je ne peux plus sortir la camionnette. Demande-lui d'envoyer un réparateur avant vendredi.",
        expect: [
          mentions('M. Vasseur', 'rideau', 'camionnette', 'vendredi', [
            'réparateur',
            'réparer',
            'réparation',
          ]),
          notMentions('Demande-lui', 'lui signaler', 'mon propriétaire'),
          noPlaceholder(),
          vouvoie(),
        ],
      },
      {
        user: 'Sois plus ferme, ça fait déjà deux fois que je le préviens.',
        expect: [
          changedFromPrevious(),
          mentions('Vasseur', 'rideau', 'vendredi', ['deux fois', 'à deux reprises', 'deux reprises']),
          notMentions('ça fait déjà'),
          vouvoie(),
        ],
      },
      {
        user: 'Propose-moi trois objets pour ce courrier',
        expect: [listSize(3), mentions('rideau'), noHandoff()],
      },
    ],
  },
  // An architect pastes a client's worried email and says what to answer.
  {
    id: 'alfred-s48-architecte-repond-mail-colle',
    employee: 'alfred',
    turns: [
      {
        user: `Réponds à ce mail de ma cliente. Je veux lui dire que le permis de construire a été déposé en mairie le 14 novembre, que la mairie a deux mois pour l'instruire et que je la rappelle dès que j'ai un retour.

« Bonjour Monsieur Haddad,

Cela fait maintenant trois semaines que je n'ai aucune nouvelle de notre dossier d'extension. Mon mari et moi commençons à nous inquiéter : nous avions compris que les travaux pourraient démarrer au printemps, et l'entreprise de maçonnerie nous demande déjà une date. Pouvez-vous me dire où en est le permis et s'il y a quelque chose à faire de notre côté ?

Merci d'avance,
Claire Fontaine »`,
        expect: [
          mentions(
            ['Madame Fontaine', 'Claire'],
            'permis',
            '14 novembre',
            ['deux mois', '2 mois'],
            ['rappel', 'reviens vers vous', 'tiens informée', 'recontacte'],
          ),
          notMentions('Je veux lui dire', 'Cela fait maintenant trois semaines', 'la rappelle'),
          noPlaceholder(),
          vouvoie(),
        ],
      },
      {
        user: 'Plus court',
        expect: [shorterThanPrevious(), mentions('14 novembre', ['deux mois', '2 mois']), vouvoie()],
      },
    ],
  },
  // A clothes shop answers a customer about an exchange, then wants subject lines and picks one.
  {
    id: 'alfred-s48-boutique-echange-objets-choisis',
    employee: 'alfred',
    turns: [
      {
        user: 'Réponds à Mme Nguyen, une cliente de la boutique, qui veut échanger un manteau acheté pendant les soldes : on accepte l’échange à titre exceptionnel jusqu’au 20 décembre, mais pas de remboursement.',
        expect: [
          mentions('Mme Nguyen', 'manteau', ['échange', 'échanger'], '20 décembre', [
            'pas de remboursement',
            'aucun remboursement',
            'sans remboursement',
            'pas rembours',
            'ne pouvons pas vous rembourser',
            'ne pourrons pas',
          ]),
          notMentions('reviens vers vous', 'une cliente de la boutique'),
          noPlaceholder(),
          vouvoie(),
        ],
      },
      {
        user: 'Donne-moi trois objets pour ce mail',
        expect: [listSize(3), mentions('manteau'), noHandoff()],
      },
      {
        user: 'Je prends le deuxième',
        expect: [picksFromPreviousList(), mentions('Nguyen', '20 décembre')],
      },
    ],
  },
  // A physiotherapist types an appointment and a reminder fast, with typos and no accents.
  {
    id: 'alfred-s48-kine-rdv-comptable-fautes',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'prend rdv jeudi 10 decembre a 9h avec le comptabe pour le bilan du cabinet',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'bilan', dateIs: 'on:10-12', time: '09:00' }),
          notMentions('comptabe', 'decembre'),
        ],
      },
      {
        user: 'rapelle moi d apporter les releves bancaires de novembre la veille',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'relevés bancaires', dateIs: 'on:9-12' }),
          notMentions('releves', 'rapelle'),
        ],
      },
    ],
  },
];

/** Written at stop 48 with the others, unchanged; not run until the engine handles them. */
export const alfredStop48StillFailing: Scenario[] = [];
