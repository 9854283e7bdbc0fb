// A French retrieval corpus for the company brain (issue 20): five small companies, each with ten
// everyday business documents (terms of sale, price list, FAQ, returns procedure, employee handbook,
// job offer, meeting notes, supplier contract, onboarding guide, security procedure), and the
// questions a user would ask about them, each with the words its answer passage must contain.

export interface Company {
  name: string;
  city: string;
  trade: string;
  product: string;
  premium: string;
  price: number;
  premiumPrice: number;
  shippingFree: number;
  shipping: string;
  withdrawalDays: number;
  warrantyYears: number;
  dispatchDays: number;
  returnDays: number;
  supportHours: string;
  supplier: string;
  paymentDays: number;
  role: string;
  salary: string;
  trialMonths: number;
  meetingDay: string;
  decision: string;
  owner: string;
  alarmCode: string;
  leaveDays: number;
  mealAllowance: string;
}

export const companies: Company[] = [
  {
    name: 'Atelier Lumière',
    city: 'Lyon',
    trade: 'luminaires artisanaux',
    product: 'lampe Opale',
    premium: 'suspension Laiton',
    price: 129,
    premiumPrice: 349,
    shippingFree: 80,
    shipping: '6,90',
    withdrawalDays: 14,
    warrantyYears: 2,
    dispatchDays: 3,
    returnDays: 30,
    supportHours: 'du lundi au vendredi de 9 h à 18 h',
    supplier: 'Verrerie du Rhône',
    paymentDays: 45,
    role: 'technicien d’atelier',
    salary: '2 300 € brut mensuels',
    trialMonths: 2,
    meetingDay: 'mardi 4 mars',
    decision: 'changer de transporteur pour les colis volumineux',
    owner: 'Camille',
    alarmCode: 'badge bleu',
    leaveDays: 25,
    mealAllowance: '9,50 €',
  },
  {
    name: 'Boulangerie Martin',
    city: 'Nantes',
    trade: 'pains et viennoiseries',
    product: 'pain de campagne',
    premium: 'galette des rois frangipane',
    price: 4,
    premiumPrice: 24,
    shippingFree: 30,
    shipping: '3,50',
    withdrawalDays: 7,
    warrantyYears: 1,
    dispatchDays: 1,
    returnDays: 2,
    supportHours: 'du mardi au dimanche de 7 h à 13 h',
    supplier: 'Minoterie Lebrun',
    paymentDays: 30,
    role: 'boulanger tourier',
    salary: '2 100 € brut mensuels',
    trialMonths: 1,
    meetingDay: 'lundi 10 février',
    decision: 'ouvrir le dimanche après-midi en décembre',
    owner: 'Julien',
    alarmCode: 'clé numéro 3',
    leaveDays: 25,
    mealAllowance: '7 €',
  },
  {
    name: 'Cabinet Horizon Conseil',
    city: 'Bordeaux',
    trade: 'conseil en gestion',
    product: 'diagnostic financier',
    premium: 'accompagnement annuel',
    price: 900,
    premiumPrice: 6000,
    shippingFree: 0,
    shipping: '0',
    withdrawalDays: 14,
    warrantyYears: 1,
    dispatchDays: 10,
    returnDays: 15,
    supportHours: 'du lundi au vendredi de 8 h 30 à 17 h 30',
    supplier: 'Logiciels Comptaplus',
    paymentDays: 30,
    role: 'consultant junior',
    salary: '36 000 € brut annuels',
    trialMonths: 4,
    meetingDay: 'jeudi 16 janvier',
    decision: 'facturer les déplacements au forfait',
    owner: 'Sophie',
    alarmCode: 'code 4821',
    leaveDays: 27,
    mealAllowance: '11 €',
  },
  {
    name: 'Garage Dupuis',
    city: 'Lille',
    trade: 'entretien et réparation automobile',
    product: 'vidange complète',
    premium: 'révision constructeur',
    price: 89,
    premiumPrice: 249,
    shippingFree: 0,
    shipping: '0',
    withdrawalDays: 14,
    warrantyYears: 1,
    dispatchDays: 2,
    returnDays: 8,
    supportHours: 'du lundi au samedi de 8 h à 19 h',
    supplier: 'Pièces Auto Nord',
    paymentDays: 60,
    role: 'mécanicien confirmé',
    salary: '2 500 € brut mensuels',
    trialMonths: 2,
    meetingDay: 'vendredi 7 mars',
    decision: 'proposer un véhicule de prêt pour les révisions',
    owner: 'Karim',
    alarmCode: 'boîtier gris',
    leaveDays: 25,
    mealAllowance: '8 €',
  },
  {
    name: 'Studio Pixel',
    city: 'Toulouse',
    trade: 'création de sites internet',
    product: 'site vitrine',
    premium: 'boutique en ligne',
    price: 1500,
    premiumPrice: 4500,
    shippingFree: 0,
    shipping: '0',
    withdrawalDays: 14,
    warrantyYears: 1,
    dispatchDays: 20,
    returnDays: 10,
    supportHours: 'du lundi au vendredi de 9 h 30 à 18 h',
    supplier: 'Hébergement Nuage Sud',
    paymentDays: 30,
    role: 'développeuse web',
    salary: '38 000 € brut annuels',
    trialMonths: 3,
    meetingDay: 'mercredi 22 janvier',
    decision: 'passer les maquettes sur Figma',
    owner: 'Léa',
    alarmCode: 'code 1907',
    leaveDays: 25,
    mealAllowance: '10 €',
  },
];

