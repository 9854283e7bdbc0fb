import { describe, expect, it } from 'vitest';
import type { ContextPassage, DocumentContext } from '../../documents.ts';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';

// A customer's question answered from the user's documents (issue 41): the reply says the price the
// price list gives, cited, instead of promising to come back with it.
const now = new Date('2026-11-24T09:00:00Z');
const passage = (n: number, documentName: string, body: string): ContextPassage => ({
  n,
  passageId: `00000000-0000-4000-8000-00000000000${n}`,
  documentId: `00000000-0000-4000-8000-00000000010${n}`,
  documentName,
  page: 1,
  section: null,
  body,
});
const documents: DocumentContext = {
  documentCount: 2,
  passages: [
    passage(
      1,
      'devis-D-2026-041.pdf',
      'Devis D-2026-041.\nPose d’une douche à l’italienne : 2 800 € HT\nTotal TTC : 5 500 €',
    ),
    passage(
      2,
      'tarifs-2026.pdf',
      'Tarifs 2026 des chauffe-eau\nChauffe-eau électrique 100 l : 890 € HT\nChauffe-eau électrique 200 l : 1 290 € HT\nPose et mise en service : 350 € HT',
    ),
  ],
};
const ask = (content: string, withDocuments = true) =>
  localAnswer({
    employee: 'clide',
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
    ...(withDocuments ? { documents } : {}),
  });

describe('a customer’s question answered from the documents', () => {
  it('each part of the question gets its line, from the same price list, cited', async () => {
    const { text, understood } = await ask(
      'Un client demande combien coûte un chauffe-eau de 200 l, pose comprise. Réponds-lui.',
    );
    expect(understood).toMatchObject({ rule: 'customer_question_from_documents', skill: 'support' });
    expect(text).toContain('> - Chauffe-eau électrique 200 l : 1 290 € HT');
    expect(text).toContain('> - Pose et mise en service : 350 € HT');
    expect(text).toContain('**Source :** [2] tarifs-2026.pdf');
    expect(text).not.toMatch(/reviens vers vous|transmis|douche/);
  });

  it('without documents, the usual support reply', async () => {
    const { understood } = await ask(
      'Un client demande combien coûte un chauffe-eau de 200 l. Réponds-lui.',
      false,
    );
    expect(understood.rule).toBe('skill');
  });
});
