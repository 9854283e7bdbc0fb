import { describe, expect, it } from 'vitest';
import type { MailSummary } from '../../types.ts';
import { asksAboutMailbox, mailboxReply } from './mailbox.ts';

const mail: MailSummary = {
  account: 'moi@exemple.fr',
  lastSyncAt: '2026-11-24T08:00:00.000Z',
  messages: [
    {
      from: 'Client <c@exemple.fr>',
      subject: 'Facture impayée',
      receivedAt: '2026-11-24T07:30:00.000Z',
      category: 'urgent',
      excerpt: 'Dernier rappel',
    },
    {
      from: 'Paul <p@exemple.fr>',
      subject: 'Devis',
      receivedAt: '2026-11-23T07:30:00.000Z',
      category: 'to-answer',
      excerpt: 'Pourriez-vous ?',
    },
  ],
};

describe('Alfred on the mailbox', () => {
  it.each([
    ['Qu’est-ce qui est urgent dans ma boîte mail ?', true],
    ['Trie ma boite de réception', true],
    ['Quels mails attendent une réponse dans mes mails ?', true],
    ['Rédige un mail de remerciement', false],
    ['Priorise mes tâches', false],
    ['Qu’y a-t-il dans ma boîte aux lettres électronique ?', true],
    // The letterbox at the door, where a parcel was said to be left, is not the mailbox.
    ['Le colis est marqué livré mais il n’a rien trouvé dans sa boîte aux lettres, réponds-lui.', false],
    ['Le livreur dit l’avoir mis dans la boîte aux lettres', false],
  ])('%s is about the mailbox: %s', (message, about) => {
    expect(asksAboutMailbox(message)).toBe(about);
  });

  it('lists the urgent messages with their sender and time, then the counts', () => {
    const reply = mailboxReply('Qu’est-ce qui est urgent dans ma boîte mail ?', mail, true);
    expect(reply).toContain('un message est urgent');
    expect(reply).toContain('**Facture impayée** de Client <c@exemple.fr>');
    expect(reply).toContain('à 08:30');
    expect(reply).not.toContain('Devis');
    expect(reply).toContain('1 urgent, 1 à répondre, 0 à lire, 0 newsletter, sur les 2 derniers messages');
  });

  it('answers what awaits a reply when asked, and says when nothing is urgent', () => {
    expect(mailboxReply('Quels mails de ma boîte mail attendent une réponse ?', mail, true)).toContain(
      '**Devis**',
    );
    expect(mailboxReply('Quoi d’urgent dans ma boîte mail ?', { ...mail, messages: [] }, true)).toContain(
      'Rien d’urgent dans votre boîte moi@exemple.fr',
    );
  });

  it('sends to /integrations when no mailbox is connected', () => {
    expect(mailboxReply('Qu’est-ce qui est urgent dans ma boîte mail ?', undefined, true)).toContain(
      '[Intégrations](/integrations)',
    );
  });
});
