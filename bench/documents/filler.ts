// Filler for the retrieval benchmark at scale: 990 documents of French business prose (steering
// committee minutes, activity reports, IT and logistics procedures, product sheets, market studies,
// customer letters, audits, specifications, CSR reports…), written from sentence templates whose
// slots (people, companies, cities, products, figures, dates, tools) are drawn from lists, so no two
// paragraphs are alike and the vocabulary is the everyday one of a company's archive: "client",
// "délai", "commande", "prix", "contrat" recur, as they do, but the facts the benchmark's questions
// ask for (a withdrawal period, a price list, an alarm code…) are in their own documents only; the
// benchmark checks that no filler passage holds one of their answers.

import type { CorpusDocument } from './corpus.ts';

/** A deterministic generator (mulberry32), so every run loads the same filler. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const firstNames =
  'Nathalie Thomas Isabelle Nicolas Sandrine Julien Céline Mathieu Aurélie Antoine Émilie Guillaume Laure Sébastien Claire Vincent Hélène Romain Caroline Maxime Élodie Pierre Sophie Alexandre Manon Benoît Inès Hugo Agathe Olivier Chloé Damien Margaux Yannick Pauline Rachid Fatima Mehdi Lucie Arnaud'.split(
    ' ',
  );
const lastNames =
  'Bernard Petit Robert Richard Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Mercier Blanc Guerin Boyer Garnier Chevalier François Legrand Gauthier Perrin Robin Clément Morin Nicolas Henry Roussel Mathieu Gautier Masson Marchand'.split(
    ' ',
  );
const cities =
  'Rennes Grenoble Strasbourg Montpellier Dijon Angers Reims Limoges Clermont-Ferrand Tours Metz Besançon Orléans Rouen Caen Nancy Poitiers Pau Perpignan Brest Annecy Valence Chambéry Niort Troyes Lorient Vannes Colmar Avignon Bayonne'.split(
    ' ',
  );
const companyTrades =
  'Transports Menuiserie Imprimerie Laboratoire Cabinet Agence Plomberie Pharmacie Librairie Brasserie Fromagerie Serrurerie Clinique Électricité Paysages Charpente Optique Distillerie Maroquinerie Coopérative'.split(
    ' ',
  );
const months = 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
  ' ',
);
const departments = [
  'la direction financière',
  'le service achats',
  'l’équipe logistique',
  'le pôle marketing',
  'la direction commerciale',
  'le service informatique',
  'l’équipe qualité',
  'le bureau d’études',
  'la comptabilité',
  'les ressources humaines',
  'le service après-vente',
  'l’équipe de production',
];
const tools = [
  'le logiciel de gestion commerciale',
  'l’ERP',
  'le tableur partagé',
  'l’outil de ticketing',
  'le CRM',
  'la messagerie interne',
  'le portail fournisseurs',
  'l’intranet',
  'le logiciel de paie',
  'l’application mobile des techniciens',
];
const productNouns =
  'cartouche palette bobine gaine vanne cuve borne dalle poignée caisse housse sangle pompe jauge console gouttière cloison bâche'.split(
    ' ',
  );
const productAdjectives =
  'compacte renforcée recyclée isolante modulaire étanche légère haute-densité biosourcée connectée'.split(
    ' ',
  );
const topics = [
  'la refonte du site internet',
  'le déménagement de l’entrepôt',
  'la certification ISO 9001',
  'le passage à la facturation électronique',
  'l’ouverture d’une agence à l’étranger',
  'la réduction des emballages plastiques',
  'la migration de la messagerie',
  'le lancement de la gamme professionnelle',
  'la renégociation du bail commercial',
  'le plan de mobilité des salariés',
  'l’automatisation de la préparation des commandes',
  'la mise en conformité RGPD des fichiers clients',
  'le salon international de l’emballage',
  'la mutualisation des tournées de livraison',
  'le remplacement du parc de photocopieurs',
  'la numérisation des archives papier',
];
const risks = [
  'une hausse du coût des matières premières',
  'la dépendance à un fournisseur unique',
  'un retard dans le recrutement des techniciens',
  'la saturation du serveur de fichiers',
  'une baisse des commandes des grossistes',
  'la fin du contrat de maintenance',
  'des pannes répétées de la ligne de conditionnement',
  'l’évolution de la réglementation sur les déchets',
];

type Slots = Record<string, () => string>;

function slotsFor(next: () => number): Slots {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    person: () => `${pick(firstNames)} ${pick(lastNames)}`,
    first: () => pick(firstNames),
    company: () => `${pick(companyTrades)} ${pick(lastNames)}`,
    city: () => pick(cities),
    month: () => pick(months),
    date: () => `${int(2, 28)} ${pick(months)}`,
    year: () => String(int(2019, 2026)),
    dept: () => pick(departments),
    tool: () => pick(tools),
    product: () => `${pick(productNouns)} ${pick(productAdjectives)}`,
    ref: () => `${pick(['BC', 'DV', 'FA', 'LOT', 'PRJ', 'AO'])}-${int(1000, 9999)}`,
    topic: () => pick(topics),
    risk: () => pick(risks),
    n: () => String(int(3, 60)),
    big: () => int(12, 480).toLocaleString('fr-FR'),
    pct: () => `${int(2, 38)} %`,
    // Amounts in hundreds, so no filler figure can be one of the price list's.
    amount: () => `${(int(12, 950) * 100).toLocaleString('fr-FR')} €`,
    weekday: () => pick(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi']),
  };
}

/** Sentences built from a subject, an action and a circumstance: thousands of combinations. */
const subjects = [
  '{person}',
  '{dept}',
  'Le prestataire {company}',
  'L’équipe de {city}',
  'Le comité de direction',
  'Notre partenaire {company}',
  'Le responsable du site de {city}',
  '{first}, cheffe de projet,',
  '{first}, responsable des achats,',
  'Le cabinet {company}',
  'La gérance',
  'Le groupe de travail',
];
const actions = [
  'propose de revoir le calendrier de {topic}',
  'demande un chiffrage détaillé pour la {product}',
  'signale un écart de {pct} sur les volumes de {month}',
  'valide le devis {ref} d’un montant de {amount}',
  'prépare une synthèse des retours des utilisateurs',
  'relance {company} au sujet de la facture {ref}',
  'organise une session de prise en main de {tool}',
  'suggère de mutualiser les achats avec le site de {city}',
  'étudie le remplacement de la {product}',
  'confirme l’expédition de {big} unités',
  'présente les résultats de l’enquête interne',
  'attire l’attention sur {risk}',
  'souhaite associer {dept} aux prochaines décisions',
  'met à jour la cartographie des processus',
  'recense les besoins des équipes pour {year}',
  'compare trois offres concurrentes pour la {product}',
  'rédige une note de cadrage sur {topic}',
  'analyse les causes des retards constatés en {month}',
  'négocie une remise de {pct} avec {company}',
  'planifie la visite du site de {city}',
  'vérifie la cohérence des stocks dans {tool}',
  'transmet le dossier {ref} au service juridique',
  'estime le gain attendu à {amount} par an',
  'termine la reprise des données historiques',
];
const circumstances = [
  'd’ici le {date}',
  'avant la fin du mois de {month}',
  'lors du prochain comité',
  'en lien avec {dept}',
  'pour le site de {city}',
  'dans le cadre de {topic}',
  'sans surcoût pour l’entreprise',
  'afin de sécuriser le planning',
  'à la demande de {person}',
  'comme convenu le {weekday} précédent',
  'malgré des effectifs réduits',
  'après un premier essai concluant',
  'sur la base des chiffres de {year}',
  'en priorité sur les dossiers urgents',
];

