import { z } from './zod.ts';

// The articles of /blog (SPEC.md §3 "Blog article"), written by the Septime team. Content is Markdown.

export const articleCategories = [
  'Tendances',
  'Business',
  'Sécurité',
  'Marketing',
  'Support',
  'Management',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/**
 * The blog's filter list (SPEC.md §2: all, Tendances, Business, Sécurité, Marketing, Support), plus
 * Management, which SPEC's articles also have: every article is under one filter, so the counts add
 * up to « Tous » (issue 42).
 */
export const articleFilters = [
  'Tendances',
  'Business',
  'Sécurité',
  'Marketing',
  'Support',
  'Management',
] as const;
export type ArticleFilter = (typeof articleFilters)[number] | 'Tous';

export interface Article {
  id: string;
  title: string;
  excerpt: string;
  /** Markdown, rendered without raw HTML. */
  content: string;
  author: string;
  /** ISO date (YYYY-MM-DD); shown as « 12 novembre 2026 » by formatArticleDate. */
  date: string;
  /** Minutes, from the length of the content. */
  readTime: number;
  category: ArticleCategory;
  /** File name of the local illustration (src/client/features/blog/images/). */
  image: string;
  tags: string[];
}

type Draft = Omit<Article, 'readTime' | 'image'>;

const wordsPerMinute = 200;
export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.ceil(markdown.split(/\s+/).filter(Boolean).length / wordsPerMinute));

