// Millie, the project manager: project status from the workspace's real figures, plans with
// milestones dated back from a target day, deadlines and who does what.

import { type DayNumber, dayOf } from '../../../../shared/paris-time.ts';
import { findDates } from '../dates.ts';
import {
  capitalise,
  dueRelative,
  fold,
  formatDay,
  nextWorkingDay,
  plural,
  withDe,
  workingDayBefore,
} from '../french.ts';
import { voices } from '../team.ts';
import { namedBefore } from '../understanding/antecedents.ts';
import type { Conversation } from '../understanding/conversation.ts';
import type { Intent } from '../understanding/corpus.ts';
import { projectEventWords } from '../understanding/events.ts';
import { extractFacts, mergeFacts } from '../understanding/facts.ts';
import { isOwnList, listedItems } from '../understanding/listed-items.ts';
import { toSecondPerson } from '../understanding/second-person.ts';
import { asksForSpecification } from '../understanding/specification.ts';
import { asksForTaskList } from '../understanding/task-list.ts';
import {
  dueText,
  isOverdue,
  nextTaskOf,
  openTasks,
  overdueTasksOf,
  type Project,
  priorityRank,
  projectNamedIn,
  projectStatusLabels,
  rankTasks,
  significantWords,
  type Task,
} from '../workspace.ts';
import { withAssignment } from './assignment.ts';
import { blocks, keep, listWords, shiftWords } from './compose.ts';
import { shareOwnItems } from './own-list.ts';
import { ownStepsPlan } from './plan-steps.ts';
import { specificationWriter } from './specification.ts';
import { additionOf, countFor, opening, sampleNote } from './work-parts.ts';
import type { Writer } from './writer.ts';

function isRunning(project: Project): boolean {
  return project.status !== 'completed' && project.status !== 'cancelled';
}

/** What could make the project slip, from its figures and its late tasks. */
function risksOf(conversation: Conversation, project: Project): string[] {
  const { today, workspace } = conversation;
  const risks: string[] = [];
  const late = overdueTasksOf(workspace, project.name, today);
  if (late.length) risks.push(plural(late.length, 'tâche en retard', 'tâches en retard'));
  const due = project.dueDate ? dayOf(project.dueDate) : null;
  if (due !== null && isRunning(project)) {
    const daysLeft = due - today;
    if (daysLeft < 0 && project.progress < 100) risks.push('échéance dépassée');
    else if (daysLeft <= 14 && project.progress < 70) {
      risks.push(`${project.progress} % fait, échéance dans ${plural(daysLeft, 'jour')}`);
    }
  }
  if (project.status === 'on_hold') risks.push('projet en pause');
  return risks;
}

function statusRow(conversation: Conversation, project: Project): string {
  const { today, workspace } = conversation;
  const late = overdueTasksOf(workspace, project.name, today).length;
  const next = nextTaskOf(workspace, project.name);
  const risks = risksOf(conversation, project);
  const nextText = next
    ? `« ${next.title} », ${dueText(next.dueDate, today)}`
    : project.dueDate
      ? `fin du projet, ${dueText(project.dueDate, today)}`
      : '—';
  return `| ${project.name} | ${projectStatusLabels[project.status]} | ${project.progress} % | ${project.tasksCompleted} / ${project.tasksTotal} | ${late} | ${nextText} | ${risks.length ? risks.join(' ; ') : 'aucun identifié'} |`;
}

const statusHeader = [
  '| Projet | Statut | Avancement | Tâches faites | En retard | Prochaine échéance | Risques |',
  '|---|---|---|---|---|---|---|',
];

const projectStatus: Writer = (conversation) => {
  const { workspace, today, request } = conversation;
  if (!workspace.projects.length) {
    return blocks(
      opening(conversation, 'millie', 'une version', 'Je ne vois encore aucun projet dans votre espace.'),
      'Créez votre premier projet depuis la page **Projets** (nom, échéance, priorité) : je suivrai son avancement, ses tâches et ses risques.',
    );
  }
  const named = projectNamedIn(workspace, request.command);
  const folded = fold(request.command);
  const lateOnly = /\ben retard\b|\bderap/.test(folded);
  let projects = named
    ? [named]
    : workspace.projects
        .filter((project) => isRunning(project))
        .filter((project) => !lateOnly || risksOf(conversation, project).length > 0)
        .sort(
          (a, b) => priorityRank[a.priority] - priorityRank[b.priority] || a.name.localeCompare(b.name, 'fr'),
        );
  if (request.facts.count !== null) projects = projects.slice(0, request.facts.count);
  const late = openTasks(workspace).filter(
    (task) => isOverdue(task, today) && projects.some((project) => project.name === task.project),
  );
  const average = projects.length
    ? Math.round(projects.reduce((sum, project) => sum + project.progress, 0) / projects.length)
    : 0;
  const finished = named ? [] : workspace.projects.filter((project) => !isRunning(project));
  const lateList = rankTasks(late).map(
    (task) =>
      `- « ${task.title} »${task.assignee ? ` (${task.assignee})` : ''}, ${dueText(task.dueDate, today)}`,
  );
  return blocks(
    opening(
      conversation,
      'millie',
      'une version',
      named ? `Point sur **${named.name}** au ${formatDay(today)} :` : `Situation au ${formatDay(today)} :`,
    ),
    !named &&
      `**En résumé :** ${plural(projects.length, 'projet suivi', 'projets suivis')}, avancement moyen **${average} %**, ${plural(late.length, 'tâche en retard', 'tâches en retard')}.`,
    projects.length
      ? [...statusHeader, ...projects.map((project) => statusRow(conversation, project))].join('\n')
      : 'Aucun projet en retard : tout avance dans les temps.',
    ...keep(
      [
        lateList.length > 0 && { text: `**Tâches en retard**\n${lateList.join('\n')}`, level: 1 },
        finished.length > 0 && {
          text: `**Terminés ou annulés :** ${finished.map((project) => `${project.name} (${projectStatusLabels[project.status]})`).join(' ; ')}`,
          level: 2,
        },
      ],
      conversation.style,
    ),
    late[0] && conversation.style.length >= 0
      ? `**Ma recommandation :** débloquer d'abord « ${rankTasks(late)[0]?.title} »${rankTasks(late)[0]?.assignee ? ` avec ${rankTasks(late)[0]?.assignee}` : ''}.`
      : null,
    sampleNote(conversation),
  );
};

