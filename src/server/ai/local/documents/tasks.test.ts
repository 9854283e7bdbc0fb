import { describe, expect, it } from 'vitest';
import { cutIntoPassages } from '../../../documents/passages.ts';
import { activityReport, closeCv, farCv, jobOffer, meetingNotes } from '../../../testing/document-samples.ts';
import type { ActionProposal } from '../../commands/parse-action.ts';
import { roleOf, rolesMentioned } from '../../document-roles.ts';
import type { DocumentContext, TaskDocument } from '../../documents.ts';
import { documentTask } from './task-intent.ts';
import { actionItems, localDocumentTask } from './tasks.ts';

let next = 1;
function taskDocument(sample: { name: string; text: string }): TaskDocument {
  const passages = cutIntoPassages([{ page: null, section: null, text: sample.text }]);
  return {
    documentId: sample.name,
    name: sample.name,
    role: roleOf(sample.name, sample.text),
    passages: passages.map((p) => ({
      n: next++,
      passageId: `${sample.name}#${p.position}`,
      documentId: sample.name,
      documentName: sample.name,
      page: p.page,
      section: p.section,
      body: p.body,
    })),
  };
}

const now = new Date('2026-11-25T10:00:00Z');
const context = (...docs: TaskDocument[]): DocumentContext => ({
  documentCount: 5,
  passages: [],
  documents: docs,
});

