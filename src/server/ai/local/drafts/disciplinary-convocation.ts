// « Convoque Julien Le Goff à un entretien préalable à sanction mardi à 10h »: the letter French labour
// law asks for (Code du travail, L. 1332-2 for a sanction, L. 1232-2 for a dismissal): the measure
// considered, the day, the hour and the place, and the right to be assisted by a member of the staff.
// Never a job interview invitation, and no day invented: without one, the day is asked for.
import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks, letter, quote } from './compose.ts';

const preliminary = /\bentretien\s+prealable\b/;

/** True when the request is about a preliminary interview before a sanction or a dismissal. */
export function asksForDisciplinaryConvocation(command: string): boolean {
  return preliminary.test(fold(command));
}

export function disciplinaryConvocation(conversation: Conversation): string {
  const { facts, command } = conversation.request;
  const folded = fold(command);
  const dismissal = /\blicenci\w*/.test(folded);
  const when = facts.dates.find((date) => date.day >= conversation.today) ?? null;
  const place = facts.places[0] ?? null;
  const person = facts.people[0];
  const measure = dismissal ? 'une mesure de licenciement' : 'une sanction disciplinaire';
  const draft = letter(
    { ...conversation, style: { ...conversation.style, tone: 'formal' } },
    {
      subject: `Convocation à un entretien préalable à ${dismissal ? 'un éventuel licenciement' : 'une éventuelle sanction'}`,
      to: person,
      body: [
        { text: `Nous envisageons de prendre à votre égard ${measure}.` },
        {
          text: when
            ? `Conformément à l’article ${dismissal ? 'L. 1232-2' : 'L. 1332-2'} du Code du travail, nous vous convoquons à un entretien préalable le ${when.label}${place ? `, à ${place}` : ''}.`
            : `Conformément à l’article ${dismissal ? 'L. 1232-2' : 'L. 1332-2'} du Code du travail, nous vous convoquons à un entretien préalable.`,
        },
        {
          text: 'Au cours de cet entretien, nous vous exposerons les motifs de la mesure envisagée et recueillerons vos explications.',
        },
        {
          text: 'Vous pouvez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise.',
        },
      ],
    },
  );
  return blocks(
    `Voici la convocation${person ? ` de ${person.label}` : ''}, dans la forme que demande le Code du travail :`,
    quote(draft),
    !when && 'Donnez-moi le jour, l’heure et le lieu de l’entretien : je les ajoute à la lettre.',
    dismissal
      ? 'À remettre en main propre contre décharge ou à envoyer en recommandé avec accusé de réception ; l’entretien doit avoir lieu au moins 5 jours ouvrables après sa présentation. Faites relire la procédure par votre conseil avant l’envoi.'
      : 'À remettre en main propre contre décharge ou à envoyer en recommandé avec accusé de réception. Faites relire la procédure par votre conseil avant l’envoi.',
  );
}
