import { describe, expect, it } from 'vitest';
import {
  broaderTerms,
  type ContextPassage,
  citedSources,
  coverage,
  type DocumentContext,
  documentsPrompt,
  factAsked,
  localDocumentAnswer,
} from './documents.ts';

const passage = (n: number, body: string, extra: Partial<ContextPassage> = {}): ContextPassage => ({
  n,
  passageId: `00000000-0000-4000-8000-00000000000${n}`,
  documentId: '00000000-0000-4000-8000-000000000100',
  documentName: 'Grille tarifaire.csv',
  page: null,
  section: null,
  body,
  ...extra,
});

const prices: DocumentContext = {
  documentCount: 3,
  passages: [
    passage(1, 'Prestation : lampe Opale ; Prix TTC : 129 € ; Délai : 3 jours'),
    passage(2, 'Prestation : suspension Laiton ; Prix TTC : 349 € ; Délai : 6 jours'),
  ],
};

describe('answers from the documents (local engine)', () => {
  it('Chip quotes the price list: the price asked for, the row quoted and cited', () => {
    const reply = localDocumentAnswer('Quel est le prix de la suspension Laiton ?', prices)!;
    expect(reply).toContain('D’après vos documents : **349 €**.');
    expect(reply).toContain('> « Prestation : suspension Laiton ; Prix TTC : 349 € ; Délai : 6 jours » [2]');
    expect(reply).toContain('**Sources :** [2] Grille tarifaire.csv');
    expect(citedSources(reply, prices).map((s) => s.n)).toEqual([2]);
  });

  it('says plainly when the documents named do not hold the answer', () => {
    expect(localDocumentAnswer('Selon nos documents, quel est le taux de TVA ?', prices)).toBe(
      'Je n’ai pas trouvé la réponse dans vos documents (3 documents consultés).\n\n' +
        'Aucun passage ne traite de cette question : ajoutez le document qui en parle dans **Documents**, ou reformulez avec les mots du document.',
    );
  });

  it('leaves other messages to the engine: no documents, not a question, or not about them', () => {
    expect(
      localDocumentAnswer('Quel est le prix de la lampe Opale ?', { documentCount: 0, passages: [] }),
    ).toBeNull();
    expect(localDocumentAnswer('Rédige un post LinkedIn sur la lampe Opale', prices)).toBeNull();
    expect(localDocumentAnswer('Quelles sont mes tâches en retard ?', prices)).toBeNull();
  });

  it('finds the fact asked for: a delay, a price, a date, a rate', () => {
    expect(
      factAsked('Quel est le délai de rétractation ?', 'un délai de quatorze (14) jours à compter'),
    ).toBe('quatorze (14) jours');
    expect(factAsked('Combien coûte la révision ?', 'La révision constructeur coûte 249 € TTC.')).toBe(
      '249 € TTC',
    );
    expect(factAsked('Quand a lieu le salon ?', 'Le salon se tient le 12 mars 2026 à Lyon.')).toBe(
      '12 mars 2026',
    );
    expect(factAsked('Quel taux de remise ?', 'Une remise de 15 % est accordée.')).toBe('15 %');
  });

  it('measures how much of the question a passage covers, without accents or stop words', () => {
    expect(coverage('Quel est le délai de rétractation ?', 'Le délai de rétractation est de 14 jours')).toBe(
      1,
    );
    expect(coverage('Quel est le délai de rétractation ?', 'Livraison en 3 jours')).toBe(0);
    // A breed is answered by the animals a document accepts, an hour by a time written.
    expect(coverage('avec mon golden', 'Chiens acceptés en laisse')).toBe(1);
    expect(coverage('à quelle heure ouvrez-vous', 'Ouverture à 9 h')).toBeGreaterThanOrEqual(0.5);
    // A verb is answered by its noun: « renvoyer » by the returns article, « reçu » by « réception ».
    expect(coverage('renvoyer un colis reçu', 'Retours : 14 jours après réception du colis')).toBe(1);
  });

  it('adds to a search the words a document says instead, never the ones already asked', () => {
    expect(broaderTerms('Puis-je renvoyer un article reçu hier ?')).toEqual([
      'retour',
      'retours',
      'reception',
    ]);
    expect(broaderTerms('Pouvez-vous livrer mes retours ?')).toEqual(['livraison']);
    expect(broaderTerms('Quel est le prix ?')).toEqual([]);
  });
});

