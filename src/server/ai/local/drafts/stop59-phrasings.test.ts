import { describe, expect, it } from 'vitest';
import type { SupportSummary } from '../../types.ts';
import { withTicketMessage } from '../understanding/desk-designation.ts';
import { toReaderForm } from '../understanding/french-persons.ts';
import { questionToSettle } from '../understanding/reported-question.ts';
import { breakEvenIn } from './break-even.ts';
import { spokenWritten, toReader } from './letters.ts';
import { newsSubject } from './news-subject.ts';
import { converse, draftOf } from './play-conversation.ts';
import { priceOf, productGains, productOf } from './sales-arguments.ts';
import { slotScheduleIn, slotScheduleReply } from './slot-schedule.ts';
import { ourStatements } from './support-cases.ts';

// Phrasings written at stop 59 beside the mechanisms fixed on the stop 58 batch (never in the eval):
// each tests the general mechanism on another request than the one that showed the gap.

describe('the reader said in the third person, in a letter to them', () => {
  it('conjugates a verb in -yer typed with its « i » (« il paie » → « vous payez »)', () => {
    expect(toReaderForm('paie', 'il', 'vous')).toBe('payez');
    expect(toReaderForm('envoie', 'il', 'vous')).toBe('envoyez');
  });
  it('is « vous » when the user will go and see or meet them', () => {
    expect(toReader('je passerai la voir la semaine prochaine', 'vous')).toBe(
      'je passerai vous voir la semaine prochaine',
    );
    expect(toReader('on viendra le rencontrer lundi', 'vous')).toBe('on viendra vous rencontrer lundi');
    expect(toReader('je passe la voiture au contrôle', 'vous')).toBe('je passe la voiture au contrôle');
  });
});

describe('an amount typed in words of speech', () => {
  it('is written with its sign', () => {
    expect(spokenWritten('la révision fait 120 euros')).toBe('la révision fait 120 €');
    expect(spokenWritten('c est 1 250 euros tout compris')).toBe('c est 1 250 € tout compris');
    expect(spokenWritten('des eurosceptiques')).toBe('des eurosceptiques');
  });
});

describe('an invitation declined', () => {
  it('names what is declined in the subject, not a meeting missed', () => {
    expect(newsSubject('je ne pourrai pas venir à ton vernissage du 5 mars')).toBe(
      'Votre vernissage du 5 mars',
    );
    expect(newsSubject('nous ne pourrons pas être à votre assemblée générale')).toBe(
      'Votre assemblée générale',
    );
  });
});

describe('an answer to a desk customer with nothing dictated', () => {
  const support: SupportSummary = {
    openCount: 1,
    overdueCount: 0,
    tickets: [
      {
        id: 't1',
        requesterName: 'Louise Tanguy',
        requesterEmail: 'louise@client.test',
        subject: 'Commande incomplète',
      } as SupportSummary['tickets'][number],
    ],
    lastMessages: {
      t1: 'Bonjour, il manque deux bols dans ma commande C-881 reçue hier. Pouvez-vous me les envoyer ?',
    },
  };
  it('reads what the customer last wrote, pasted under the request', () => {
    expect(withTicketMessage('Réponds à Mme Tanguy en t’excusant', support)).toBe(
      'Réponds à Mme Tanguy en t’excusant\n\nBonjour, il manque deux bols dans ma commande C-881 reçue hier. Pouvez-vous me les envoyer ?',
    );
  });
  it('leaves a dictated answer, another customer or a paste as typed', () => {
    for (const typed of [
      'Réponds à Louise Tanguy : on renvoie les bols demain.',
      'Réponds à Louise Tanguy qu’on renvoie les bols demain.',
      'Réponds à M. Le Bris en t’excusant',
      'Combien de tickets sont ouverts ?',
    ])
      expect(withTicketMessage(typed, support)).toBe(typed);
  });
});