// Phases of a project, with the share of the time before the target when each one ends. What is
// prepared depends on the kind of project: an event, something built (a site, an application), an
// opening (a shop, new premises), or anything else.
interface Phase {
  name: string;
  milestone: string;
  share: number;
  /** The phase's work, for a task list (« la liste des tâches pour le lancement du site »). */
  tasks: string[];
}
type ProjectKind = 'fair' | 'event' | 'build' | 'opening' | 'move' | 'other';
const phasesByKind: Record<ProjectKind, Phase[]> = {
  // Exhibiting at a trade fair (« je fais le salon de l'habitat »): what an exhibitor prepares.
  fair: [
    {
      name: 'Inscription',
      milestone: 'stand réservé et dossier exposant envoyé',
      share: 0.1,
      tasks: ['Réserver le stand et régler l’acompte', 'Envoyer le dossier exposant'],
    },
    {
      name: 'Stand',
      milestone: 'mobilier, signalétique et électricité du stand commandés',
      share: 0.35,
      tasks: [
        'Choisir l’aménagement du stand',
        'Commander kakémonos et signalétique',
        'Réserver l’électricité et le mobilier',
      ],
    },
    {
      name: 'Supports',
      milestone: 'plaquettes, tarifs et offre du salon prêts',
      share: 0.6,
      tasks: ['Faire imprimer plaquettes et cartes de visite', 'Préparer une offre réservée au salon'],
    },
    {
      name: 'Invitations',
      milestone: 'clients et prospects invités, salon annoncé sur vos réseaux',
      share: 0.75,
      tasks: [
        'Envoyer les invitations à vos clients et prospects',
        'Annoncer votre présence sur vos réseaux',
      ],
    },
    {
      name: 'Logistique',
      milestone: 'planning des présences sur le stand, transport et matériel prêts',
      share: 0.9,
      tasks: [
        'Faire le planning de présence sur le stand',
        'Organiser le transport du matériel',
        'Préparer de quoi noter les contacts',
      ],
    },
    {
      name: 'Jour J',
      milestone: 'ouverture du salon',
      share: 1,
      tasks: ['Installer le stand', 'Noter chaque contact rencontré'],
    },
    {
      name: 'Bilan',
      milestone: 'contacts du salon relancés dans la semaine',
      share: 1,
      tasks: ['Relancer les contacts du salon', 'Faire le bilan des ventes et des contacts'],
    },
  ],
  event: [
    {
      name: 'Cadrage',
      milestone: 'objectifs, budget et équipe validés',
      share: 0.15,
      tasks: ['Fixer les objectifs et le public visé', 'Arrêter le budget', 'Désigner qui fait quoi'],
    },
    {
      name: 'Préparation',
      milestone: 'prestataires, lieux et moyens réservés',
      share: 0.4,
      tasks: [
        'Réserver le lieu',
        'Choisir et réserver les prestataires (traiteur, matériel)',
        'Établir la liste des invités',
      ],
    },
    {
      name: 'Réalisation',
      milestone: 'livrables principaux prêts',
      share: 0.65,
      tasks: [
        'Préparer les supports (programme, présentation, signalétique)',
        'Confirmer les intervenants',
        'Organiser la logistique du jour',
      ],
    },
    {
      name: 'Communication',
      milestone: 'annonce faite aux personnes concernées',
      share: 0.8,
      tasks: [
        'Envoyer les invitations',
        'Publier l’annonce sur les réseaux',
        'Relancer les personnes sans réponse',
      ],
    },
    {
      name: 'Vérifications',
      milestone: 'derniers réglages et répétition générale',
      share: 0.93,
      tasks: [
        'Faire le point final avec les prestataires',
        'Répéter le déroulé',
        'Préparer un plan B (météo, absence)',
      ],
    },
    {
      name: 'Jour J',
      milestone: 'lancement',
      share: 1,
      tasks: ['Accueillir les participants', 'Suivre le déroulé heure par heure'],
    },
    {
      name: 'Bilan',
      milestone: 'retour d’expérience et suites décidées',
      share: 1,
      tasks: ['Remercier les participants', 'Faire le bilan des coûts et des retours'],
    },
  ],
  build: [
    {
      name: 'Cadrage',
      milestone: 'besoins, périmètre et budget validés',
      share: 0.12,
      tasks: [
        'Lister les besoins et le périmètre',
        'Valider le budget et le calendrier',
        'Choisir le prestataire ou l’équipe',
      ],
    },
    {
      name: 'Conception',
      milestone: 'maquettes et spécifications validées',
      share: 0.3,
      tasks: [
        'Rédiger le cahier des charges',
        'Faire valider les maquettes',
        'Préparer l’arborescence et les contenus à fournir',
      ],
    },
    {
      name: 'Réalisation',
      milestone: 'fonctionnalités développées et contenus prêts',
      share: 0.7,
      tasks: [
        'Développer les fonctionnalités',
        'Rédiger et intégrer les contenus',
        'Faire un point d’avancement chaque semaine',
      ],
    },
    {
      name: 'Recette',
      milestone: 'tests, corrections et validation',
      share: 0.88,
      tasks: [
        'Tester chaque page et chaque parcours',
        'Corriger les anomalies',
        'Faire valider la version finale',
      ],
    },
    {
      name: 'Préparation du lancement',
      milestone: 'données reprises, équipe formée',
      share: 0.95,
      tasks: [
        'Reprendre les données et les redirections',
        'Former l’équipe',
        'Préparer l’annonce du lancement',
      ],
    },
    {
      name: 'Mise en service',
      milestone: 'livraison',
      share: 1,
      tasks: ['Mettre en ligne', 'Vérifier le bon fonctionnement et le suivi des visites'],
    },
    {
      name: 'Bilan',
      milestone: 'retours des utilisateurs et corrections',
      share: 1,
      tasks: ['Recueillir les retours des utilisateurs', 'Planifier les corrections'],
    },
  ],
  opening: [
    {
      name: 'Cadrage',
      milestone: 'objectifs, budget et calendrier validés',
      share: 0.12,
      tasks: ['Fixer le budget et le calendrier', 'Valider l’emplacement'],
    },
    {
      name: 'Démarches',
      milestone: 'bail, autorisations et assurances réglés',
      share: 0.35,
      tasks: ['Signer le bail', 'Obtenir les autorisations', 'Souscrire les assurances'],
    },
    {
      name: 'Aménagement',
      milestone: 'travaux, équipement et fournisseurs en place',
      share: 0.7,
      tasks: ['Lancer les travaux', 'Commander l’équipement', 'Choisir les fournisseurs'],
    },
    {
      name: 'Équipe et communication',
      milestone: 'équipe prête, ouverture annoncée',
      share: 0.85,
      tasks: ['Recruter et former l’équipe', 'Annoncer l’ouverture (réseaux, presse locale, vitrine)'],
    },
    {
      name: 'Vérifications',
      milestone: 'dernière visite et essais',
      share: 0.95,
      tasks: ['Faire la dernière visite', 'Tester la caisse et les équipements'],
    },
    {
      name: 'Ouverture',
      milestone: 'ouverture',
      share: 1,
      tasks: ['Ouvrir les portes', 'Accueillir les premiers clients'],
    },
    {
      name: 'Bilan',
      milestone: 'premières semaines analysées',
      share: 1,
      tasks: ['Analyser les premières semaines', 'Ajuster les horaires et l’offre'],
    },
  ],
  // Premises left for others: notice, addresses, boxes and the day the van comes.
  move: [
    {
      name: 'Cadrage',
      milestone: 'date, budget et devis de déménageurs comparés',
      share: 0.12,
      tasks: ['Fixer la date et le budget', 'Demander trois devis de déménageurs'],
    },
    {
      name: 'Démarches',
      milestone: 'préavis, assurances, internet et changement d’adresse lancés',
      share: 0.3,
      tasks: [
        'Donner le préavis de l’ancien local',
        'Assurer le nouveau local',
        'Commander la ligne internet',
        'Déclarer le changement d’adresse (Kbis, impôts, banque, URSSAF)',
      ],
    },
    {
      name: 'Nouveau local',
      milestone: 'travaux, électricité, réseau et mobilier prêts',
      share: 0.6,
      tasks: ['Faire les travaux et l’électricité', 'Installer le réseau', 'Prévoir le mobilier'],
    },
    {
      name: 'Tri et cartons',
      milestone: 'inventaire, tri et cartons étiquetés par pièce',
      share: 0.85,
      tasks: ['Faire l’inventaire et trier', 'Faire les cartons et les étiqueter par pièce'],
    },
    {
      name: 'Communication',
      milestone: 'clients, fournisseurs, site et fiche Google prévenus',
      share: 0.93,
      tasks: ['Prévenir clients et fournisseurs', 'Mettre à jour le site et la fiche Google'],
    },
    {
      name: 'Jour J',
      milestone: 'déménagement',
      share: 1,
      tasks: ['Accueillir les déménageurs', 'Vérifier que tout est arrivé'],
    },
    {
      name: 'Bilan',
      milestone: 'installation vérifiée, état des lieux de l’ancien local',
      share: 1,
      tasks: ['Faire l’état des lieux de l’ancien local', 'Régler ce qui manque dans le nouveau'],
    },
  ],
  other: [
    {
      name: 'Cadrage',
      milestone: 'objectifs, budget et équipe validés',
      share: 0.15,
      tasks: ['Fixer les objectifs', 'Arrêter le budget', 'Désigner qui fait quoi'],
    },
    {
      name: 'Préparation',
      milestone: 'ressources et moyens réunis',
      share: 0.35,
      tasks: ['Réunir les ressources nécessaires', 'Prévenir les personnes concernées'],
    },
    {
      name: 'Réalisation',
      milestone: 'livrables principaux prêts',
      share: 0.7,
      tasks: ['Produire les livrables principaux', 'Faire un point d’avancement chaque semaine'],
    },
    {
      name: 'Contrôle',
      milestone: 'résultats vérifiés et ajustés',
      share: 0.85,
      tasks: ['Vérifier les résultats', 'Corriger ce qui doit l’être'],
    },
    {
      name: 'Finalisation',
      milestone: 'derniers réglages et validation',
      share: 0.95,
      tasks: ['Faire les derniers réglages', 'Obtenir la validation finale'],
    },
    {
      name: 'Échéance',
      milestone: 'livraison',
      share: 1,
      tasks: ['Livrer', 'Informer les personnes concernées'],
    },
    {
      name: 'Bilan',
      milestone: 'retour d’expérience et suites décidées',
      share: 1,
      tasks: ['Faire le retour d’expérience', 'Décider des suites'],
    },
  ],
};

