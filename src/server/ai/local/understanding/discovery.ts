// « Prépare-moi les questions à lui poser », « Comment préparer mon rendez-vous avec… » : help to
// prepare a meeting with a prospect, read by the sentence's shape (questions to ask, a meeting to
// prepare), whatever the trade or the project; a message to write is something else.
import { fold } from '../french.ts';
import { writesMessage } from './instructions.ts';

const asksQuestions =
  /\bquestions?\b[^.?!]{0,40}\b(poser|a poser|lui poser|leur poser|preparer|prevoir)\b|\b(poser|preparer|prevoir)\b[^.?!]{0,30}\bquestions?\b/;
const meetingWords =
  /\b(rendez-vous|rdv|rencontre|rencontrer|premier (?:appel|echange|contact)|visite|decouverte|entretien commercial|reunion|appel)\b/;
// « Comment préparer mon rendez-vous avec ce prospect ? »: the same help, asked as preparing the meeting.
const preparesMeeting =
  /\b(prepar\w*)\b[^.?!]{0,40}\b(rendez-vous|rdv|rencontre|premier (?:appel|echange)|visite de decouverte)\b/;

/** Questions to ask a prospect at a meeting, or a meeting with one to prepare; not a message to write. */
export function asksForDiscoveryQuestions(command: string): boolean {
  const folded = fold(command);
  if (writesMessage.test(folded)) return false;
  if (asksQuestions.test(folded))
    return meetingWords.test(folded) || /\b(prospect|client|lui|leur)\b/.test(folded);
  return preparesMeeting.test(folded);
}