interface Kind {
  name: string;
  sections: string[];
  sentences: string[];
}

/** Sentences any document may hold. */
const common = [
  '{dept} a présenté un point d’avancement sur {topic}.',
  'Le budget prévu pour {topic} s’élève à {amount}, dont {pct} déjà engagés.',
  '{person} rappelle que les dossiers doivent être archivés dans {tool} avant la fin du mois.',
  'Une réunion de suivi est fixée au {weekday} {date} avec {dept}.',
  'Les indicateurs du mois de {month} montrent une progression de {pct} sur le périmètre de {city}.',
  'Le principal risque identifié reste {risk}.',
  'Un plan d’action sera proposé par {person} au prochain comité.',
  'La référence {ref} est utilisée pour tous les échanges liés à ce dossier.',
  '{person} coordonne les échanges avec {company}, partenaire historique basé à {city}.',
  'Les équipes de {city} ont traité {big} demandes sur la période.',
  'Le tableau de bord est mis à jour chaque {weekday} matin dans {tool}.',
  'Les écarts constatés seront analysés avec {dept} d’ici le {date}.',
];

const kinds: Kind[] = [
  {
    name: 'Compte-rendu comité de pilotage {topicShort} {date}',
    sections: ['Ordre du jour', 'Avancement', 'Points de vigilance', 'Arbitrages', 'Prochaines étapes'],
    sentences: [
      'Le comité valide le lancement de la deuxième phase de {topic}.',
      '{person} présente le planning révisé : la recette est décalée au {date}.',
      'Le comité demande une estimation chiffrée avant tout engagement supplémentaire.',
      'Le prestataire {company} confirme la disponibilité de deux consultants à partir de {month}.',
      'L’arbitrage sur le périmètre est reporté faute de données consolidées.',
      'Les participants notent que {risk} pourrait retarder le projet de {n} semaines.',
      '{person} se charge de diffuser le compte-rendu aux membres absents.',
    ],
  },
  {
    name: 'Rapport d’activité {city} {month} {year}',
    sections: ['Synthèse', 'Activité commerciale', 'Production', 'Ressources humaines', 'Perspectives'],
    sentences: [
      'L’agence de {city} a signé {n} nouveaux contrats, principalement auprès des collectivités.',
      'Le volume produit atteint {big} unités, soit {pct} de plus qu’au trimestre précédent.',
      'Deux postes de techniciens restent ouverts depuis {month}.',
      'La marge brute de l’agence s’établit à {pct}, en léger retrait.',
      'Le portefeuille de commandes représente {n} semaines de charge.',
      'Les perspectives pour {year} dépendent surtout de {topic}.',
      'Le taux de service atteint {pct} malgré des absences prolongées.',
    ],
  },
  {
    name: 'Procédure informatique {toolShort}',
    sections: ['Objet', 'Accès', 'Sauvegarde', 'Incidents', 'Contacts'],
    sentences: [
      'Chaque utilisateur se connecte à {tool} avec son identifiant nominatif et une double authentification.',
      'Les mots de passe sont renouvelés tous les {n} mois et ne sont jamais partagés par courriel.',
      'Un incident bloquant est déclaré dans l’outil de ticketing avec une capture d’écran.',
      'Le service informatique répond aux tickets prioritaires dans la demi-journée.',
      'Les postes portables sont chiffrés et verrouillés après {n} minutes d’inactivité.',
      'Les fichiers partagés sont copiés chaque nuit sur un second site à {city}.',
      'Une habilitation est retirée le jour du départ du salarié, à la demande de {dept}.',
    ],
  },
  {
    name: 'Fiche produit {productCap} {ref}',
    sections: ['Description', 'Caractéristiques', 'Conditionnement', 'Utilisation', 'Entretien'],
    sentences: [
      'La {product} est conçue pour un usage intensif en atelier comme en extérieur.',
      'Elle est livrée par lots de {n} pièces, sur palette filmée.',
      'Le poids unitaire est de {n} kilogrammes et la longueur de {big} millimètres.',
      'Le produit est fabriqué à {city} à partir de matériaux recyclés à {pct}.',
      'Un nettoyage à l’eau claire suffit ; les solvants sont à proscrire.',
      'La référence {ref} remplace l’ancienne version, qui n’est plus fabriquée.',
      'Une notice de montage illustrée accompagne chaque carton.',
    ],
  },
  {
    name: 'Étude de marché {topicShort} {year}',
    sections: ['Contexte', 'Méthodologie', 'Résultats', 'Concurrence', 'Recommandations'],
    sentences: [
      'L’enquête a été menée auprès de {big} entreprises de la région de {city}.',
      '{pct} des répondants déclarent vouloir investir dans les deux ans.',
      'Le marché est dominé par trois acteurs nationaux qui concentrent {pct} des ventes.',
      'Les petites structures citent le manque de temps comme premier frein.',
      'Le prix reste le critère de choix principal, devant la proximité.',
      'Nous recommandons de cibler d’abord les artisans et les professions libérales.',
      'Les entretiens qualitatifs confirment l’intérêt pour une offre clé en main.',
    ],
  },
  {
    name: 'Courrier client {company}',
    sections: ['Objet', 'Rappel des faits', 'Proposition', 'Suite'],
    sentences: [
      'Madame, Monsieur, nous accusons réception de votre courrier du {date} concernant la commande {ref}.',
      'Après vérification, la livraison a bien été effectuée le {date} à votre dépôt de {city}.',
      'Nous vous proposons un geste commercial de {pct} sur votre prochaine commande.',
      '{person}, votre interlocuteur, reste à votre disposition pour organiser une visite.',
      'Nous vous prions d’agréer nos salutations distinguées.',
      'Le bon de livraison signé par votre magasinier est joint à ce courrier.',
      'Nous regrettons la gêne occasionnée et avons renforcé nos contrôles au départ.',
    ],
  },
  {
    name: 'Audit qualité {city} {year}',
    sections: ['Périmètre', 'Constats', 'Non-conformités', 'Actions correctives', 'Conclusion'],
    sentences: [
      'L’audit a porté sur {n} processus et {big} enregistrements tirés au hasard.',
      'Les fiches de contrôle sont correctement remplies dans {pct} des cas.',
      'Une non-conformité mineure concerne l’étalonnage des instruments de mesure.',
      'Les auditeurs soulignent la bonne tenue des zones de stockage.',
      '{person} pilote les actions correctives, à clôturer avant le {date}.',
      'La traçabilité des lots est assurée de la réception à l’expédition.',
      'Le prochain audit de suivi est programmé en {month}.',
    ],
  },
  {
    name: 'Cahier des charges {topicShort}',
    sections: ['Contexte', 'Besoins fonctionnels', 'Contraintes techniques', 'Planning', 'Critères de choix'],
    sentences: [
      'Le futur outil devra s’interfacer avec {tool} sans double saisie.',
      'Les utilisateurs attendent un accès depuis un téléphone sur les chantiers.',
      'Les données sont hébergées dans l’Union européenne.',
      'Les candidats remettent leur offre avant le {date} à {person}.',
      'Le choix portera sur le coût total sur cinq ans, la qualité du support et les références.',
      'Une démonstration de {n} minutes sera demandée aux trois finalistes.',
      'Le déploiement est prévu en deux vagues, {city} puis les autres sites.',
    ],
  },
  {
    name: 'Bilan RSE {year}',
    sections: ['Environnement', 'Social', 'Achats responsables', 'Objectifs'],
    sentences: [
      'La consommation d’électricité des locaux a baissé de {pct} grâce au relamping.',
      '{n} salariés ont suivi une formation à l’éco-conduite.',
      'Les déchets de carton sont désormais collectés par une entreprise d’insertion de {city}.',
      'La part des fournisseurs locaux dans nos achats atteint {pct}.',
      'L’index d’égalité professionnelle s’établit à {n} points sur 100.',
      'L’objectif pour {year} est de réduire de moitié les trajets en avion.',
      'Un bilan carbone complet sera réalisé avec {company}.',
    ],
  },
  {
    name: 'Rapport logistique {month} {year}',
    sections: ['Flux', 'Stocks', 'Transport', 'Incidents', 'Améliorations'],
    sentences: [
      'L’entrepôt a expédié {big} colis et reçu {n} camions complets.',
      'Le taux de rupture sur les références principales est de {pct}.',
      'Le transporteur {company} a livré en retard {n} tournées sur le secteur de {city}.',
      'La préparation des commandes se fait désormais par vagues de {n} minutes.',
      'Un quai supplémentaire sera ouvert en {month} pour absorber les pointes.',
      'La {product} reste la référence la plus demandée du mois.',
      'Les inventaires tournants ont révélé un écart de {pct} sur les petites pièces.',
    ],
  },
  {
    name: 'Note de service {topicShort}',
    sections: ['Objet', 'Modalités', 'Calendrier', 'Interlocuteur'],
    sentences: [
      'À compter du {date}, {topic} entre dans sa phase opérationnelle.',
      'Chaque responsable d’équipe informe ses collaborateurs avant le {weekday} suivant.',
      'Les questions sont à adresser à {person}, qui centralise les retours.',
      'Le parking du bâtiment B sera fermé pendant {n} jours pour travaux.',
      'Les badges d’accès seront remplacés progressivement par {dept}.',
      'Une session d’information se tiendra en salle du conseil le {date}.',
      'Cette note annule et remplace la précédente sur le même sujet.',
    ],
  },
  {
    name: 'Dossier de subvention {topicShort}',
    sections: ['Présentation du porteur', 'Description du projet', 'Plan de financement', 'Impact attendu'],
    sentences: [
      'Le projet est porté par {company}, implantée à {city} depuis {year}.',
      'Le coût total est estimé à {amount}, financé à {pct} par des fonds propres.',
      'La région est sollicitée pour une aide de {amount}.',
      'Le projet doit créer {n} emplois dans les trois ans.',
      'Les travaux commenceront en {month} sous réserve de l’accord de financement.',
      '{person} est le référent administratif du dossier.',
      'Des lettres de soutien de partenaires locaux sont jointes en annexe.',
    ],
  },
];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const shortTopic = (topic: string) => capitalise(topic.replace(/^(la |le |l’|les )/, ''));

