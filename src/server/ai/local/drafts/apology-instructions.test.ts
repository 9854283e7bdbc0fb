import { describe, expect, it } from 'vitest';
import { instructedStatement } from './letters.ts';
import { converse, draftOf } from './play-conversation.ts';

// « Excuse-moi auprès d'elle » asks the assistant to apologise in the user's name: the message makes
// the apology (« Je vous prie de m'excuser »), it never repeats the instruction.

describe('an apology asked of the assistant is made in the message', () => {
  it('says each way of asking as the apology itself', () => {
    expect(instructedStatement('Excuse-moi auprès d’elle')).toBe('Je vous prie de m’excuser.');
    expect(instructedStatement('Présente-lui nos excuses pour ce contretemps')).toBe(
      'Nous vous prions de nous excuser pour ce contretemps.',
    );
    expect(instructedStatement('excuse-toi de ma part pour son attente')).toBe(
      'Je vous prie de m’excuser pour votre attente.',
    );
    expect(instructedStatement('Excusez-moi aupres de Mme Roux')).toBe('Je vous prie de m’excuser.');
  });

  it('keeps the apology in a text message, called an SMS', async () => {
    const [reply] = await converse('alfred', [
      'Ecris un SMS a M. Garnier pour lui dire que je serai en retard de 20 minutes ce matin. Excuse-moi aupres de lui.',
    ]);
    expect(reply).toContain('Voici un SMS pour M. Garnier');
    const draft = draftOf(reply!);
    expect(draft).toContain('Je vous prie de m’excuser.');
    expect(draft).not.toMatch(/Excuse-moi|aupres de lui/i);
  });

  it('makes the apology in an email, in the company’s name', async () => {
    const [reply] = await converse('alfred', [
      'Écris un mail à Mme Lemoine pour lui dire que sa commande aura deux jours de retard. Présente-lui nos excuses pour ce contretemps.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Nous vous prions de nous excuser pour ce contretemps.');
    expect(draft).not.toContain('Présente-lui');
  });
});
