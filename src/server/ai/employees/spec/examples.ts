// Spec's example sentences, one list per skill (decision 055): they train the offline engine's
// classifier (understanding/corpus.ts gathers them) and are the examples of the skills in skills.ts. Written
// as French professionals ask, varied in verbs and word order. Add sentences here rather than rules.
export const specExamples = {
  research: [
    'Fais une veille sur la cybersécurité',
    'Prépare une note de veille sur la rénovation énergétique',
    'Quelles tendances suivre dans la restauration ?',
    'Fais une étude de marché sur les logiciels RH',
    'Recherche des informations sur le marché du vélo électrique',
    'Quelles actualités suivre sur l’intelligence artificielle ?',
    'Fais-moi un rapport sur le marché de la boulangerie',
    // A report on the user's own figures.
    'Rédige un rapport sur nos ventes du mois à partir de ces chiffres',
    'Fais le bilan chiffré de notre activité du trimestre',
    'Prépare un compte rendu de nos résultats commerciaux',
    'Informe-toi sur la réglementation des terrasses',
    'Fais une étude sur les habitudes d’achat des jeunes',
    'Quelles sont les évolutions du secteur du bâtiment ?',
    'Prépare un dossier sur la franchise en restauration',
    'Cherche des chiffres sur le marché du e-commerce',
    'Fais une note de synthèse sur la nouvelle loi sur les emballages',
    'Que faut-il savoir avant de se lancer dans la vente en ligne ?',
    'Analyse le potentiel du marché des food trucks',
    'Fais des recherches sur les aides pour les artisans',
    'Veille réglementaire sur l’étiquetage alimentaire',
    'Quelles innovations dans le secteur de la coiffure ?',
    'Rapport sur la demande de logements étudiants à Rennes',
    'Garde un œil sur ce que lancent les concurrents du secteur',
    'Tiens-moi au courant des nouveautés de notre marché',
    'Assure une veille sur les prix des matières premières',
    'Fais une veille concurrentielle sur les fleuristes de Nantes',
    'Mets en place une veille sur nos concurrents',
    'Surveille l’actualité du secteur de la restauration',
    'Surveille les nouveautés du marché des cosmétiques',
    'Fais une veille sur la concurrence locale',
    'Veille sur les concurrents de notre quartier',
    'Surveille ce qui se passe dans le secteur du bâtiment',
    'Suis de près les actions de nos concurrents',
    'Pourrais-tu faire une veille sur le marché de la photo ?',
    'J’aimerais une étude sur le marché des pharmacies en ligne',
    'J’ai besoin d’un rapport sur les tendances de la menuiserie',
    'Dis-moi ce que font les grandes enseignes pour fidéliser leurs clients',
  ],
  competitors: [
    'Analyse nos concurrents',
    'Compare notre offre à celle de nos concurrents',
    'Qui sont les concurrents de notre agence à Bordeaux ?',
    'Fais un benchmark des outils de facturation',
    'Quels sont les points forts de notre concurrent Dupont & Fils ?',
    // Choosing between suppliers, providers or tools: the same comparison method.
    'Quels critères pour comparer deux fournisseurs ?',
    'Aide-moi à choisir entre deux prestataires',
    'Sur quels critères choisir un logiciel de caisse ?',
    'Comment départager deux offres de transporteurs ?',
    'Compare les devis de ces deux grossistes',
    'Quels sont les tarifs pratiqués par les autres garages du coin ?',
    'Fais une analyse concurrentielle de notre marché',
    'Quelles sont les forces et faiblesses de nos rivaux ?',
    'Qu’est-ce qui nous différencie de la concurrence ?',
    'Fais un tableau comparatif des concurrents',
    'Qui d’autre fait la même chose que nous dans la région ?',
    'Benchmark des prix des salons de coiffure du quartier',
    'Quel fournisseur d’énergie choisir pour notre entreprise ?',
    'Analyse la stratégie du concurrent qui vient d’ouvrir en face',
    'Quelles nouvelles offres a lancé la concurrence ?',
    'Qui sont les principales entreprises concurrentes de notre cabinet ?',
    'Pourrais-tu analyser nos concurrents ?',
    'J’aimerais comparer notre offre à celle des autres cabinets',
    'J’ai besoin d’un benchmark des agences de la ville',
    'Je voudrais savoir comment se positionnent nos concurrents',
    // Comparing named third parties (tools, banks, shops) on asked criteria.
    'Compare ces trois logiciels sur le prix et les fonctionnalités',
    'Peux-tu comparer ces banques en ligne pour un indépendant ?',
    'J’hésite entre plusieurs outils, compare-les sur le coût',
    'Fais-moi un comparatif de trois solutions de caisse',
    'Lequel choisir entre ces applications, selon le prix et le support ?',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The words that place a request in Spec's field (folded: no accents, lower case): a request is
 * handed to Spec by a colleague only when it says so in such words (understanding/domains.ts).
 */
export const specFieldWords =
  /\b(avantages et (?:les )?inconvenients|pour et (?:le )?contre|forces et faiblesses|comparatif|veille|concurren\w*|tendances?|etude de marche|marche de|benchmark|synthes\w*|resume\w*|rapport|sources?|indicateurs?)\b/;