export interface CorpusDocument {
  name: string;
  text: string;
}

export interface CorpusQuestion {
  question: string;
  /** The answer passage is the one of this document containing this text (folded, case-insensitive). */
  document: string;
  answer: string;
}

const euros = (n: number) => `${n.toLocaleString('fr-FR')} €`;

export function documentsOf(c: Company): CorpusDocument[] {
  return [
    {
      name: `CGV ${c.name}.md`,
      text: `# Conditions générales de vente — ${c.name}

## Article 1 — Objet
Les présentes conditions régissent les ventes de ${c.trade} conclues par ${c.name}, ${c.city}, avec ses clients particuliers et professionnels.

## Article 2 — Prix
Les prix sont indiqués en euros toutes taxes comprises. ${c.name} se réserve le droit de modifier ses prix à tout moment ; le prix applicable est celui affiché au jour de la commande.

## Article 3 — Commande et paiement
La commande est ferme après paiement. Le règlement s’effectue par carte bancaire, virement ou chèque. Un acompte de 30 % est demandé pour les commandes sur mesure.

## Article 4 — Livraison
Les commandes sont expédiées ou réalisées sous ${c.dispatchDays} jours ouvrés. Les frais de livraison s’élèvent à ${c.shipping} € et sont offerts dès ${c.shippingFree} € d’achat.

## Article 5 — Droit de rétractation
Le client consommateur dispose d’un délai de ${c.withdrawalDays} jours à compter de la réception pour exercer son droit de rétractation, sans avoir à justifier de motifs.

## Article 6 — Garantie
Les produits et prestations bénéficient d’une garantie de ${c.warrantyYears} an${c.warrantyYears > 1 ? 's' : ''} contre tout défaut de conformité.

## Article 7 — Litiges
En cas de litige, le client peut recourir gratuitement au médiateur de la consommation. À défaut d’accord amiable, les tribunaux de ${c.city} sont compétents.`,
    },
    {
      name: `Grille tarifaire ${c.name}.csv`,
      text: `Prestation;Prix TTC;Délai
${c.product};${euros(c.price)};${c.dispatchDays} jours
${c.premium};${euros(c.premiumPrice)};${c.dispatchDays * 2} jours
Option urgence;${euros(Math.round(c.price * 0.3))};24 heures
Forfait déplacement;${euros(45)};selon distance`,
    },
    {
      name: `FAQ clients ${c.name}.md`,
      text: `# Questions fréquentes

## Quels sont vos horaires ?
Notre service client vous répond ${c.supportHours}.

## Comment suivre ma commande ?
Un lien de suivi est envoyé par courriel dès l’expédition ; il est aussi disponible dans votre espace client.

## Proposez-vous des cartes cadeaux ?
Oui, des cartes cadeaux de 20 € à 200 €, valables un an, sont en vente en boutique et en ligne.

## Puis-je payer en plusieurs fois ?
Le paiement en trois fois sans frais est possible à partir de 150 € d’achat.

## Où se trouve votre boutique ?
Notre atelier est situé au centre de ${c.city}, à cinq minutes du tramway ; un parking gratuit est disponible.`,
    },
    {
      name: `Procédure retours ${c.name}.txt`,
      text: `Procédure de retour et de remboursement

1. Demande de retour
Le client signale le retour par courriel ou par téléphone dans les ${c.returnDays} jours suivant la réception.

2. Conditions
Le produit retourné doit être complet, dans son emballage d’origine, accompagné de la facture.

3. Remboursement
Le remboursement est effectué sous 14 jours après réception du retour, sur le moyen de paiement utilisé lors de la commande.

4. Produits abîmés
Un produit arrivé endommagé est remplacé sans frais ; le client envoie une photo du colis et du produit.`,
    },
    {
      name: `Règlement intérieur ${c.name}.md`,
      text: `# Règlement intérieur

## Horaires de travail
La durée hebdomadaire de travail est de 35 heures. Les horaires sont affichés en salle de pause.

## Congés payés
Chaque salarié acquiert ${c.leaveDays} jours ouvrés de congés payés par an. Les demandes sont faites au moins un mois à l’avance auprès de ${c.owner}.

## Repas
Une indemnité de repas de ${c.mealAllowance} est versée pour chaque journée travaillée sur un chantier ou en déplacement.

## Sécurité
Le dernier salarié qui quitte les locaux active l’alarme avec le ${c.alarmCode}.

## Tenue
Une tenue de travail est fournie et entretenue par l’entreprise.`,
    },
    {
      name: `Offre d’emploi ${c.role} ${c.name}.txt`,
      text: `Offre d’emploi : ${c.role} (H/F) — ${c.name}, ${c.city}

Missions
Au sein d’une équipe de huit personnes, vous participez à la production et au suivi des clients.

Profil recherché
Expérience de deux ans minimum, sens du service, permis B apprécié.

Conditions
Contrat à durée indéterminée, période d’essai de ${c.trialMonths} mois, rémunération de ${c.salary}, mutuelle prise en charge à 60 %.

Candidature
Envoyez votre CV et une lettre de motivation à ${c.owner.toLowerCase()}@exemple.fr avant la fin du mois.`,
    },
    {
      name: `Compte-rendu réunion ${c.meetingDay}.md`,
      text: `# Compte-rendu de la réunion d’équipe du ${c.meetingDay}

## Présents
${c.owner}, l’équipe atelier et l’équipe commerciale.

## Chiffre d’affaires
Le chiffre d’affaires du trimestre progresse de 8 % ; les ventes en ligne représentent désormais un tiers du total.

## Décisions
L’équipe a décidé de ${c.decision}. ${c.owner} prépare la mise en œuvre pour la fin du mois.

## Actions
Relancer le fournisseur ${c.supplier} sur les retards de livraison ; mettre à jour la grille tarifaire ; préparer le salon professionnel de printemps.`,
    },
    {
      name: `Contrat fournisseur ${c.supplier}.txt`,
      text: `Contrat d’approvisionnement entre ${c.name} et ${c.supplier}

Article 1 — Objet
${c.supplier} fournit à ${c.name} les matières premières nécessaires à son activité.

Article 2 — Conditions de paiement
Les factures sont payables à ${c.paymentDays} jours fin de mois. Tout retard entraîne des pénalités égales à trois fois le taux d’intérêt légal.

Article 3 — Durée
Le contrat est conclu pour une durée d’un an, renouvelable par tacite reconduction, avec un préavis de résiliation de trois mois.

Article 4 — Qualité
Toute livraison non conforme est signalée sous 48 heures et reprise aux frais du fournisseur.`,
    },
    {
      name: `Guide d’accueil ${c.name}.md`,
      text: `# Bienvenue chez ${c.name}

## Premier jour
Votre responsable, ${c.owner}, vous accueille à 9 h et vous présente l’équipe et les locaux.

## Outils
Vous recevez un ordinateur portable, un accès à la messagerie et au logiciel de planning dès votre arrivée.

## Formation
Une formation aux gestes et postures de deux demi-journées est organisée pendant le premier mois.

## Mutuelle et avantages
La mutuelle d’entreprise est obligatoire ; les tickets de transport sont remboursés à 50 %.`,
    },
    {
      name: `Procédure sécurité ${c.name}.txt`,
      text: `Procédure sécurité et incendie

Évacuation
En cas d’alarme incendie, chacun rejoint le point de rassemblement situé sur le parking, devant l’entrée principale.

Extincteurs
Les extincteurs sont vérifiés chaque année ; leur emplacement figure sur le plan affiché à l’accueil.

Premiers secours
La trousse de secours se trouve dans la salle de pause ; deux sauveteurs secouristes du travail sont formés dans l’équipe.

Accident
Tout accident, même bénin, est déclaré à ${c.owner} dans les 24 heures.`,
    },
  ];
}

