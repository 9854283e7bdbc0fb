// French documents for the tests and the employees' evaluation of "where documents matter": a job
// offer and two CVs (one close to it, one far), an activity report, and meeting notes with actions.

export const jobOffer = {
  name: 'Offre d’emploi Comptable H-F.md',
  text: `# Offre d’emploi : comptable (H/F) — Cabinet Arnaud, Rennes

## Missions
Vous tenez la comptabilité d’un portefeuille de TPE, préparez les déclarations de TVA et les bilans annuels.

## Profil recherché
- Expérience de trois ans minimum en cabinet comptable
- Maîtrise du logiciel Sage
- Déclarations de TVA
- Anglais professionnel
- Permis B apprécié

## Conditions
CDI à temps plein, rémunération de 32 000 € brut annuels, télétravail un jour par semaine.

## Candidature
Envoyez votre CV à recrutement@cabinet-arnaud.fr.`,
};

export const closeCv = {
  name: 'CV Julie Moreau.md',
  text: `# Julie Moreau — Comptable

## Expérience professionnelle
2019 – aujourd’hui : comptable au cabinet Fidal Conseil, Nantes. Tenue de 40 dossiers de TPE, déclarations de TVA mensuelles, préparation des bilans.
2016 – 2019 : assistante comptable chez Bureau Vallée. Saisie et rapprochements bancaires sous Sage.

## Formation
2016 : DCG, Université de Nantes.

## Compétences
Sage 100, Excel, déclarations de TVA, liasses fiscales. Permis B.`,
};

export const farCv = {
  name: 'CV Marc Petit.md',
  text: `# Marc Petit — Cuisinier

## Expérience professionnelle
2022 – aujourd’hui : commis de cuisine au restaurant Le Vieux Port, Marseille.

## Formation
2021 : CAP cuisine.

## Compétences
Cuisine traditionnelle, hygiène HACCP, travail en équipe.`,
};

export const activityReport = {
  name: 'Rapport d’activité T3.md',
  text: `# Rapport d’activité du troisième trimestre

## Synthèse
Le chiffre d’affaires du trimestre atteint 412 000 €, en hausse de 12 % sur un an, porté par les ventes en ligne.

## Ventes
Les ventes en ligne progressent de 30 % et représentent désormais 40 % du total. Les ventes en magasin reculent de 3 %.

## Charges
Les coûts de transport ont augmenté de 18 % à cause de la hausse des tarifs du transporteur.

## Équipe
Deux vendeurs ont été recrutés en septembre ; l’équipe compte maintenant quatorze personnes.

## Recommandations
Nous recommandons de renégocier le contrat de transport avant la fin de l’année et de renforcer le service client en ligne.`,
};

export const meetingNotes = {
  name: 'Compte-rendu réunion commerciale 12 novembre.md',
  text: `# Compte-rendu de la réunion commerciale du 12 novembre

## Présents
Camille, Julien, Sophie et Karim.

## Décisions
L’équipe décide de lancer une offre de fin d’année sur la gamme professionnelle.

## Actions
- Camille : préparer le catalogue de Noël pour le 5 décembre
- Relancer le client Dupont sur le devis D-2291 (Julien)
- Sophie se charge de réserver le stand du salon de Lyon
- Mettre à jour la grille tarifaire avant vendredi`,
};