const drafts: Draft[] = [
  {
    id: 'employes-ia-pme',
    title: 'Des assistants aux employés IA\u00a0: ce qui change pour les PME',
    excerpt:
      'Les outils d’IA ne se contentent plus de répondre à des questions\u00a0: ils prennent en charge des tâches complètes. Voici ce que cela change concrètement pour une petite équipe.',
    author: 'Camille Durand',
    date: '2026-11-12',
    category: 'Tendances',
    tags: ['Employés IA', 'PME', 'Productivité'],
    content: `Pendant longtemps, l’intelligence artificielle au bureau a pris la forme d’une boîte de dialogue\u00a0: on pose une question, on obtient une réponse, puis on fait le travail soi-même. Les **employés IA** changent cette logique. Ils reçoivent une mission, utilisent vos outils et rendent un résultat vérifiable.

## D’un outil à un rôle

Un assistant conversationnel est polyvalent mais passif. Un employé IA a un **périmètre clair**\u00a0: l’agenda et les emails pour un assistant de direction, le pipeline commercial pour un commercial, les tickets pour le support. Ce cadrage a deux avantages\u00a0:

- les consignes sont plus simples à écrire, car le rôle porte déjà une partie du contexte\u00a0;
- les erreurs sont plus faciles à repérer, car chaque employé a des livrables identifiables.

## Ce que les PME y gagnent

Dans une petite structure, chacun porte plusieurs casquettes. Les tâches répétitives (relances, comptes rendus, tri des demandes) se glissent entre deux rendez-vous et finissent par déborder sur la soirée. Confier ces tâches à un employé IA ne supprime pas le travail de relecture, mais il déplace l’effort\u00a0: on valide au lieu de produire.

> Le bon réflexe\u00a0: commencer par une tâche fréquente, peu risquée et facile à contrôler.

## Les limites à garder en tête

Un employé IA ne connaît que ce que vous lui donnez. Sans accès à l’historique client, il rédigera une relance générique. Sans règles de validation, il pourrait envoyer un message au mauvais moment. Trois garde-fous suffisent à démarrer\u00a0:

1. **Un humain valide** tout ce qui part vers l’extérieur pendant les premières semaines.
2. **Les accès sont limités** aux outils nécessaires au rôle.
3. **Les résultats sont mesurés**\u00a0: temps gagné, erreurs corrigées, délais de réponse.

## Par où commencer

Listez les tâches de la semaine dernière qui ont pris plus de trente minutes et qui suivent toujours le même schéma. Ce sont vos premières candidates. Avec Septime, chacune peut être confiée à l’employé IA dont c’est le métier, puis suivie depuis le tableau de bord.`,
  },
  {
    id: 'voix-et-ia',
    title: 'Voix et IA\u00a0: parler à ses outils devient naturel',
    excerpt:
      'Dicter une tâche, écouter un résumé en voiture, répondre à un client sans clavier\u00a0: la voix devient une interface de travail à part entière.',
    author: 'Julien Moreau',
    date: '2026-10-28',
    category: 'Tendances',
    tags: ['Voix', 'Synthèse vocale', 'Reconnaissance vocale'],
    content: `La reconnaissance vocale et la synthèse vocale existent depuis longtemps, mais elles servaient surtout à dicter du texte. Associées à un modèle de langage, elles permettent désormais de **converser** avec ses outils.

## Deux briques complémentaires

- **La reconnaissance vocale** transforme votre voix en texte. Sa qualité dépend du micro, du bruit ambiant et de la clarté de l’élocution.
- **La synthèse vocale** lit une réponse à voix haute. Le choix de la voix compte\u00a0: une voix posée pour un résumé, plus dynamique pour un rappel.

Entre les deux, l’employé IA comprend la demande et prépare la réponse.

## Les usages qui fonctionnent déjà

1. **Capturer une idée au vol**\u00a0: «\u00a0Ajoute une tâche pour relancer le devis de jeudi.\u00a0»
2. **Écouter un point de situation** entre deux rendez-vous plutôt que lire un tableau de bord.
3. **Préparer une réunion** en se faisant lire l’ordre du jour et les derniers échanges avec le client.

## Les bonnes pratiques

Parlez distinctement, une demande à la fois, et relisez la transcription avant de l’utiliser\u00a0: un nom propre mal compris peut changer le sens d’une consigne. Pour les informations sensibles, préférez un environnement calme et privé.

> La voix ne remplace pas l’écran\u00a0: elle évite de l’ouvrir quand ce n’est pas nécessaire.

## Et la confidentialité\u00a0?

Un enregistrement vocal est une donnée personnelle. Vérifiez où il est traité et combien de temps il est conservé. Dans Septime, la reconnaissance vocale est réservée aux utilisateurs connectés et la transcription vous est montrée avant tout usage.`,
  },
  {
    id: 'mesurer-roi-employe-ia',
    title: 'Mesurer le retour sur investissement d’un employé IA',
    excerpt:
      'Temps gagné, qualité, délais\u00a0: une méthode simple pour savoir si l’automatisation rapporte vraiment, avant et après sa mise en place.',
    author: 'Sarah Benali',
    date: '2026-10-15',
    category: 'Business',
    tags: ['ROI', 'Indicateurs', 'Automatisation'],
    content: `«\u00a0Combien ça nous fait gagner\u00a0?\u00a0» est la première question d’un dirigeant face à un projet d’automatisation. La réponse ne s’invente pas\u00a0: elle se mesure, **avant** puis **après**.

## Étape 1\u00a0: établir un point de départ

Pendant deux semaines, notez pour chaque tâche visée\u00a0:

- le nombre d’occurrences (emails traités, rapports produits, relances envoyées)\u00a0;
- le temps moyen passé par occurrence\u00a0;
- le délai entre la demande et le résultat\u00a0;
- le taux de reprise (ce qu’il a fallu corriger ou refaire).

Sans ce point de départ, tout gain restera une impression.

## Étape 2\u00a0: compter tous les coûts

Le coût d’un employé IA ne se limite pas à l’abonnement. Ajoutez le temps de mise en place, de relecture et d’ajustement des consignes. Les premières semaines, la relecture peut absorber une bonne partie du temps gagné\u00a0: c’est normal, et cela diminue à mesure que les consignes s’affinent.

## Étape 3\u00a0: comparer ce qui est comparable

Reprenez les mêmes indicateurs, sur la même durée\u00a0:

- **le temps par tâche**, le gain le plus direct\u00a0;
- **le délai de réponse**, dont dépend la satisfaction client\u00a0;
- **le taux de reprise**, car un gain de temps qui crée des erreurs n’en est pas un\u00a0;
- **le volume traité**, c’est-à-dire ce que l’équipe n’avait jamais le temps de faire.

## Étape 4\u00a0: décider

Si le temps gagné, valorisé au coût horaire de l’équipe, dépasse nettement le coût complet, étendez l’automatisation à une autre tâche. Sinon, regardez le taux de reprise\u00a0: c’est souvent la consigne, et non l’outil, qu’il faut améliorer.

> Un bon indicateur se relève chaque semaine en moins de cinq minutes. Au-delà, il sera abandonné.

Les rapports de Septime récapitulent les tâches confiées à chaque employé IA\u00a0: une base pratique pour ce suivi.`,
  },
  {
    id: 'prospection-automatisee',
    title: 'Automatiser sa prospection sans perdre la touche humaine',
    excerpt:
      'Recherche de prospects, premier message, relances\u00a0: ce qu’un commercial IA peut préparer, et ce qui doit rester entre vos mains.',
    author: 'Thomas Leroy',
    date: '2026-09-30',
    category: 'Business',
    tags: ['Prospection', 'CRM', 'Ventes'],
    content: `Une prospection efficace repose sur deux choses qui s’opposent en apparence\u00a0: **le volume** et **la personnalisation**. Un commercial IA permet de tenir les deux, à condition de bien répartir les rôles.

## Ce que l’IA prépare très bien

- **La recherche**\u00a0: rassembler ce qui est public sur une entreprise (activité, actualités, recrutements) avant un premier contact.
- **Le premier jet**\u00a0: un message qui reprend ces éléments plutôt qu’un modèle générique.
- **Le suivi**\u00a0: relances planifiées, mise à jour des étapes dans le CRM, rappel quand un prospect répond.

## Ce qui doit rester humain

- **Le ciblage**\u00a0: c’est vous qui connaissez vos meilleurs clients et pourquoi ils vous ont choisi.
- **La validation** des messages, au moins au début.
- **La conversation** dès que le prospect répond\u00a0: c’est là que la relation commence.

## Rester dans les règles

En B2B, la prospection par email est possible sans consentement préalable si le message concerne la fonction de la personne, à condition de l’informer de l’usage de ses données et de lui offrir un moyen simple de s’opposer à tout nouvel envoi. La CNIL publie des recommandations détaillées à ce sujet\u00a0: lisez-les avant de lancer une campagne.

## Une séquence type

1. Jour 1\u00a0: message personnalisé, une seule question.
2. Jour 4\u00a0: relance courte apportant une information utile (étude de cas, article).
3. Jour 10\u00a0: dernier message, qui laisse la porte ouverte.

> Trois messages bien construits valent mieux que dix relances automatiques.

Avec Chip, le commercial de Septime, chaque étape est tracée dans votre CRM et rien ne part sans votre accord.`,
  },
  {
    id: 'rgpd-et-ia',
    title: 'RGPD et IA\u00a0: les bonnes pratiques pour vos données clients',
    excerpt:
      'Confier des données clients à un outil d’IA n’exonère pas des obligations du RGPD. Les points à vérifier, simplement.',
    author: 'Inès Garnier',
    date: '2026-09-16',
    category: 'Sécurité',
    tags: ['RGPD', 'Données personnelles', 'Conformité'],
    content: `Le Règlement général sur la protection des données (RGPD) s’applique depuis le 25 mai 2018 à tout traitement de données personnelles, y compris lorsqu’il passe par un outil d’intelligence artificielle.

## Qui est responsable de quoi

Lorsque vous utilisez un service d’IA pour traiter les données de vos clients, vous restez en général **responsable de traitement**\u00a0: c’est vous qui décidez pourquoi et comment les données sont utilisées. Le prestataire agit comme **sous-traitant** et doit signer avec vous un contrat conforme à l’article 28 du RGPD.

## Les cinq vérifications

1. **La finalité**\u00a0: pour quoi faites-vous traiter ces données\u00a0? Répondre aux demandes clients n’est pas la même chose qu’entraîner un modèle.
2. **La minimisation**\u00a0: ne transmettez que ce qui est nécessaire à la tâche.
3. **La localisation**\u00a0: où les données sont-elles hébergées\u00a0? Un transfert hors de l’Union européenne doit être encadré.
4. **La durée de conservation**\u00a0: elle doit être définie et respectée.
5. **La sécurité**\u00a0: chiffrement, contrôle des accès, journalisation.

## Les droits des personnes

Vos clients gardent leurs droits d’accès, de rectification, d’effacement, de portabilité et d’opposition. Vous devez pouvoir y répondre dans un délai d’un mois, y compris pour les données passées par vos outils d’IA. Assurez-vous que votre prestataire sait retrouver et supprimer ces données.

## En cas d’incident

Une violation de données présentant un risque pour les personnes doit être notifiée à la CNIL dans les 72 heures. Votre prestataire doit donc vous prévenir rapidement\u00a0: vérifiez le délai prévu dans son contrat.

> Une bonne question à poser à tout fournisseur\u00a0: «\u00a0Mes données servent-elles à entraîner vos modèles\u00a0?\u00a0»

Chez Septime, les données sont hébergées dans l’Union européenne, chaque client dispose d’un environnement séparé et vos données ne servent pas à entraîner de modèles.`,
  },
  {
    id: 'ai-act-entreprises',
    title: 'AI Act\u00a0: ce que le règlement européen change pour les entreprises',
    excerpt:
      'Le règlement européen sur l’intelligence artificielle s’applique par étapes. Les obligations qui concernent déjà les entreprises qui utilisent l’IA.',
    author: 'Inès Garnier',
    date: '2026-08-27',
    category: 'Sécurité',
    tags: ['AI Act', 'Réglementation', 'Conformité'],
    content: `Le règlement (UE) 2024/1689, dit **AI Act**, est entré en vigueur le 1er août 2024. Il classe les systèmes d’IA selon leur niveau de risque et fixe des obligations différentes pour ceux qui les développent (fournisseurs) et ceux qui les utilisent (déployeurs).

## Une application progressive

Selon le calendrier fixé par le texte\u00a0:

- **février 2025**\u00a0: interdiction de certaines pratiques (notation sociale, manipulation, etc.) et obligation de maîtrise de l’IA pour le personnel\u00a0;
- **août 2025**\u00a0: règles applicables aux modèles d’IA à usage général\u00a0;
- **août 2026**\u00a0: la plupart des autres obligations, dont la transparence\u00a0;
- **août 2027**\u00a0: règles pour les systèmes à haut risque intégrés à des produits réglementés.

Ce calendrier peut être ajusté par les institutions européennes\u00a0: vérifiez les textes en vigueur avant toute décision.

## Ce qui concerne la plupart des entreprises

Utiliser un assistant pour rédiger des emails ou résumer des réunions relève en général du **risque minimal**. Quelques règles s’appliquent pourtant largement\u00a0:

1. **Former les équipes**\u00a0: le personnel qui utilise l’IA doit en comprendre le fonctionnement et les limites.
2. **Être transparent**\u00a0: une personne qui échange avec un système d’IA doit le savoir, sauf si c’est évident.
3. **Identifier les usages sensibles**\u00a0: le recrutement, l’évaluation des salariés ou l’accès au crédit font partie des domaines à haut risque, avec des obligations renforcées.

## Le cas du recrutement

Un outil qui trie des candidatures entre dans la catégorie à haut risque. Le déployeur doit notamment assurer un **contrôle humain**, utiliser l’outil conformément à sa notice et informer les personnes concernées.

> Un humain décide, l’IA prépare\u00a0: c’est la règle que nous appliquons à Dot, notre recruteuse IA.

## Par où commencer

Dressez l’inventaire de vos usages de l’IA, classez-les par niveau de risque et désignez une personne chargée de suivre le sujet. C’est la base de toute mise en conformité.`,
  },
  {
    id: 'calendrier-editorial',
    title: 'Un calendrier éditorial tenu toute l’année',
    excerpt:
      'Articles, newsletters, réseaux sociaux\u00a0: comment une experte marketing IA aide à publier régulièrement sans sacrifier la qualité.',
    author: 'Camille Durand',
    date: '2026-08-06',
    category: 'Marketing',
    tags: ['Contenu', 'SEO', 'Réseaux sociaux'],
    content: `La régularité est le premier facteur de réussite d’une stratégie de contenu, et le premier à disparaître quand l’activité s’accélère. Une experte marketing IA comme Suki aide surtout à **tenir le rythme**.

## Partir des questions de vos clients

Les meilleurs sujets viennent du terrain\u00a0: questions posées au support, objections entendues en rendez-vous, recherches qui mènent à votre site. Rassemblez-les chaque mois\u00a0; ce sont vos titres des trois prochains mois.

## Un calendrier réaliste

- **Un article de fond par mois**, relu et enrichi par un expert de l’équipe\u00a0;
- **une newsletter** qui reprend l’article et les actualités de l’entreprise\u00a0;
- **trois à cinq publications** sur les réseaux sociaux, déclinées à partir de l’article.

Mieux vaut un rythme modeste tenu toute l’année qu’un mois intense suivi de six mois de silence.

## Ce que l’IA fait bien

1. Proposer des plans d’articles à partir d’une question.
2. Décliner un article en formats courts adaptés à chaque réseau.
3. Vérifier la cohérence du ton avec votre charte éditoriale.
4. Suggérer des mots-clés et des intertitres pour le référencement.

## Ce qui reste votre valeur ajoutée

Les exemples vécus, les chiffres de votre activité et votre point de vue. Un contenu qui pourrait être signé par n’importe quel concurrent n’apportera ni confiance ni trafic durable.

> Relisez toujours à voix haute\u00a0: si la phrase ne sonne pas comme vous, réécrivez-la.

## Mesurer sans se disperser

Suivez peu d’indicateurs\u00a0: visites organiques, inscriptions à la newsletter, demandes de contact issues du contenu. Un point mensuel suffit pour ajuster le calendrier.`,
  },
  {
    id: 'support-ia-escalade',
    title: 'Support client\u00a0: quand l’IA répond et quand elle passe la main',
    excerpt:
      'Répondre vite sans frustrer\u00a0: comment répartir les demandes entre un agent IA et votre équipe, et réussir l’escalade.',
    author: 'Julien Moreau',
    date: '2026-07-09',
    category: 'Support',
    tags: ['Service client', 'Tickets', 'Escalade'],
    content: `Un client qui attend une réponse pendant deux jours est un client qui doute. Un client enfermé dans une conversation automatique qui ne comprend pas sa demande est un client qui part. Le bon support IA évite les deux écueils.

## Trier avant de répondre

La première valeur d’un agent de support IA comme Clide est le **tri**\u00a0: catégoriser la demande, estimer son urgence et rassembler le contexte (commandes, échanges précédents) avant qu’un humain ne l’ouvre.

## Les demandes qu’il peut traiter seul

- questions fréquentes documentées dans votre base de connaissances\u00a0;
- suivi de commande ou de livraison\u00a0;
- modification simple d’un compte ou d’un rendez-vous.

Pour ces demandes, une réponse immédiate et exacte vaut mieux qu’une réponse humaine tardive.

## Les demandes à escalader

1. **Un client mécontent** ou qui le devient au fil de l’échange.
2. **Une demande hors cadre**\u00a0: geste commercial, litige, cas non documenté.
3. **Un sujet sensible**\u00a0: données personnelles, sécurité, question juridique.
4. **Une deuxième relance** sur le même problème.

## Réussir le passage de relais

Le client ne doit jamais répéter son problème. L’escalade transmet un résumé, les actions déjà tentées et le niveau d’urgence. Annoncez clairement le délai de reprise par un conseiller.

> La meilleure escalade est celle que le client ne remarque pas, sauf par la qualité de la réponse.

## Améliorer en continu

Chaque escalade est une information\u00a0: une question qui revient souvent mérite un article dans la base de connaissances, et un article mal compris mérite d’être réécrit. Relisez chaque semaine un échantillon de conversations, automatiques et humaines.`,
  },
  {
    id: 'equipe-mixte-humains-ia',
    title: 'Manager une équipe mixte, humains et IA',
    excerpt:
      'Répartir le travail, fixer les règles de validation, accompagner les collaborateurs\u00a0: le rôle du manager évolue avec les employés IA.',
    author: 'Sarah Benali',
    date: '2026-06-18',
    category: 'Management',
    tags: ['Management', 'Organisation', 'Conduite du changement'],
    content: `Introduire des employés IA dans une équipe n’est pas un projet technique\u00a0: c’est un projet d’organisation. Le manager y joue le premier rôle.

## Expliquer avant de déployer

Les collaborateurs se demandent légitimement ce que l’arrivée de l’IA signifie pour leur poste. Répondez clairement\u00a0: quelles tâches sont confiées, pourquoi, et ce que l’équipe fera du temps libéré. Impliquez ceux qui font le travail aujourd’hui\u00a0: ils savent mieux que quiconque où sont les pièges.

## Répartir le travail

- **À l’IA**\u00a0: les tâches répétitives, bien décrites, faciles à vérifier.
- **À l’équipe**\u00a0: la relation, le jugement, les cas particuliers et la validation.
- **Ensemble**\u00a0: la préparation (l’IA rassemble, l’humain décide).

## Fixer des règles de validation

Pour chaque tâche confiée, écrivez qui valide, à quel moment et selon quels critères. Au début, tout est relu\u00a0; ensuite, on passe à un contrôle par échantillon quand la qualité est au rendez-vous.

## Suivre la charge réelle

Le temps gagné ne doit pas se transformer en surcharge. Un tableau de bord partagé des tâches (humaines et IA) permet de voir qui fait quoi et de rééquilibrer.

> Le manager d’une équipe mixte passe moins de temps à répartir le travail et plus de temps à le faire progresser.

## Former en continu

Savoir formuler une consigne, repérer une erreur et corriger un résultat sont des compétences qui s’apprennent. Prévoyez des temps d’échange réguliers pour partager les bonnes consignes et les erreurs évitées.`,
  },
  {
    id: 'reunions-mieux-preparees',
    title: 'Des réunions moins nombreuses et mieux préparées',
    excerpt:
      'Ordre du jour, compte rendu, suivi des décisions\u00a0: confier la logistique des réunions à l’IA pour garder le temps de la discussion.',
    author: 'Thomas Leroy',
    date: '2026-06-02',
    category: 'Management',
    tags: ['Réunions', 'Comptes rendus', 'Organisation'],
    content: `Une réunion utile se prépare, se tient et se suit. C’est souvent la préparation et le suivi qui manquent, faute de temps. Ce sont justement les deux moments qu’une cheffe de projet IA comme Millie peut prendre en charge.

## Avant\u00a0: un ordre du jour qui tient en cinq lignes

- l’objectif de la réunion (décider, informer, résoudre)\u00a0;
- les points à traiter, avec un responsable pour chacun\u00a0;
- les documents à lire avant, résumés en quelques phrases.

Si l’objectif est seulement d’informer, un message écrit suffit souvent\u00a0: c’est une réunion évitée.

## Pendant\u00a0: se concentrer sur l’échange

Quand la prise de notes est confiée à un outil, chacun peut participer pleinement. Annoncez-le en début de séance\u00a0: les participants doivent savoir que la réunion est transcrite.

## Après\u00a0: un compte rendu actionnable

Un bon compte rendu tient en trois parties\u00a0:

1. **Les décisions** prises.
2. **Les actions**, avec un responsable et une échéance.
3. **Les questions ouvertes**, à traiter plus tard.

Envoyé dans l’heure, il évite les malentendus\u00a0; ajouté au suivi de projet, il transforme les décisions en tâches.

> Une décision sans responsable ni échéance n’est qu’une intention.

## Faire le ménage dans l’agenda

Une fois par trimestre, passez en revue les réunions récurrentes\u00a0: lesquelles ont encore un objectif\u00a0? Alfred, l’assistant de Septime, peut vous proposer la liste des créneaux à libérer en fonction de vos priorités.`,
  },
];

