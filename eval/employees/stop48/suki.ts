import {
  changedFromPrevious,
  hashtags,
  inOrder,
  listSize,
  longerThanPrevious,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  picksFromPreviousList,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 48, before the engine was run on them: their first-run figure is in BENCHMARKS.md.
export const sukiStop48: Scenario[] = [
  {
    id: 'suki-s48-architecte-plan-echoppe-partie-ajoutee',
    employee: 'suki',
    turns: [
      {
        user: 'Je suis architecte à Bordeaux. Propose-moi le plan d’un article de blog en 5 parties sur la rénovation d’une échoppe bordelaise, pour des particuliers qui hésitent à se lancer.',
        expect: [listSize(5), mentions('échoppe'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'Ajoute une partie sur le budget.',
        expect: [listSize(6), mentions('budget', 'échoppe')],
      },
    ],
  },
  {
    id: 'suki-s48-kine-pilates-tutoie',
    employee: 'suki',
    turns: [
      {
        user: 'Salut Suki ! tu peux m’écrire un post Insta pour mon cabinet de kiné à Montpellier ? On lance des cours de Pilates en petit groupe le mardi à 19h, 6 personnes max, 25 € la séance. Tutoie les gens, c’est le ton de notre compte.',
        expect: [
          mentions(
            'Pilates',
            'Montpellier',
            'mardi',
            ['19h', '19 h'],
            ['6 personnes', 'six personnes'],
            '25 €',
          ),
          tutoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court stp',
        expect: [shorterThanPrevious(), tutoie(), mentions('Pilates', '25 €')],
      },
    ],
  },
  {
    id: 'suki-s48-boulangerie-galette-tape-vite',
    employee: 'suki',
    turns: [
      {
        user: 'fais moi un post insta pour la boulangerie, on sort une galette frangipane pistache a partir du 3 janvier, 24 euros la 6 parts',
        expect: [
          mentions('galette', 'pistache', '3 janvier', ['24 €', '24 euros']),
          notMentions('a partir du', 'la 6 parts'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'rajoute qu on peut la commander par telephone au 04 78 22 61 09',
        expect: [
          mentions('04 78 22 61 09', 'pistache', '3 janvier'),
          notMentions('telephone'),
          longerThanPrevious(),
        ],
      },
    ],
  },
  {
    id: 'suki-s48-plombier-post-puis-linkedin-puis-prix-corrige',
    employee: 'suki',
    turns: [
      {
        user: 'Écris un post Facebook pour ma plomberie Martin Frères à Villeurbanne : on fait maintenant les dépannages le dimanche, déplacement 49 € dans toute la métropole de Lyon.',
        expect: [mentions('Martin Frères', 'Villeurbanne', 'dimanche', '49 €'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'Fais-en une version LinkedIn, plus sobre.',
        expect: [mentions('Martin Frères', 'dimanche', '49 €'), changedFromPrevious(), noPlaceholder()],
      },
      {
        user: 'en fait le déplacement c’est 59 €',
        expect: [mentions('59 €', 'dimanche', 'Martin Frères'), notMentions('49 €')],
      },
    ],
  },
  {
    id: 'suki-s48-garage-mail-colle-en-newsletter',
    employee: 'suki',
    turns: [
      {
        user: 'Transforme ce mail de mon associé en newsletter pour nos clients :\n\n« Salut Karim,\nPour février on fait la promo sur les pneus hiver : -15 % sur les Michelin Alpin jusqu’au 28 février, montage compris. On offre aussi le contrôle de la clim pour toute vidange. Et n’oublie pas de dire que le garage sera fermé du 10 au 14 février pour les travaux de l’atelier. Le nouveau numéro pour prendre rendez-vous c’est le 02 97 45 18 30.\nÀ plus,\nJérôme »',
        expect: [
          mentions(
            '15 %',
            'Michelin',
            '28 février',
            ['clim', 'climatisation'],
            'vidange',
            ['10 au 14 février', '10 février au 14 février'],
            '02 97 45 18 30',
          ),
          notMentions('Salut Karim', 'n’oublie pas de dire'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Propose-moi trois objets pour l’e-mail.',
        expect: [listSize(3), mentions(['pneus', '15 %', 'Michelin'])],
      },
    ],
  },
  {
    id: 'suki-s48-chaussures-soldes-sms-puis-tu',
    employee: 'suki',
    turns: [
      {
        user: 'Annonce nos soldes d’hiver sur Facebook pour la boutique de chaussures Pas à Pas à Quimper : -30 % sur toute la collection à partir du 7 janvier, puis -50 % la dernière semaine.',
        expect: [
          mentions('Pas à Pas', 'Quimper', '30 %', '7 janvier', '50 %'),
          notMentions('février'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Fais une version SMS pour nos clientes fidèles.',
        expect: [shorterThanPrevious(), mentions('Pas à Pas', '30 %', '7 janvier'), hashtags(0)],
      },
      {
        user: 'tutoie-les',
        expect: [tutoie(), mentions('30 %', '7 janvier')],
      },
    ],
  },
  {
    id: 'suki-s48-resto-burgers-slogans-fautes',
    employee: 'suki',
    turns: [
      {
        user: 'trouve moi 5 slogans pour mon resto de burgers a Lille, on fait que du boeuf local et du pain maison, ca doit etre court et drole',
        expect: [listSize(5), hashtags(0), notMentions('etre', 'drole', 'ca doit'), noHandoff()],
      },
      {
        user: 'j aime bien le 2e, fais en un post insta pour l ouverture samedi',
        expect: [
          picksFromPreviousList(),
          mentions('Lille', 'samedi', ['ouverture', 'ouvre']),
          notMentions('l ouverture'),
          noPlaceholder(),
        ],
      },
    ],
  },
  {
    id: 'suki-s48-consultante-classe-idees-linkedin',
    employee: 'suki',
    turns: [
      {
        user: 'Je suis consultante RH en solo à Nantes. Voici mes idées de contenus LinkedIn pour janvier, classe-les de la plus utile à la moins utile pour trouver des clients PME, et dis-moi pourquoi : 1) un carrousel sur les 5 erreurs de l’entretien annuel, 2) ma photo aux vœux de la CCI, 3) un retour d’expérience chiffré sur une mission de recrutement, 4) un sondage sur le télétravail.',
        expect: [
          listSize(4),
          mentions('carrousel', 'retour d’expérience', 'sondage', ['CCI', 'vœux']),
          inOrder('carrousel', 'photo'),
          inOrder('retour d’expérience', 'photo'),
          noHandoff(),
        ],
      },
      {
        user: 'Rédige celui que tu mets en premier.',
        expect: [picksFromPreviousList(), noPlaceholder(), noHandoff()],
      },
    ],
  },
];

// Not run: the stop-48 scenarios the engine still fails, each with why (moved unchanged).
export const sukiStop48StillFailing: Scenario[] = [];
