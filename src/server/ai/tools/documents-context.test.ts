import { describe, expect, it } from 'vitest';
import type { ContextPassage, DocumentContext } from '../documents.ts';
import { sampleWorkspaceSnapshot } from '../local/sample-snapshot.ts';
import type { TextCompletion } from '../types.ts';
import { localToolGenerator, modelToolGenerator } from './index.ts';
import { computeReportFigures } from './report-data.ts';

// The tool panels with documents as context (issue 20): the local engine quotes the chosen
// passages' facts in its draft; a provider gets the passages in its prompt and is told to cite them.

const now = new Date('2026-11-22T10:00:00Z');
const workspace = sampleWorkspaceSnapshot(new Date('2026-11-23T12:00:00Z'));

const passage = (n: number, section: string, body: string): ContextPassage => ({
  n,
  passageId: `p${n}`,
  documentId: n < 3 ? 'doc-cgv' : 'doc-tarifs',
  documentName: n < 3 ? 'CGV.pdf' : 'Tarifs 2026.pdf',
  page: n,
  section,
  body,
});

const documents: DocumentContext = {
  documentCount: 2,
  passages: [
    passage(
      1,
      'Article 6 — Rétractation',
      'Le client dispose d’un délai de quatorze (14) jours pour exercer son droit de rétractation. Le remboursement intervient sous 14 jours.',
    ),
    passage(2, 'Article 2 — Commandes', 'Toute commande est ferme après acceptation du devis.'),
    passage(3, 'Tarifs', 'La lampe Opale est vendue 129 € TTC. La livraison est offerte dès 300 € d’achat.'),
  ],
};

describe('the tool panels with the user’s chosen documents', () => {
  it('the local email quotes the delay the customer asks about, and lists its passage', async () => {
    const draft = await localToolGenerator.email(
      {
        task: 'Réponds à M. Bernard qui demande le délai de rétractation pour sa commande',
        emailType: 'custom',
      },
      { workspace, now, documents },
    );
    expect(draft.body).toContain('quatorze (14) jours');
    expect(draft.body).toContain('« Le client dispose d’un délai de quatorze (14) jours');
    expect(draft.body).toContain('CGV');
    // The body goes to the customer: no [n] in it, the passages are listed beside it.
    expect(draft.body).not.toMatch(/\[\d\]/);
    expect(draft.cited).toEqual([1]);
  });

  it('the local email quotes the price list for a price question', async () => {
    const draft = await localToolGenerator.email(
      { task: 'Indique à Mme Roux le prix de la lampe Opale', emailType: 'custom' },
      { workspace, now, documents },
    );
    expect(draft.body).toContain('129 € TTC');
    expect(draft.cited).toEqual([3]);
  });

  it('without documents the local email quotes nothing', async () => {
    const draft = await localToolGenerator.email(
      { task: 'Indique à Mme Roux le prix de la lampe Opale', emailType: 'custom' },
      { workspace, now },
    );
    expect(draft.body).not.toContain('129 €');
    expect(draft.cited).toBeUndefined();
  });

  it('the local report has a section with the documents’ facts, each cited', async () => {
    const input = {
      reportType: 'custom' as const,
      period: 'monthly' as const,
      customPrompt: 'Synthèse de nos conditions de rétractation',
    };
    const figures = computeReportFigures('custom', 'monthly', [], workspace, now);
    const report = await localToolGenerator.report(input, figures, { workspace, now, documents });
    expect(report.sections).toContain('Ce que disent vos documents');
    expect(report.content).toContain('**quatorze (14) jours**');
    expect(report.content).toContain('(CGV.pdf, page 1 — Article 6 — Rétractation) [1]');
  });

  it('a provider gets the passages in its prompt, is told to cite them, and its cited numbers are kept', async () => {
    const seen: Array<{ system: string; prompt: string }> = [];
    const model: TextCompletion = {
      complete: async (input) => {
        seen.push(input);
        return seen.length === 1
          ? '{"subject":"Votre rétractation","body":"Vous disposez de 14 jours.","sources":[1]}'
          : '# Rapport\n\n## Résumé\n\nDélai de 14 jours [1].';
      },
    };
    const tools = modelToolGenerator(model, 'openai');
    const email = await tools.email(
      { task: 'Réponds sur le délai de rétractation', emailType: 'custom' },
      { workspace, now, documents },
    );
    expect(email.cited).toEqual([1]);
    expect(seen[0]!.system).toContain('<passages>');
    expect(seen[0]!.system).toContain('[1] CGV.pdf, page 1 — Article 6 — Rétractation');
    expect(seen[0]!.system).toContain('quatorze (14) jours');
    expect(seen[0]!.prompt).toContain('"sources"');
    const figures = computeReportFigures('custom', 'monthly', [], workspace, now);
    await tools.report({ reportType: 'custom', period: 'monthly', customPrompt: 'Nos CGV' }, figures, {
      workspace,
      now,
      documents,
    });
    expect(seen[1]!.system).toContain('cite chaque passage utilisé par son numéro');
    expect(seen[1]!.prompt).toContain('## Ce que disent vos documents');
  });
});