export const articles: readonly Article[] = drafts
  .map((draft) => ({ ...draft, readTime: readingMinutes(draft.content), image: `${draft.id}.svg` }))
  .sort((a, b) => b.date.localeCompare(a.date));

export const articleById = (id: string): Article | undefined => articles.find((a) => a.id === id);

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-12' → '12 novembre 2026'. */
export function formatArticleDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const isArticleFilter = (value: unknown): value is ArticleFilter =>
  value === 'Tous' || (articleFilters as readonly unknown[]).includes(value);

/**
 * Search (title, excerpt, tags, author; every word, case and accents ignored) combined with the
 * category; the counts follow the search so each filter says what it would show.
 */
export function filterArticles(
  list: readonly Article[],
  { query = '', category = 'Tous' }: { query?: string; category?: ArticleFilter },
): { results: Article[]; counts: Record<ArticleFilter, number> } {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matching = list.filter((article) => {
    const haystack = fold([article.title, article.excerpt, article.author, ...article.tags].join(' '));
    return words.every((word) => haystack.includes(word));
  });
  const counts = { Tous: matching.length } as Record<ArticleFilter, number>;
  for (const filter of articleFilters) counts[filter] = matching.filter((a) => a.category === filter).length;
  return {
    results: category === 'Tous' ? matching : matching.filter((a) => a.category === category),
    counts,
  };
}

// --- newsletter (validated by the browser and again by the server)

export const newsletterSchema = z.object({
  email: z
    .string({ error: 'Veuillez saisir votre adresse email.' })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: 'Veuillez saisir une adresse email valide.' })
        .max(254, { error: 'Veuillez saisir une adresse email valide.' }),
    ),
});

export const newsletterThanks = 'Merci, vous êtes inscrit.';

/** The newsletter's answer: the same thanks whether the address was already subscribed or not. */
export const newsletterResponseSchema = z.object({ message: z.string() });