describe('passages for a provider', () => {
  it('numbers the passages with where they come from and asks for citations', () => {
    const prompt = documentsPrompt({
      documentCount: 1,
      passages: [
        passage(1, 'Le client dispose de 14 jours.', {
          documentName: 'CGV.pdf',
          page: 2,
          section: 'Article 4',
        }),
      ],
    })!;
    expect(prompt).toContain('[1] CGV.pdf, page 2 — Article 4\nLe client dispose de 14 jours.');
    expect(prompt).toContain('dis clairement que les documents ne la contiennent pas');
    expect(documentsPrompt({ documentCount: 1, passages: [] })).toBeNull();
  });

  it('gives the documents a task names whole, says what to produce, and their passages can be cited', () => {
    const cv = passage(2, 'Compétences : Sage 100, déclarations de TVA.', {
      documentName: 'CV Julie.md',
      section: 'Compétences',
    });
    const offer = passage(3, 'Maîtrise du logiciel Sage ; anglais professionnel.', {
      documentName: 'Offre comptable.md',
      section: 'Profil recherché',
    });
    const context: DocumentContext = {
      documentCount: 2,
      passages: [passage(1, 'Prestation : lampe Opale ; Prix TTC : 129 €')],
      documents: [
        { documentId: 'cv', name: 'CV Julie.md', role: 'cv', passages: [cv] },
        { documentId: 'offer', name: 'Offre comptable.md', role: 'offer', passages: [offer] },
      ],
    };
    const prompt = documentsPrompt(context)!;
    expect(prompt).toContain('« CV Julie.md » (CV) : passages [2] à [2]');
    expect(prompt).toContain('« Offre comptable.md » (offre d’emploi) : passages [3] à [3]');
    expect(prompt).toContain('compétences présentes et manquantes');
    expect(prompt).toContain('[3] Offre comptable.md, section « Profil recherché »');
    expect(
      citedSources('Sage est acquis [2], l’anglais manque [3].', context).map((s) => s.documentName),
    ).toEqual(['CV Julie.md', 'Offre comptable.md']);
  });
});

describe('answers from a price list and a quote, line by line (issue 41)', () => {
  const context: DocumentContext = {
    documentCount: 2,
    passages: [
      passage(
        1,
        'Devis D-2026-041 pour la rénovation de la salle de bain de M. Roussel.\nDépose de l’ancienne baignoire : 450 € HT\nPose d’une douche à l’italienne : 2 800 € HT\nTotal HT : 5 000 €\nTVA 10 % : 500 €\nTotal TTC : 5 500 €\nAcompte à la commande : 30 %, soit 1 650 € TTC.',
        { documentName: 'devis-D-2026-041.pdf' },
      ),
      passage(
        2,
        'Tarifs 2026 des chauffe-eau\nChauffe-eau électrique 100 l : 890 € HT\nChauffe-eau électrique 200 l : 1 290 € HT\nChauffe-eau thermodynamique 270 l : 2 950 € HT\nPose et mise en service : 350 € HT',
        { documentName: 'tarifs-2026.pdf' },
      ),
    ],
  };

  it('the price of the line asked, not the last line of the list', () => {
    const answer = localDocumentAnswer('Combien coûte un chauffe-eau de 200 litres ?', context)!;
    expect(answer).toContain('**1 290 € HT**');
    expect(answer).toContain('« Chauffe-eau électrique 200 l : 1 290 € HT » [2]');
    expect(answer).not.toContain('350 €');
  });

  it('the total of a quote, not its deposit; two lines quoted apart', () => {
    const answer = localDocumentAnswer('Quel est le montant total du devis de M. Roussel ?', context)!;
    expect(answer).toContain('**5 000 €**');
    expect(answer).toContain('« Total HT : 5 000 € · Total TTC : 5 500 € » [1]');
    expect(answer).not.toContain('1 650');
  });
});
