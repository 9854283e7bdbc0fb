import type { MailCategory } from '../../shared/connections-model.ts';
import { foldForSearch } from '../../shared/connectors.ts';

// Alfred's triage of a synced message, from what the mail says of itself: a mailing list or bulk mail is a
// newsletter; a high priority or pressing words make it urgent; a question or a request asks for an answer;
// the rest is to read. Deterministic and offline, like the local engine (decision 005).

export interface TriageInput {
  subject: string;
  text: string;
  /** Lower-case header names. */
  headers: Map<string, string>;
}

const urgentWords = [
  'urgent',
  'urgence',
  'asap',
  'au plus vite',
  'au plus tot',
  'immediatement',
  'des que possible',
  'dernier rappel',
  'derniere relance',
  'mise en demeure',
  'impaye',
  'echeance depassee',
  'avant ce soir',
  'aujourd hui avant',
  'bloquant',
  'en panne',
];

const requestWords = [
  'pouvez-vous',
  'pourriez-vous',
  'pouvez vous',
  'pourriez vous',
  'merci de me',
  'merci de nous',
  'merci de bien vouloir',
  'auriez-vous',
  'est-il possible',
  'quand pourrez',
  'votre avis',
  'je souhaiterais',
  'nous souhaiterions',
  'devis',
];

export function triage({ subject, text, headers }: TriageInput): MailCategory {
  const precedence = (headers.get('precedence') ?? '').toLowerCase();
  if (headers.has('list-unsubscribe') || headers.has('list-id') || /bulk|list|junk/.test(precedence)) {
    return 'newsletter';
  }
  const folded = foldForSearch(`${subject}\n${text.slice(0, 2000)}`).replace(/[’']/g, ' ');
  const priority = `${headers.get('x-priority') ?? ''} ${headers.get('importance') ?? ''} ${headers.get('priority') ?? ''}`;
  if (/(^|\s)[12](\s|\(|$)|high|urgent/i.test(priority) || urgentWords.some((w) => folded.includes(w))) {
    return 'urgent';
  }
  if (folded.includes('?') || requestWords.some((w) => folded.includes(foldForSearch(w)))) return 'to-answer';
  return 'to-read';
}