describe('what we do, dictated after the cause', () => {
  it('says the third party’s fault, then our remedy to the reader', () => {
    expect(
      ourStatements('Le fournisseur a livré la commande incomplète : on la complète demain sans frais.'),
    ).toEqual(['Le fournisseur a livré votre commande incomplète.', 'Nous la complétons demain sans frais.']);
    expect(ourStatements('Le livreur a cassé le colis : on le renvoie lundi.')).toEqual([
      'Le livreur a cassé votre colis.',
      'Nous vous le renvoyons lundi.',
    ]);
  });
});

describe('a customer question reported with a preposition', () => {
  it('is the question the documents settle', () => {
    expect(questionToSettle('Un client demande dans combien de temps il recevra sa table.')).toBe(
      'dans combien de temps il recevra sa table',
    );
    expect(questionToSettle('Une cliente me demande à quelle heure on ouvre le dimanche.')).toBe(
      'à quelle heure on ouvre le dimanche',
    );
  });
});

describe('a break-even with the margin given', () => {
  it('divides the fixed costs by it, counted in what it is earned on', () => {
    const read = breakEvenIn(
      'Le garage a 9 000 € de charges par mois et une marge de 150 € par révision. Combien de révisions pour couvrir les charges ?',
    );
    expect(read).toMatchObject({ fixed: [9000], sale: { euros: 150 }, marginGiven: true });
    expect(read?.items?.many).toBe('révisions');
  });
});

describe('slots placed one after the other', () => {
  it('times each one, with the pause, and says what does not fit', () => {
    const schedule = slotScheduleIn(
      'Je dois caser 4 rendez-vous entre 8h30 et 10h, 20 minutes chacun avec 5 minutes entre deux : Paul, Sarah, Malik et Jeanne.',
      'mardi 8 décembre',
    );
    expect(schedule).toMatchObject({ from: 510, to: 600, length: 20, gap: 5 });
    const reply = slotScheduleReply(schedule!);
    expect(reply).toContain('| 8 h 30 – 8 h 50 | Paul |');
    expect(reply).toContain('| 9 h 20 – 9 h 40 | Malik |');
    expect(reply).toContain('**Ne tient pas avant 10 h :** Jeanne');
  });
  it('asks nothing of a message without a window or a length', () => {
    expect(slotScheduleIn('J’ai 3 entretiens jeudi, fais-moi le planning.', null)).toBeNull();
  });
});

describe('a post that says where to book', () => {
  it('ends on it', async () => {
    const [reply = ''] = await converse('suki', [
      'Post Facebook pour notre soirée jeux le vendredi 18 décembre à 20h, 10 € par personne, réservation par téléphone.',
    ]);
    expect(draftOf(reply)).toContain('Réservation par téléphone !');
  });
});

describe('a product sold from a price, with its figures', () => {
  it('keeps « 3D » and « à partir de … par … », and gains of its own kind', () => {
    expect(productOf('Propose nos plans 3D à un architecte')).toBe('nos plans 3D');
    expect(priceOf('à partir de 90 €', 'des photos à partir de 90 € par logement')?.text).toBe(
      'à partir de 90 € par logement',
    );
    expect(productGains('nos photos de chambres')?.[0]?.[0]).toBe('Des visuels qui donnent envie');
  });
});

describe('where the prospect was met, said with a change of register', () => {
  it('opens the new version of a prospecting message', async () => {
    const [, reply = ''] = await converse('chip', [
      'Écris un mail à Claire Jaouen, gérante d’un hôtel à Vannes, pour lui proposer nos photos professionnelles (à partir de 350 € la séance).',
      'Tutoie-la, on s’est croisées au salon du tourisme.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain(
      'Suite à notre rencontre au salon du tourisme, je me permets de revenir vers toi.',
    );
    expect(draft.match(/salon du tourisme/g)).toHaveLength(1);
    expect(draft).toContain('à partir de 350 € la séance');
  });
});