const eventWords = new RegExp(`\\b(?:${projectEventWords})\\b`);

/** What kind of project a request plans, from its words. */
function projectKindOf(text: string): ProjectKind {
  const folded = fold(text);
  if (
    /\b(site|application|appli|logiciel|outil|crm|erp|intranet|plateforme|e-commerce|refonte|migration|developpement|deploiement|boutique en ligne|api)\b/.test(
      folded,
    )
  )
    return 'build';
  if (/\bdemenag\w*/.test(folded)) return 'move';
  // A trade fair the business exhibits at, not a hair salon nor a living room.
  if (
    /\b(?:stand|exposants?|exposer|exposons|foire)\b/.test(folded) ||
    /\bsalon (?:de l'|du |des |de la |professionnel|pro\b)(?!(?:coiffure|the|beaute|esthetique|massage|tatouage|manucure)\b)/.test(
      folded,
    )
  )
    return 'fair';
  if (
    /\b(ouverture|ouvrir|nouveaux? locaux|nouvelle agence|inauguration|boutique|magasin|restaurant)\b/.test(
      folded,
    )
  )
    return 'opening';
  if (eventWords.test(folded)) return 'event';
  return 'other';
}

// "Prépare le plan", "fais le rétroplanning": the plan itself, not what it is for.
const thePlanItself =
  /^(?:(?:le|la|un|une|ce|cette|notre|mon|ma|son|sa)\s+)?(?:plan|planning|retroplanning|retro-planning|calendrier|programme|feuille de route)\b/;