describe('documents read whole for a task', () => {
  it('tells a CV, an offer, a report and meeting notes apart from their content', () => {
    expect(roleOf(closeCv.name, closeCv.text)).toBe('cv');
    expect(roleOf('candidature.md', farCv.text)).toBe('cv');
    expect(roleOf(jobOffer.name, jobOffer.text)).toBe('offer');
    expect(roleOf('T3.md', activityReport.text)).toBe('report');
    expect(roleOf('notes.md', meetingNotes.text)).toBe('notes');
    expect(rolesMentioned('Ce candidat colle-t-il à l’annonce ?')).toEqual(['cv', 'offer']);
    expect(rolesMentioned('Fais-moi les tâches du CR de lundi')).toEqual(['notes']);
  });

  it('understands the task in phrasings it was not trained on', async () => {
    expect(await documentTask('Julie Moreau ferait-elle l’affaire pour notre poste de comptable ?')).toBe(
      'screen',
    );
    expect(await documentTask('Peux-tu me faire un résumé du rapport du trimestre ?')).toBe('summarise');
    expect(await documentTask('Qu’est-ce qu’on doit faire suite à la réunion commerciale ?')).toBe('tasks');
  });

  it('Dot screens a CV against the offer: skills present and missing, experience, verdict, each cited', async () => {
    const offer = taskDocument(jobOffer);
    const cv = taskDocument(closeCv);
    const reply = (await localDocumentTask(
      'Analyse le CV de Julie par rapport à l’offre de comptable',
      context(cv, offer),
      now,
      undefined,
    ))!;
    expect(reply).toContain('Compétences présentes');
    expect(reply).toMatch(/Maîtrise du logiciel Sage \[\d+\] : « [^»]*Sage/);
    expect(reply).toMatch(/Anglais professionnel : demandé \[\d+\], absent du CV/);
    expect(reply).toMatch(/\*\*Expérience\*\* : 10 ans d’après le CV \[\d+\], pour 3 ans demandés \[\d+\]/);
    expect(reply).toContain('profil à rencontrer en entretien');
    const far = (await localDocumentTask(
      'Ce candidat correspond-il au poste ?',
      context(taskDocument(farCv), offer),
      now,
      undefined,
    ))!;
    expect(far).toContain('profil éloigné du poste');
    expect(far).toMatch(/4 ans d’après le CV/);
  });

  it('Dot reads the offer’s « avant vendredi » as applications due by Friday, Friday included', async () => {
    const offer = taskDocument({
      ...jobOffer,
      text: jobOffer.text.replace(
        'Envoyez votre CV à recrutement@cabinet-arnaud.fr.',
        'Envoyez votre CV avant vendredi à recrutement@cabinet-arnaud.fr.',
      ),
    });
    const reply = (await localDocumentTask(
      'Analyse le CV de Julie par rapport à l’offre de comptable',
      context(taskDocument(closeCv), offer),
      now,
      undefined,
    ))!;
    // The 25th is a Wednesday: Friday is the 27th, not Thursday the 26th.
    expect(reply).toMatch(
      /\*\*Date limite de candidature\*\* : vendredi 27 novembre inclus \(« Envoyez votre CV avant vendredi à recrutement@cabinet-arnaud\.fr\. »\) \[\d+\]\./,
    );
    expect(reply).not.toContain('jeudi 26 novembre');
    // Still a screening, not a quote: what the CV meets and lacks.
    expect(reply).toMatch(/Anglais professionnel : demandé \[\d+\], absent du CV/);
  });

  it('Spec summarises a report in cited key points', async () => {
    const report = taskDocument(activityReport);
    const reply = (await localDocumentTask('Résume-moi ce rapport', context(report), now, undefined))!;
    expect(reply).toContain('Points clés de Rapport d’activité T3.md');
    expect(reply).toContain('412 000 €');
    expect(reply).toMatch(/renégocier le contrat de transport[^\n]*\[\d+\]/);
    const points = reply.split('\n').filter((l) => l.startsWith('- '));
    expect(points.length).toBeGreaterThanOrEqual(4);
    expect(points.every((l) => /\[\d+\]$/.test(l))).toBe(true);
  });

  it('Millie reads the notes into one proposal per action item, with owner and date when written', async () => {
    const notes = taskDocument(meetingNotes);
    const items = actionItems(notes, now);
    expect(items.map((i) => [i.title, i.owner, i.dueDate])).toEqual([
      ['Préparer le catalogue de Noël', 'Camille', '2026-12-05'],
      ['Relancer le client Dupont sur le devis D-2291', 'Julien', null],
      ['Réserver le stand du salon de Lyon', 'Sophie', null],
      // "Avant vendredi" in notes: due by Friday, Friday included (the 25th is a Wednesday).
      ['Mettre à jour la grille tarifaire', null, '2026-11-27'],
    ]);
    const proposed: ActionProposal[] = [];
    const reply = (await localDocumentTask('Transforme le compte-rendu en tâches', context(notes), now, {
      propose: async (proposal) => {
        proposed.push(proposal);
        return { id: String(proposed.length), status: 'proposed' } as never;
      },
    }))!;
    expect(proposed).toHaveLength(4);
    expect(proposed[0]).toMatchObject({
      kind: 'create_task',
      params: { assignee: 'Camille', dueDate: '2026-12-05' },
    });
    expect(reply).toContain('4 tâches tirées de Compte-rendu réunion commerciale 12 novembre.md');
    expect(reply).toContain('(à approuver)');
  });

  it('reads a deadline « avant vendredi » in the notes as due by Friday, and says so in the proposal', async () => {
    const notes = taskDocument({
      name: 'Compte-rendu point équipe.md',
      text: '# Compte-rendu de réunion\n\n## Actions\n- Léa : envoyer le devis au client Martin avant vendredi\n- Relancer le transporteur avant le 4 décembre (Marc)',
    });
    expect(actionItems(notes, now).map((i) => [i.title, i.owner, i.dueDate])).toEqual([
      ['Envoyer le devis au client Martin', 'Léa', '2026-11-27'],
      ['Relancer le transporteur', 'Marc', '2026-12-04'],
    ]);
    const proposed: ActionProposal[] = [];
    const reply = (await localDocumentTask('Transforme le compte-rendu en tâches', context(notes), now, {
      propose: async (proposal) => {
        proposed.push(proposal);
        return { id: String(proposed.length), status: 'proposed' } as never;
      },
    }))!;
    expect(proposed[0]).toMatchObject({ params: { dueDate: '2026-11-27' } });
    expect(reply).toContain('pour le 27 novembre 2026');
  });

  it('leaves a plain question about the documents to the extractive answer', async () => {
    expect(
      await localDocumentTask(
        'Quel est le salaire proposé dans l’offre ?',
        context(taskDocument(jobOffer)),
        now,
        undefined,
      ),
    ).toBeNull();
  });
});
