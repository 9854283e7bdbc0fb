import { describe, expect, it } from 'vitest';
import type { EmployeeId } from '../../../shared/routes.ts';
import { proposedSummary } from '../../testing/proposed-action.ts';
import { AiProviderError, type ChatTurn, type CompanyMemory, emptyCompanyMemory } from '../types.ts';
import { frenchSpacing } from './french.ts';
import { createLocalEngine, localReply } from './local-engine.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';

// The sample as it reads in the week it was written for (the tests' dates are in that week).
const sampleWeek = new Date('2026-11-23T12:00:00Z');

// Tuesday 24 November 2026, 10 h in Paris.
const now = new Date('2026-11-24T09:00:00Z');

/** Plays a conversation turn by turn and returns every reply. */
async function converse(employee: EmployeeId, says: string[], memory: CompanyMemory = emptyCompanyMemory) {
  const messages: ChatTurn[] = [];
  const replies: string[] = [];
  for (const content of says) {
    messages.push({ role: 'user', content });
    const reply = await localReply({
      employee,
      messages,
      workspace: sampleWorkspaceSnapshot(sampleWeek),
      now,
      memory,
    });
    replies.push(reply);
    messages.push({ role: 'assistant', content: reply });
  }
  return replies;
}

/** The blockquoted draft of a reply. */
const draftOf = (reply: string) =>
  reply
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .join('\n');

describe('local engine: the request’s facts are kept', () => {
  it('writes a payment reminder with the person, invoice, amount and date, and no placeholder', async () => {
    const [reply] = await converse('alfred', [
      "Rédige un email de relance pour M. Bernard, qui n'a pas payé la facture n° F-2026-118 de 1 200 € du 15 octobre",
    ]);
    for (const fact of ['M. Bernard', 'F-2026-118', '1 200 €', '15 octobre']) expect(reply).toContain(fact);
    expect(reply).not.toMatch(/\[[^\]]*\]/);
    expect(reply).not.toContain('/ai/clide');
  });

  it('keeps the details given after a colon', async () => {
    const [reply] = await converse('alfred', [
      'Écris un mail à notre fournisseur Point P : la commande 4471 de 12 sacs de ciment doit être livrée le 28 novembre à Villeurbanne',
    ]);
    for (const fact of ['4471', '28 novembre', 'Villeurbanne']) expect(reply).toContain(fact);
  });
});

describe('local engine: one conversation', () => {
  it('makes the previous draft shorter, then firmer', async () => {
    const [first, shorter, firmer] = await converse('alfred', [
      'Écris un email de relance à Mme Perrin pour la facture 2291 de 640 €',
      'Fais-la plus courte',
      'Plus ferme',
    ]);
    expect(draftOf(shorter!).length).toBeLessThan(draftOf(first!).length);
    expect(shorter).toContain('Mme Perrin');
    // Short and firm: a dated deadline. Mme Perrin is not said to be a business: no B2B recovery
    // indemnity; and no earlier reminder invented.
    expect(firmer).toMatch(/au plus tard le/);
    expect(firmer).not.toMatch(/(?<!\d)40\s€|précédentes relances|simple oubli/);
    expect(firmer).toContain('640 €');
  });

  it('adds hashtags to the previous post and tutoies on request', async () => {
    const [, tagged] = await converse('suki', [
      // Tags come from the trade, town and offer said (no generic #PME to reach the count).
      'Écris un post LinkedIn pour ma plomberie à Lyon sur notre nouvelle offre de maintenance des chaudières',
      'Ajoute 4 hashtags',
    ]);
    expect(draftOf(tagged!).match(/#\p{L}+/gu)).toHaveLength(4);
    const [, tutoie] = await converse('clide', [
      'Réponds à Julie Moreau dont la commande CMD-4521 est arrivée avec 3 jours de retard',
      'Tutoie-la',
    ]);
    expect(draftOf(tutoie!)).toMatch(/\bte\b|\bton\b|\bta\b/);
    expect(draftOf(tutoie!)).not.toMatch(/\bvous\b/);
  });

  it('says which task comes first in the list it gave', async () => {
    const [, first] = await converse('alfred', [
      'Priorise mes tâches de la semaine',
      'Et laquelle dois-je faire en premier ?',
    ]);
    expect(first).toContain('Finaliser la grille tarifaire Pro et Entreprise');
  });
});

describe('local engine: the right employee, honest limits, memory', () => {
  it('hands a post asked of Alfred to Suki with a link, and keeps Alfred’s own work', async () => {
    const [handoff] = await converse('alfred', ['Écris un post LinkedIn sur nos 10 ans']);
    expect(handoff).toContain('[Suki](/ai/suki)');
    const [own] = await converse('suki', ['Écris un post LinkedIn sur nos 10 ans']);
    expect(own).not.toContain('/ai/');
  });

  it('declines translation and open-world questions plainly instead of misreading them', async () => {
    const [translation] = await converse('alfred', ['Traduis en anglais : « Merci pour votre commande »']);
    expect(translation).toMatch(/ne peux pas traduire/);
    expect(translation).not.toMatch(/je vous en prie/i);
    const [world] = await converse('spec', ['Quelle est la capitale du Pérou ?']);
    expect(world).toMatch(/ne peux pas répondre/);
    expect(world).toMatch(/modèle/);
  });

  it('uses the company memory in drafts', async () => {
    const memory: CompanyMemory = {
      profile: { ...emptyCompanyMemory.profile, signature: 'Marie Martin, gérante' },
      facts: [{ id: '1', text: "Mon entreprise s'appelle Plomberie Martin, à Lyon" }],
    };
    const [post] = await converse('suki', ["Écris un post pour présenter l'entreprise"], memory);
    expect(post).toContain('Plomberie Martin');
    expect(post).toContain('Lyon');
    const [email] = await converse(
      'alfred',
      ['Écris un mail de remerciement à Mme Dupuis pour son accueil'],
      memory,
    );
    expect(email).toContain('Marie Martin, gérante');
  });

  it('stores a fact through the remember tool for a signed-in user', async () => {
    const remembered: string[] = [];
    const reply = await localReply({
      employee: 'chip',
      messages: [{ role: 'user', content: 'Retiens que nos tarifs commencent à 80 € de l’heure' }],
      workspace: sampleWorkspaceSnapshot(sampleWeek),
      now,
      actions: {
        propose: async () => proposedSummary,
        remember: async (fact) => {
          remembered.push(fact);
          return 'ok';
        },
      },
    });
    expect(remembered).toEqual(['Nos tarifs commencent à 80 € de l’heure']);
    expect(reply).toContain('C’est noté');
  });
});

describe('createLocalEngine', () => {
  it('streams the text of localReply with French spacing, and stops when aborted', async () => {
    const request = {
      employee: 'alfred' as const,
      messages: [{ role: 'user' as const, content: 'Priorise mes tâches de la semaine' }],
      workspace: sampleWorkspaceSnapshot(sampleWeek),
      now,
    };
    let streamed = '';
    for await (const piece of createLocalEngine().streamReply(request)) streamed += piece;
    expect(streamed).toBe(frenchSpacing(await localReply(request)));
    const controller = new AbortController();
    controller.abort();
    await expect(async () => {
      for await (const _ of createLocalEngine().streamReply(request, controller.signal)) {
        // nothing arrives
      }
    }).rejects.toBeInstanceOf(AiProviderError);
  });
});