/** What the plan is for, in the user's words: the subject, else what follows "pour" or "plan de". */
function planSubject(conversation: Conversation): string | null {
  // « (la liste de) ce qu'il faut faire pour le salon »: the salon is the subject.
  const subject = planSubjectSaid(conversation)?.replace(
    /^(?:tout\s+)?ce\s+(?:qu['’]il\s+(?:me\s+|nous\s+)?(?:faut|reste\s+à|y\s+a\s+à)|que\s+(?:je\s+dois|nous\s+devons|l['’]on\s+doit|on\s+doit))\s+(?:faire|prévoir)\s+(?:pour|avant)\s+/i,
    '',
  );
  return subject && thePlanItself.test(fold(subject)) ? null : (subject ?? null);
}

const stateDue =
  /^\s*((?:notre|nos|le|la|les|l'|mon|ma|mes|ce|cette) [^,.;:!?\n]{3,60}?) (?:doit|doivent|devra|devront|sera|seront) (?:etre )?(en ligne|prete?s?|livree?s?|terminee?s?|finie?s?|ouverte?s?|lancee?s?|operationnel\w*|en service|en place)\b/;

// « On déménage l'atelier », « le plan du déménagement de nos bureaux à Lyon »: the move is the subject.
const moveSaid =
  /\b(?:demenag(?:e|eons|er|ent|ez)\s+|(?:du |le |un |notre )?demenagement\s+(?:de |d'|du |des ))((?:l'|le |la |les |notre |nos |mon |ma |mes |un |une )?[^,.;:!?\n]{2,60}?)(?=\s+(?:le \d|le (?:1er|premier)|du (?=\d)|en |d'ici|avant|pour|avec|dans|au plus)|[,.;:!?\n]|$)/;

function planSubjectSaid(conversation: Conversation): string | null {
  const { facts, command } = conversation.request;
  const move = moveSaid.exec(fold(command));
  if (move?.[1]) {
    const at = fold(command).indexOf(move[1], move.index);
    const what = command.slice(at, at + move[1].length).trim();
    return `le déménagement ${withDe(what)}`;
  }
  // « Notre site e-commerce doit être en ligne le 1er mars »: the state to reach names the work.
  const state = stateDue.exec(fold(command));
  if (state?.[1] && state[2]) {
    const at = fold(command).indexOf(state[1]);
    // At the start of the sentence its determiner was capitalised: « Notre site » → « notre site ».
    const what = command
      .slice(at, at + state[1].length)
      .trim()
      .replace(/^(?:Notre|Nos|Le|La|Les|L'|L’|Mon|Ma|Mes|Ce|Cette)\b/, (word) => word.toLowerCase());
    const work = /^en ligne/.test(state[2])
      ? 'la mise en ligne'
      : /^ouvert/.test(state[2])
        ? 'l’ouverture'
        : /^lance/.test(state[2])
          ? 'le lancement'
          : /^(en service|en place|operationnel)/.test(state[2])
            ? 'la mise en service'
            : 'la livraison';
    return `${work} ${withDe(what)}`;
  }
  // « Je fais le salon de l'habitat de Brest du 15 au 17 janvier », « on expose à la foire de Caen »:
  // the fair is the subject, without its dates.
  const fair =
    /\b((?:le |la |au |a la )(?:salon|foire)\s+[^,.;:!?\n]{2,60}?)(?=\s+(?:du \d|du (?:1er|premier)|le \d|les \d|en (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|d'ici|avant|ce |cette |dans)|[,.;:!?\n]|$)/.exec(
      fold(command),
    );
  if (fair?.[1] && projectKindOf(command) === 'fair') {
    const at = fold(command).indexOf(fair[1], fair.index);
    return command
      .slice(at, at + fair[1].length)
      .trim()
      .replace(/^(?:au|à la|a la)\s+/i, (word) => (/^au/i.test(word) ? 'le ' : 'la '));
  }
  if (facts.subject) return facts.subject;
  // "On doit livrer l'appli mobile de la mairie de Lorient le 30 avril": what has to be done.
  const duty =
    /^\s*(?:il (?:faut|faudrait)|on (?:doit|devrait|va)|nous (?:devons|allons)|je (?:dois|vais))\s+(?:livrer|ouvrir|lancer|preparer|organiser|monter|mettre en place|deployer|terminer|finir|boucler|rendre)\s+((?:l'|le |la |les |un |une |notre |nos )[^,.;:!?\n]{3,80}?)(?=\s+(?:le |du (?=\d)|en |d'ici|avant|pour|avec)|[,.;:!?\n]|$)/.exec(
      fold(command),
    );
  if (duty?.[1]) {
    const at = fold(command).indexOf(duty[1]);
    return command.slice(at, at + duty[1].length).trim();
  }
  // « On doit migrer notre logiciel de caisse avant le 15 janvier »: a change, said with its verb.
  const change =
    /^\s*(?:il (?:faut|faudrait)|on (?:doit|devrait|va)|nous (?:devons|allons)|je (?:dois|vais))\s+((?:migrer|changer|remplacer|installer|renover|refaire|demenager|recruter|former|deployer|moderniser|digitaliser|informatiser)\s+(?:l'|le |la |les |un |une |notre |nos |mon |ma |mes |toute |tout )[^,.;:!?\n]{3,80}?)(?=\s+(?:le |du (?=\d)|en |d'ici|avant|pour|avec)|[,.;:!?\n]|$)/.exec(
      fold(command),
    );
  if (change?.[1]) {
    const at = fold(command).indexOf(change[1]);
    return command.slice(at, at + change[1].length).trim();
  }
  // « Organise le déménagement de nos bureaux », « Prépare le lancement du site »: what the verb
  // sets up, before what it is of (« de nos bureaux »); not the plan itself (« Prépare le planning »).
  const set =
    /^\s*(?:(?:peux-tu|pourrais-tu|merci d[e'])\s+)?(?:organise|prepare|planifie|lance|monte|coordonne)(?:-moi|-nous)?\s+((?:l'|le |la |les |un |une |notre |nos )[^,.;:!?\n]{3,80}?)(?=\s+(?:le |du (?=\d)|en |d'ici|avant|pour|avec|a partir)|[,.;:!?\n]|$)/.exec(
      fold(command),
    );
  if (set?.[1] && !thePlanItself.test(set[1])) {
    const at = fold(command).indexOf(set[1]);
    return command.slice(at, at + set[1].length).trim();
  }
  // « le rétroplanning du salon de l'habitat »: what the plan is of, with its article.
  const planOfWhat =
    /\b(?:retroplanning|retro-planning|planning|plan|calendrier)\s+(du|des)\s+(?!(?:\d|projet\b))([a-z][^,.;:!?\n]{3,80}?)(?=\s+(?:du \d|le \d|en |d'ici|avant|pour|avec)|[,.;:!?\n]|$)/.exec(
      fold(command),
    );
  if (planOfWhat?.[2]) {
    const at = planOfWhat.index + planOfWhat[0].length - planOfWhat[2].length;
    return `${planOfWhat[1] === 'du' ? 'le' : 'les'} ${command.slice(at, at + planOfWhat[2].length).trim()}`;
  }
  // « chez M. et Mme Salaün »: a civility's dot does not end the subject.
  const match =
    /\b(?:pour|de|du|sur)\s+((?:l'|l’|le |la |les |un |une |notre |nos |mon |ma |mes |ce |cette )(?:\b(?:M|MM|Mme|Mlle|Dr|Me)\.|[^,.;:!?\n]){3,80}?)(?=\s+(?:avec|afin|en vue|d'ici|avant|en (?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) \p{L}+)(?!\p{L})|[,.;:!?\n]|$)/iu.exec(
      command.replace(/\b(?:plan(?:ning)? de projet|rétroplanning|retroplanning|planning|plan)\s+/i, ''),
    );
  if (match?.[1]) return match[1].trim();
  // "On lance la refonte du site le 1er décembre": what is launched or started.
  const launched =
    /\b(?:lance|lancons|lancer|demarre|demarrons|demarrer|commence|commencons|organise|organisons|prepare|preparons)\s+((?:l'|l’|le |la |les |un |une |notre |nos )[^,.;:!?\n]{3,60}?)(?=\s+(?:le |du (?=\d)|en |d'ici|avant|pour|avec)|[,.;:!?\n]|$)/i.exec(
      fold(command),
    );
  if (!launched?.[1]) return null;
  const at = fold(command).indexOf(launched[1]);
  return command.slice(at, at + launched[1].length).trim();
}

/** "du 1er mars au 15 mai", "entre le 3 février et le 20 mars": the period a plan must fit in. */
function periodOf(
  conversation: Conversation,
): { from: DayNumber; to: DayNumber; label: string; roughEnd?: boolean } | null {
  const { dates } = conversation.request.facts;
  const [first, second] = dates;
  if (!first) return null;
  if (second && second.day > first.day) {
    // "fin février" is a rough end, moved to a working day; "le 27 février" is kept as said.
    const roughEnd = /\b(fin|debut|mi)\b/.test(fold(second.text));
    return { from: first.day, to: second.day, label: `du ${first.label} au ${second.label}`, roughEnd };
  }
  // One mention of a range: its end is the date after "au".
  const end = /\s(?:au|à|a|-|jusqu'au)\s+(.+)$/.exec(first.text)?.[1];
  const to = end ? findDates(end, conversation.now)[0] : undefined;
  return to && to.day > first.day ? { from: first.day, to: to.day, label: `du ${first.label}` } : null;
}

/**
 * "Fais-moi le rétroplanning" right after "On organise un séminaire les 15 et 16 janvier à Annecy":
 * a plan that names neither its subject nor its dates is for the event the conversation just named.
 */
function withEventNamedBefore(conversation: Conversation): Conversation {
  const { request, now, history } = conversation;
  const { facts } = request;
  if (facts.dates.length || facts.quoted.length || planSubject(conversation)) return conversation;
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content)
    .reverse()
    .find((turn) => extractFacts(turn, now).dates.length > 0);
  if (!earlier) return conversation;
  const earlierFacts = extractFacts(earlier, now);
  let subject = namedBefore('', [earlier], now, false);
  for (const date of earlierFacts.dates) subject = subject?.replace(date.text, '') ?? null;
  subject =
    subject
      ?.replace(/\s+(?:le|les|du|au|des|de)?\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim() || null;
  return {
    ...conversation,
    request: { ...request, facts: { ...mergeFacts(earlierFacts, facts), subject } },
  };
}

// "en mars", "courant avril", "au mois de juin": a month without its day.
const monthSaid =
  /\b(?:en|courant|au mois de|pour)\s+(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)(?:\s+prochain)?\b/;

/** A plan for "notre séminaire en mars" is ready by the start of March (the day is to be set). */
function withMonthSaid(conversation: Conversation): Conversation {
  const { request, now } = conversation;
  const { facts, command } = request;
  const month = facts.dates.length ? null : monthSaid.exec(fold(command));
  if (!month?.[1]) return conversation;
  const [start] = findDates(`début ${month[1]}`, now);
  if (!start) return conversation;
  const written = command.slice(month.index, month.index + month[0].length);
  const monthWritten = written.split(/\s+/).at(month[0].endsWith('prochain') ? -2 : -1) ?? month[1];
  const date = { ...start, text: written, index: month.index, label: `début ${monthWritten}` };
  return { ...conversation, request: { ...request, facts: { ...facts, dates: [date] } } };
}

/** « avant le 31 mars » → « le 31 mars »: the day a plan is dated back from, without its « avant ». */
function fromDay(label: string): string {
  const day = label
    .replace(/^(?:avant|d['’]ici|au plus tard|pour|jusqu['’]au)\s+/i, '')
    .replace(/^au\s/i, 'le ');
  return /^(?:le|la|l['’]|fin|début|mi)\b/i.test(day) ? day : `le ${day}`;
}

const projectPlan: Writer = (conversation) => planOf(withEventNamedBefore(withMonthSaid(conversation)));

function planOf(conversation: Conversation): string {
  const { request } = conversation;
  const { facts } = request;
  const { today, style, now } = conversation;
  const period = periodOf(conversation);
  // "Décale tout de deux semaines": every date of the plan moves, the start included.
  const shift = style.additions.reduce(
    (sum, addition) => sum + (addition.kind === 'shift' ? addition.days : 0),
    0,
  );
  const target = period ? null : (facts.dates[0] ?? null);
  // "le lancement du site le 15 février": the date is said apart, once.
  // « ma boutique » said back to the user: « votre boutique » (« notre » is the team's, kept).
  const said = planSubject(conversation);
  const subject =
    (
      (facts.quoted[0] ? `« ${facts.quoted[0]} »` : null) ??
      (said && /\b(?:mon|ma|mes)\s/i.test(said) ? (toSecondPerson(said, style.address) ?? said) : said)
    )
      ?.replace(target ? new RegExp(`\\s*(?:le |du |au |pour le )?${target.text}`) : /$^/, '')
      .trim() ?? null;
  // « … : finir les travaux, commander le stock (6 semaines de délai), … »: the user's own steps.
  const own = ownStepsPlan(conversation, subject, shift);
  if (own) return own;
  // A short event ("le salon du 10 au 12 avril") is prepared from now to its first day; a long
  // period ("du 6 au 31 janvier") is the work itself.
  const event = period !== null && period.to - period.from < 14 && period.from > nextWorkingDay(today) + 14;
  const targetDay =
    (period
      ? event
        ? period.from
        : // "livraison fin février": delivered on the last working day, not on a Sunday.
          period.roughEnd
          ? workingDayBefore(period.to, period.from)
          : period.to
      : target && target.day > today
        ? target.day
        : today + 56) + shift;
  const start = Math.max(
    (period && !event ? Math.max(period.from, nextWorkingDay(today)) : nextWorkingDay(today)) + shift,
    nextWorkingDay(today),
  );
  const span = Math.max(targetDay - start, 1);
  const count = countFor(conversation, /^(etapes?|phases?|jalons?|lots?)$/, style.length < 0 ? 4 : 6);
  // The day itself always stays; the others are kept in order up to the number asked.
  const phases = phasesByKind[projectKindOf(`${request.command} ${subject ?? ''}`)];
  const chosen = phases.filter((phase) => phase.name !== 'Bilan' || count >= 7);
  const dayItself = phases[5] as Phase;
  // More steps than the usual phases: checkpoints spread between the last preparation and the day.
  const extraSteps = Math.max(0, count - chosen.length);
  const checkpoints = Array.from(
    { length: extraSteps },
    (_, index): Phase => ({
      name: `Point d'étape ${index + 1}`,
      milestone: 'avancement revu, risques traités',
      tasks: ['Revoir l’avancement', 'Traiter les risques'],
      share: 0.93 + ((index + 1) * 0.06) / (extraSteps + 1),
    }),
  );
  const picked =
    count >= chosen.length
      ? [
          ...chosen.filter((phase) => phase !== dayItself && phase.name !== 'Bilan'),
          ...checkpoints,
          dayItself,
          ...chosen.filter((phase) => phase.name === 'Bilan'),
        ]
      : [...chosen.slice(0, count - 1), dayItself];
  const people = facts.people.map((person) => person.label);
  const owner = (index: number) =>
    people.length ? (people[index % people.length] as string) : index === 0 ? 'Vous' : 'À attribuer';
  const rows = picked.map((phase, index) => {
    const day =
      phase === dayItself
        ? targetDay
        : phase.name === 'Bilan'
          ? nextWorkingDay(targetDay, 4)
          : workingDayBefore(start + Math.round(span * phase.share) - (phase.share === 1 ? 0 : 1), start);
    const when = target && !shift ? ` (${target.label})` : '';
    // The day itself is named by the subject, else by its milestone (« Jour J : déménagement »).
    const milestone =
      phase === dayItself ? `${capitalise(subject ?? dayItself.milestone)}${when}` : phase.milestone;
    const name =
      phase === dayItself && !subject && fold(phase.name) === fold(phase.milestone) ? null : phase.name;
    // The day itself is everyone's when there is a team.
    const who = phase === dayItself && people.length > 1 ? 'toute l’équipe' : owner(index);
    return { day, text: `${name ? `${name} : ` : ''}${milestone} — ${who}` };
  });
  const extra = additionOf(conversation, 'milestone');
  if (extra) {
    // The addition is read folded: its words are taken back, with their accents, from the message.
    const at = extra.text ? fold(conversation.message).indexOf(extra.text) : -1;
    const written =
      extra.text && at >= 0 ? conversation.message.slice(at, at + extra.text.length) : extra.text;
    const when = written ? extractFacts(written, now).dates[0] : undefined;
    const day = when?.day ?? Math.round((start + targetDay) / 2);
    const label =
      written && when
        ? written
            .replace(when.text, '')
            .replace(/\s+(le|du|au|pour)?\s*$/i, '')
            .trim()
        : written;
    rows.push({ day, text: `Jalon ajouté : ${capitalise(label || 'point d’étape')} — ${owner(0)}` });
    rows.sort((a, b) => a.day - b.day);
  }
  const context = [
    facts.places.length > 0 && `**Lieu :** ${listWords(facts.places)}`,
    people.length > 0 && `**Équipe :** ${listWords(people)}`,
    facts.companies.length > 0 && `**Partenaires :** ${listWords(facts.companies)}`,
    facts.amounts.length > 0 && `**Budget :** ${facts.amounts.join(', ')}`,
    facts.durations.length > 0 &&
      `**Durée :** ${facts.durations.map((duration) => duration.text).join(', ')}`,
    period
      ? `**Période :** du ${formatDay(event ? period.from + shift : start, today)} au ${formatDay(event ? period.to + shift : targetDay, today)}`
      : `**Échéance :** ${target && !shift ? target.label : `${formatDay(targetDay, today)}${target ? '' : ' (8 semaines par défaut, à ajuster)'}`}`,
  ].filter(Boolean);
  if (asksForTaskList(request.command) && !extra) {
    // Each phase's tasks, due on the phase's day, with who does them.
    const phaseRows = picked.map((phase, index) => ({ phase, row: rows[index]!, owner: owner(index) }));
    const list = phaseRows
      .map(({ phase, row, owner: who }, index) =>
        [
          `**${index + 1}. ${phase.name}** — d’ici le ${formatDay(row.day, today)} (${who})`,
          ...(phase.tasks.length ? phase.tasks : [capitalise(phase.milestone)]).map((task) => `- ${task}`),
        ].join('\n'),
      )
      .join('\n\n');
    const total = phaseRows.reduce((sum, { phase }) => sum + Math.max(phase.tasks.length, 1), 0);
    return blocks(
      opening(
        conversation,
        'millie',
        'une version de la liste',
        `Voici la liste des tâches${subject ? ` pour ${subject}` : ' du projet'} : ${plural(total, 'tâche')} en ${plural(phaseRows.length, 'étape')}, datées à rebours${target && !shift ? ` depuis ${fromDay(target.label)}` : ''} :`,
        'Avec plaisir, partons de l’échéance.',
      ),
      context.join(' · '),
      list,
      style.length >= 0 &&
        '**Pour les suivre :** dites « Crée ces tâches dans le projet » une fois connecté, et je les ajoute à valider, avec leurs dates.',
      !target &&
        !period &&
        style.length >= 0 &&
        'Donnez-moi la date visée (« pour le 12 mars ») et je recale toutes les dates.',
    );
  }
  return blocks(
    opening(
      conversation,
      'millie',
      'une version du plan',
      shift
        ? `Voici le plan${subject ? ` pour ${subject}` : ' du projet'}, toutes les dates ${shift < 0 ? 'avancées' : 'décalées'} de ${shiftWords(shift)} :`
        : period
          ? `Voici le plan${subject ? ` pour ${subject}` : ' du projet'} en ${plural(rows.length, 'jalon')}, ${period.label} :`
          : `Voici le plan${subject ? ` pour ${subject}` : ' du projet'}, jalons datés à rebours${target ? ` depuis ${fromDay(target.label)}` : ''} :`,
      'Avec plaisir, partons de l’échéance.',
    ),
    context.join(' · '),
    // A numbered list, one dated milestone a line, in calendar order.
    rows
      .map((row, index) => `${index + 1}. **${capitalise(formatDay(row.day, today))}** — ${row.text}`)
      .join('\n'),
    ...keep(
      [
        {
          text: `**Marge :** ${plural(targetDay - today, 'jour')} d'ici l'échéance ; gardez une semaine de réserve avant le jour J.`,
          level: 1,
        },
        {
          text: '**Rituels :** un point d’équipe de 15 minutes chaque semaine, et une revue des risques à chaque jalon.',
          level: 2,
        },
      ],
      style,
    ),
    !target &&
      !period &&
      style.length >= 0 &&
      'Donnez-moi la date visée (« pour le 12 mars ») et je recale tous les jalons.',
  );
}

function dayOfTask(task: Task): DayNumber | null {
  return task.dueDate ? dayOf(task.dueDate) : null;
}

const deadlines: Writer = (conversation) => {
  const { today, workspace, request } = conversation;
  const folded = fold(request.command);
  const horizon = /\bsemaine\b/.test(folded) ? today + 7 : /\bmois\b/.test(folded) ? today + 31 : today + 14;
  const named = projectNamedIn(workspace, request.command);
  const items = [
    ...openTasks(workspace)
      .filter((task) => !named || task.project === named.name)
      .map((task) => ({
        day: dayOfTask(task),
        label: `« ${task.title} »${task.project ? ` · ${task.project}` : ''}${task.assignee ? ` · ${task.assignee}` : ''}`,
      })),
    ...workspace.projects
      .filter((project) => isRunning(project) && (!named || project === named))
      .map((project) => ({
        day: project.dueDate ? dayOf(project.dueDate) : null,
        label: `fin du projet **${project.name}**`,
      })),
  ]
    .filter((item): item is { day: DayNumber; label: string } => item.day !== null && item.day <= horizon)
    .sort((a, b) => a.day - b.day);
  const shown = request.facts.count !== null ? items.slice(0, request.facts.count) : items;
  const late = shown.filter((item) => item.day < today).length;
  return blocks(
    opening(
      conversation,
      'millie',
      'une version',
      `Échéances jusqu'au ${formatDay(horizon, today)}${named ? ` pour **${named.name}**` : ''}, retards compris :`,
    ),
    shown.length
      ? shown
          .map(
            (item) => `- **${formatDay(item.day, today)}** (${dueRelative(item.day, today)}) : ${item.label}`,
          )
          .join('\n')
      : 'Aucune échéance sur cette période.',
    late > 0 &&
      `**À traiter d'abord :** ${plural(late, 'échéance déjà dépassée', 'échéances déjà dépassées')}.`,
    sampleNote(conversation),
  );
};

const workload: Writer = (conversation) => {
  const { today, workspace, request } = conversation;
  // « Répartis ces tâches entre Julie et Marc : A, B, C »: the user's own list, shared out.
  const items = listedItems(conversation.message);
  const sharers = request.facts.people.map((person) => person.label);
  if (isOwnList(conversation.message, items) && sharers.length >= 2) {
    return shareOwnItems(conversation, items, sharers, voices.millie.ack);
  }
  const named = projectNamedIn(workspace, request.command);
  const wanted = request.facts.people.map((person) => fold(person.name));
  const tasks = openTasks(workspace).filter(
    (task) =>
      (!named || task.project === named.name) &&
      (!wanted.length || wanted.some((name) => fold(task.assignee ?? '').includes(name))),
  );
  const byPerson = new Map<string, Task[]>();
  for (const task of tasks) {
    const name = task.assignee ?? 'Non assignée';
    byPerson.set(name, [...(byPerson.get(name) ?? []), task]);
  }
  const rows = [...byPerson.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0], 'fr'))
    .map(([name, own]) => {
      const next = rankTasks(own)[0];
      const late = own.filter((task) => isOverdue(task, today)).length;
      return `| ${name} | ${own.length} | ${late} | ${next ? `« ${next.title} », ${dueText(next.dueDate, today)}` : '—'} |`;
    });
  const busiest = [...byPerson.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const detail = [...byPerson.entries()].map(
    ([name, own]) =>
      `**${name}** : ${rankTasks(own)
        .map((task) => `« ${task.title} »`)
        .join(', ')}`,
  );
  return blocks(
    opening(
      conversation,
      'millie',
      'une version',
      `Qui fait quoi${named ? ` sur **${named.name}**` : ''}${request.facts.people.length ? ` (${listWords(request.facts.people.map((person) => person.label))})` : ''}, d'après les tâches ouvertes :`,
    ),
    rows.length
      ? ['| Personne | Tâches ouvertes | En retard | Prochaine tâche |', '|---|---|---|---|', ...rows].join(
          '\n',
        )
      : 'Aucune tâche ouverte ne correspond.',
    ...keep([{ text: detail.join('\n'), level: 1 }], conversation.style),
    busiest &&
      busiest[1].length > 2 &&
      `**Point d'attention :** ${busiest[0]} porte ${plural(busiest[1].length, 'tâche ouverte', 'tâches ouvertes')} ; à rééquilibrer si possible.`,
    sampleNote(conversation),
  );
};

/**
 * « Liste les tâches du projet Refonte du site vitrine »: a project of the workspace, named in full
 * (most of its name's words), has its own tasks to list rather than a plan to invent.
 */
function namedProjectTasks(conversation: Conversation): string | null {
  const { workspace, request, today } = conversation;
  const project = projectNamedIn(workspace, request.command);
  if (!project) return null;
  const words = new Set(significantWords(request.command));
  const own = significantWords(project.name);
  if (own.filter((word) => words.has(word)).length * 3 < own.length * 2) return null;
  const tasks = workspace.tasks.filter((task) => task.project === project.name);
  const open = rankTasks(tasks.filter((task) => task.status !== 'done'));
  const done = tasks.filter((task) => task.status === 'done');
  return blocks(
    opening(conversation, 'millie', 'une version', `Voici les tâches du projet **${project.name}** :`),
    open.length
      ? open
          .map(
            (task, index) =>
              `${index + 1}. **${task.title}** — ${task.assignee ?? 'à attribuer'}, ${dueText(task.dueDate, today)}`,
          )
          .join('\n')
      : 'Aucune tâche ouverte sur ce projet.',
    done.length > 0 && `**Déjà faites :** ${done.map((task) => `« ${task.title} »`).join(', ')}.`,
    sampleNote(conversation),
  );
}

// « Qui va où ? », « fais le planning de la semaine »: people shared out over places or days, whatever
// the classifier read the request as (a plan, a status, the deadlines).
export const millieWriters: Partial<Record<Intent, Writer>> = {
  project_status: withAssignment(projectStatus),
  // « Rédige un cahier des charges pour… »: the project's specification, not its schedule.
  project_plan: withAssignment((conversation) =>
    asksForSpecification(conversation.request.command)
      ? specificationWriter(conversation)
      : ((asksForTaskList(conversation.request.command) ? namedProjectTasks(conversation) : null) ??
        projectPlan(conversation)),
  ),
  deadlines: withAssignment(deadlines),
  workload: withAssignment(workload),
};
