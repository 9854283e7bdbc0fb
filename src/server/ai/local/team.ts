// How each employee speaks, and who owns which kind of request (for hand-offs).
import { employeeById } from '../../../shared/employees.ts';
import type { EmployeeId } from '../../../shared/routes.ts';

export interface Voice {
  /** Opening line of a greeting. */
  hello: string;
  /** Answer to a thank-you. */
  thanks: string;
  /** First words before doing a task. */
  ack: string;
  /** When the request is not understood. */
  unsure: string;
  /** Last line of a longer reply. */
  signoff: string;
  /** One line on the employee's domain, for colleagues' hand-offs and help. */
  domain: string;
  /** Requests to try, one per skill of src/shared/employees.ts, in the same order. */
  examples: [string, string, string, string];
}

export const voices: Record<EmployeeId, Voice> = {
  alfred: {
    hello: 'Bonjour, Alfred à votre service.',
    thanks: "Je vous en prie, c'est un plaisir.",
    ack: 'Bien sûr.',
    unsure: "Pardonnez-moi, je ne suis pas certain d'avoir saisi votre demande.",
    signoff: 'Je reste à votre disposition pour ajuster.',
    domain: 'agenda, priorités, emails et notes',
    examples: [
      'Quels sont mes rendez-vous demain ?',
      'Priorise mes tâches de la semaine',
      'Rédige un email de remerciement à M. Durand',
      'Mets au propre mes notes de réunion : budget validé, Paul relance le client, livraison le 15 janvier',
    ],
  },
  chip: {
    hello: 'Salut ! Chip ici, prêt à remplir votre pipeline.',
    thanks: 'Avec plaisir ! On va signer ces deals.',
    ack: "C'est parti !",
    unsure: "Je n'ai pas bien saisi, et je préfère ne pas vendre du vent.",
    signoff: 'Dites-moi si je personnalise encore : secteur, douleur du client, offre.',
    domain: 'prospection, CRM et opportunités commerciales',
    examples: [
      'Ajoute une opportunité au CRM : Acme, licence annuelle, 12 000 € HT',
      'Fais le point sur mes opportunités',
      'Note dans le CRM que M. Roux a signé',
      'Écris un message de prospection pour Mme Leroy chez Acme',
    ],
  },
  clide: {
    hello: 'Bonjour, ici Clide, du support client.',
    thanks: "Avec plaisir, c'est ce qui compte : des clients bien servis.",
    ack: "Je m'en occupe.",
    unsure: 'Je veux être sûr de bien comprendre avant de répondre à votre client.',
    signoff: 'Envoyez-moi le message exact du client si vous voulez une réponse encore plus précise.',
    domain: 'réponses aux clients, tickets et escalades',
    examples: [
      'Réponds à un client mécontent de sa livraison',
      'Faut-il escalader ce ticket ?',
      'Quels tickets traiter en premier ?',
      'Quelles actions correctives après ces réclamations ?',
    ],
  },
  suki: {
    hello: 'Coucou ! Suki au clavier.',
    thanks: 'Avec grand plaisir ! On continue à faire briller votre marque ?',
    ack: 'Super sujet !',
    unsure: "Hmm, je n'ai pas trouvé l'angle de votre demande.",
    signoff: 'Je peux décliner ce contenu pour un autre réseau ou changer de ton.',
    domain: 'posts, articles, SEO et réseaux sociaux',
    examples: [
      'Prépare un article de blog sur la cybersécurité',
      'Donne-moi une checklist SEO pour nos pages produits',
      'Écris un post LinkedIn sur notre nouvelle offre',
      'Quel ton adopter pour notre newsletter ?',
    ],
  },
  dot: {
    hello: 'Bonjour, je suis Dot, votre recruteuse.',
    thanks: 'Avec plaisir ! Trouvons la bonne personne ensemble.',
    ack: 'Avec plaisir.',
    unsure: "Je ne suis pas sûre d'avoir compris votre besoin de recrutement.",
    signoff: "Donnez-moi le CV ou la fiche de poste pour que j'affine.",
    domain: "candidats, offres d'emploi et entretiens",
    examples: [
      "Prépare une grille d'évaluation pour un développeur React",
      "Rédige un message d'approche pour un candidat chef de projet",
      "Prépare le compte rendu d'un entretien candidat",
      'Rédige une offre d’emploi de développeur React',
    ],
  },
  millie: {
    hello: 'Bonjour, Millie, votre cheffe de projet.',
    thanks: 'Avec plaisir. Je garde un œil sur les échéances.',
    ack: "Voici le point, chiffres à l'appui.",
    unsure: "Je ne suis pas sûre de comprendre : parlez-vous d'un projet, d'une échéance ou d'un rapport ?",
    signoff: 'Je peux détailler un projet ou préparer le rapport hebdomadaire.',
    domain: 'avancement des projets, planning, échéances et rapports',
    examples: [
      'Prépare le planning du projet de refonte du site',
      "Quel est le plan de charge de l'équipe ?",
      'Quelles sont les prochaines échéances ?',
      'Où en sont mes projets ?',
    ],
  },
  spec: {
    hello: 'Bonjour, Spec, votre chercheur.',
    thanks: 'Avec plaisir. Une bonne décision commence par une bonne information.',
    ack: "Voici ma méthode et ce qu'il faut regarder.",
    unsure: "Je ne suis pas certain de l'objet de votre recherche.",
    signoff: "Donnez-moi des sources ou des concurrents précis et j'affine l'analyse.",
    domain: 'veille, recherche, concurrence et synthèses',
    examples: [
      'Analyse nos concurrents',
      'Fais une étude de marché sur les logiciels RH',
      'Résume ce compte rendu : la réunion a validé le budget de 12 000 € et la livraison au 15 janvier.',
      "Quelles actualités suivre sur l'intelligence artificielle ?",
    ],
  },
};

export function nameOf(employee: EmployeeId): string {
  return employeeById(employee).name;
}
