// Dot, the recruiter: screening grids, job posts, candidate outreach, interview debriefs and scheduling.
import { eventsBetween, formatEvent, formatSlot, freeSlots } from '../calendar.ts';
import { blocks, quote, type ReplyContext, sampleNote } from '../context.ts';
import { fold, nextWorkingDay, withoutArticle } from '../french.ts';
import { salutation } from '../letters.ts';
import { voices } from '../team.ts';
import { dueText, tasksAssignedTo } from '../workspace.ts';

type Need = 'job_post' | 'schedule' | 'debrief' | 'outreach' | 'screening';

function needOf(folded: string): Need {
  if (/offres? d'emploi|annonces?|fiche de poste/.test(folded)) return 'job_post';
  if (/planifi|organis|cale|creneau|rendez-vous|rdv|convo|programm/.test(folded)) return 'schedule';
  if (
    /compte[- ]rendu|debrief|feedback|retour d'entretien|evalu\w* (l'|de l'|cet |un |mon )?entretien/.test(
      folded,
    )
  ) {
    return 'debrief';
  }
  if (/approche|contacter|chasse|sourcing|message|inmail/.test(folded)) return 'outreach';
  return 'screening';
}

/** The job title from the message, without "un poste de". */
function roleOf(context: ReplyContext): string | null {
  const { role, topic } = context.entities;
  const raw =
    role ?? (topic && !/^(le|la|l'|ce|cet|cette) (candidat|cv|entretien)/.test(fold(topic)) ? topic : null);
  const cleaned =
    raw && withoutArticle(raw.replace(/^(un |une |le |la )?(candidat\w*|poste|profil)( d[e'])?\s*/i, ''));
  return cleaned || null;
}

function screening(role: string): string {
  const grid = [
    '| Critère | Poids | Ce que je vérifie |',
    '|---|---|---|',
    `| Compétences clés | 35 % | Réalisations concrètes en tant que ${role}, vérifiables (projets, résultats) |`,
    "| Expérience | 25 % | Durée, contexte (taille d'équipe, secteur), progression |",
    "| Motivation | 20 % | Intérêt pour le poste et l'entreprise, projet professionnel |",
    '| Savoir-être | 20 % | Communication, autonomie, travail en équipe |',
  ].join('\n');
  const questions = [
    `1. Quel projet de ${role} vous a le plus appris, et qu'avez-vous fait vous-même ?`,
    "2. Racontez une situation difficile avec un client ou un collègue : comment l'avez-vous gérée ?",
    '3. Comment vous tenez-vous à jour dans votre métier ?',
    "4. Qu'est-ce qui vous attire dans ce poste, ici et maintenant ?",
    '5. Quelles conditions vous permettent de donner le meilleur de vous-même ?',
  ].join('\n');
  return blocks(
    grid,
    '**Notation :** chaque critère de 1 à 5. Au-dessus de 3,5 / 5 : entretien ; de 2,5 à 3,5 : appel de 20 minutes ; en dessous : réponse négative courtoise sous 48 h.',
    `**Questions d'entretien**\n${questions}`,
  );
}

function jobPost(role: string): string {
  return quote(
    [
      `**${role.charAt(0).toUpperCase()}${role.slice(1)} (H/F)** · [CDI ou CDD] · [Ville ou télétravail]`,
      '',
      '**Vos missions**',
      `- [Mission principale du ${role}]`,
      '- [Deuxième mission]',
      '- [Troisième mission]',
      '',
      '**Votre profil**',
      '- [Expérience attendue]',
      '- [Compétences indispensables]',
      '- [Ce qui serait un plus]',
      '',
      '**Ce que nous offrons**',
      '- [Salaire : fourchette] · [télétravail] · [avantages]',
      '',
      "**Processus :** un appel de 20 min, un entretien avec l'équipe, une rencontre avec la direction.",
    ].join('\n'),
  );
}

function debrief(role: string): string {
  return [
    `**Compte rendu d'entretien : ${role}**`,
    '| Critère | Note /5 | Éléments observés |',
    '|---|---|---|',
    '| Compétences clés | [ ] | [exemples donnés par le candidat] |',
    '| Expérience | [ ] | [ ] |',
    '| Motivation | [ ] | [ ] |',
    '| Savoir-être | [ ] | [ ] |',
    '',
    '**Points forts :** [ ] · **Points de vigilance :** [ ]',
    '**Recommandation :** [poursuivre / en attente / ne pas retenir], avec une raison factuelle.',
  ].join('\n');
}

export function candidateReply(context: ReplyContext): string {
  const { entities, workspace, today } = context;
  const need = needOf(fold(context.command));
  const role = roleOf(context) ?? '[intitulé du poste]';
  const candidate = entities.person?.name;
  const mine = tasksAssignedTo(workspace, 'Dot')[0];
  const reminder = mine && `**Dans votre suivi :** « ${mine.title} », ${dueText(mine.dueDate, today)}.`;
  if (need === 'schedule') {
    const slots = freeSlots(workspace.events, today, entities.durationMinutes ?? 45, 3);
    const avoided = eventsBetween(workspace.events, nextWorkingDay(today), slots.at(-1)?.day ?? today);
    const invitation = [
      "**Objet :** Votre candidature : proposition d'entretien",
      '',
      salutation(entities.person),
      '',
      `Merci pour votre candidature${role.startsWith('[') ? '' : ` au poste de ${role}`}. Nous serions ravis d'échanger avec vous. Voici trois créneaux possibles :`,
      ...slots.map((slot) => `- ${formatSlot(slot, today)}`),
      '',
      "Merci de me dire lequel vous convient ; je vous enverrai ensuite l'invitation.",
      '',
      'Bien cordialement,',
      '[Votre nom]',
    ].join('\n');
    return blocks(
      `${voices.dot.ack} Voici trois créneaux d'entretien libres dans votre agenda${candidate ? ` pour ${candidate}` : ''} :`,
      slots.map((slot, index) => `${index + 1}. **${formatSlot(slot, today)}**`).join('\n'),
      avoided.length > 0 &&
        `J'ai évité :\n${avoided.map((event) => `- ${formatEvent(event, today)}`).join('\n')}`,
      `**Message au candidat**\n${quote(invitation)}`,
      reminder,
      sampleNote(context),
    );
  }
  if (need === 'outreach') {
    const message = [
      salutation(entities.person),
      '',
      `Votre parcours a retenu mon attention : nous recrutons ${role.startsWith('[') ? 'pour un poste' : `un ou une ${role}`} et je pense que ce rôle pourrait vous intéresser.`,
      "[Deux lignes sur l'équipe, la mission et ce qui rend le poste unique.]",
      '',
      'Seriez-vous ouvert·e à un échange de 20 minutes cette semaine ?',
      '',
      'Belle journée,',
      '[Votre nom]',
    ].join('\n');
    return blocks(
      `${voices.dot.ack} Voici un message d'approche${candidate ? ` pour ${candidate}` : ''} :`,
      quote(message),
      '**Conseil :** personnalisez la première phrase avec un élément précis de son profil ; relancez une seule fois, 5 jours plus tard.',
      reminder,
      mine && sampleNote(context),
    );
  }
  const body = need === 'job_post' ? jobPost(role) : need === 'debrief' ? debrief(role) : screening(role);
  const intro =
    need === 'job_post'
      ? `${voices.dot.ack} Voici une offre d'emploi pour le poste de **${role}**, prête à compléter :`
      : need === 'debrief'
        ? `${voices.dot.ack} Voici une grille de compte rendu d'entretien${candidate ? ` pour ${candidate}` : ''} :`
        : `${voices.dot.ack} Voici une grille de présélection des candidats pour le poste de **${role}**${candidate ? ` (candidat : ${candidate})` : ''} :`;
  return blocks(
    intro,
    body,
    role.startsWith('[') && "Précisez le poste (« pour un développeur React ») et j'adapte les critères.",
    reminder,
    voices.dot.signoff,
    mine && sampleNote(context),
  );
}