export function questionsOf(c: Company): CorpusQuestion[] {
  const doc = (prefix: string) => documentsOf(c).find((d) => d.name.startsWith(prefix))!.name;
  return [
    {
      question: 'Quel est le délai de rétractation ?',
      document: doc('CGV'),
      answer: `délai de ${c.withdrawalDays} jours`,
    },
    { question: 'Combien de temps dure la garantie ?', document: doc('CGV'), answer: 'garantie de' },
    {
      question: 'À partir de quel montant la livraison est-elle offerte ?',
      document: doc('CGV'),
      answer: 'offerts dès',
    },
    {
      question: 'Que se passe-t-il en cas de litige avec un client ?',
      document: doc('CGV'),
      answer: 'médiateur',
    },
    { question: `Quel est le prix de ${c.product} ?`, document: doc('Grille'), answer: `${euros(c.price)}` },
    { question: `Combien coûte ${c.premium} ?`, document: doc('Grille'), answer: `${euros(c.premiumPrice)}` },
    { question: 'Quels sont les horaires du service client ?', document: doc('FAQ'), answer: c.supportHours },
    { question: 'Peut-on payer en plusieurs fois ?', document: doc('FAQ'), answer: 'trois fois sans frais' },
    { question: 'Vendez-vous des cartes cadeaux ?', document: doc('FAQ'), answer: 'cartes cadeaux de 20 €' },
    {
      question: 'Sous combien de jours un client est-il remboursé après un retour ?',
      document: doc('Procédure retours'),
      answer: 'remboursement est effectué sous 14 jours',
    },
    {
      question: 'Que faire si un produit arrive endommagé ?',
      document: doc('Procédure retours'),
      answer: 'arrivé endommagé',
    },
    {
      question: 'Combien de jours de congés payés par an ?',
      document: doc('Règlement'),
      answer: `${c.leaveDays} jours ouvrés de congés`,
    },
    {
      question: 'Quel est le montant de l’indemnité repas ?',
      document: doc('Règlement'),
      answer: `indemnité de repas de ${c.mealAllowance}`,
    },
    { question: 'Comment activer l’alarme en partant ?', document: doc('Règlement'), answer: c.alarmCode },
    { question: `Quel salaire pour le poste de ${c.role} ?`, document: doc('Offre'), answer: c.salary },
    {
      question: 'Quelle est la durée de la période d’essai ?',
      document: doc('Offre'),
      answer: `période d’essai de ${c.trialMonths} mois`,
    },
    {
      question: 'Qu’a-t-on décidé à la dernière réunion d’équipe ?',
      document: doc('Compte-rendu'),
      answer: c.decision,
    },
    {
      question: 'Comment évolue le chiffre d’affaires du trimestre ?',
      document: doc('Compte-rendu'),
      answer: 'progresse de 8 %',
    },
    {
      question: `Quel est le délai de paiement des factures de ${c.supplier} ?`,
      document: doc('Contrat'),
      answer: `${c.paymentDays} jours fin de mois`,
    },
    {
      question: 'Quel préavis pour résilier le contrat fournisseur ?',
      document: doc('Contrat'),
      answer: 'préavis de résiliation de trois mois',
    },
    {
      question: 'Qui accueille un nouveau salarié le premier jour ?',
      document: doc('Guide'),
      answer: 'vous accueille à 9 h',
    },
    {
      question: 'Les frais de transport sont-ils remboursés ?',
      document: doc('Guide'),
      answer: 'remboursés à 50 %',
    },
    {
      question: 'Où est le point de rassemblement en cas d’incendie ?',
      document: doc('Procédure sécurité'),
      answer: 'point de rassemblement',
    },
    {
      question: 'Où se trouve la trousse de secours ?',
      document: doc('Procédure sécurité'),
      answer: 'trousse de secours',
    },
  ];
}