function fill(template: string, slots: Slots, fixed: Record<string, string>): string {
  return capitalise(template.replace(/\{(\w+)\}/g, (_, key: string) => fixed[key] ?? slots[key]!()));
}

/**
 * Filler document `index`: `passages` paragraphs of business prose under the sections of its kind,
 * each long enough to be a passage of its own (passages.ts cuts at about 700 characters).
 */
export function fillerDocument(index: number, passages: number): CorpusDocument {
  const next = random(index + 1);
  const slots = slotsFor(next);
  const kind = kinds[index % kinds.length]!;
  const topic = slots.topic!();
  const fixed = {
    topic,
    topicShort: shortTopic(topic),
    toolShort: shortTopic(slots.tool!()),
    productCap: capitalise(slots.product!()),
    city: slots.city!(),
    company: slots.company!(),
  };
  const name = fill(kind.name, slots, fixed);
  const lines: string[] = [`# ${name}`];
  for (let p = 0; p < passages; p++) {
    if (p % Math.ceil(passages / kind.sections.length) === 0) {
      const section = kind.sections[Math.floor(p / Math.ceil(passages / kind.sections.length))];
      if (section) lines.push(`## ${section}`);
    }
    const sentences: string[] = [];
    const used = new Set<string>();
    let length = 0;
    while (length < 420) {
      const roll = next();
      const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
      const template =
        roll < 0.35
          ? pick(kind.sentences)
          : roll < 0.5
            ? pick(common)
            : `${pick(subjects)} ${pick(actions)} ${pick(circumstances)}.`;
      // A paragraph says each thing once.
      if (used.has(template)) continue;
      used.add(template);
      const sentence = fill(template, slots, fixed);
      sentences.push(sentence);
      length += sentence.length + 1;
    }
    lines.push(sentences.join(' '));
  }
  return { name: `${name} (${index + 1}).md`, text: lines.join('\n\n') };
}
