import { describe, expect, it } from 'vitest';
import type { ContextPassage, DocumentContext } from '../../documents.ts';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { questionParts, tableRowAnswering } from './customer-question.ts';

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

describe('a price list kept as a table', () => {
  const table =
    '| Prestation | Prix TTC | |---|---| | Ramonage conduit de poêle à bois | 80 € | | Entretien annuel poêle à granulés | 165 € | | Débistrage | 220 € |';

  it('answers with the row asked, its price said with the tax basis of the header', () => {
    expect(tableRowAnswering('combien coûte l’entretien de votre poêle à granulés', table)).toBe(
      'Entretien annuel poêle à granulés : 165 € TTC',
    );
    expect(tableRowAnswering('combien coûte un chauffe-eau', 'Chauffe-eau 200 l : 1 290 € HT')).toBeNull();
  });

  it('answers a question reported with « nos tarifs » from the documents, not « not found »', async () => {
    const { text } = await localAnswer({
      employee: 'clide',
      messages: [
        {
          role: 'user',
          content:
            'Une cliente, Mme Jaouen, demande combien coûte l entretien de son poele a granulés. Reponds-lui avec nos tarifs.',
        },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
      documents: { documentCount: 1, passages: [passage(1, 'tarifs-2026.md', table)] },
    });
    expect(text).toContain('> - Entretien annuel poêle à granulés : 165 € TTC');
    expect(text).not.toMatch(/pas trouvé|Débistrage/);
  });
});

describe('a customer’s question in several parts', () => {
  const terms = passage(
    1,
    'conditions-camping.md',
    'Camping Les Dunes — règlement. Accueil des arrivées de 15 h à 19 h. Chats et chiens tenus en laisse acceptés, 3 € par jour. Barbecues au charbon interdits. Wi-Fi gratuit à l’accueil.',
  );
  const askWith = (content: string) =>
    localAnswer({
      employee: 'clide',
      messages: [{ role: 'user', content }],
      workspace: sampleWorkspaceSnapshot(now),
      now,
      documents: { documentCount: 1, passages: [terms] },
    });

  it('splits the question at each question word after « et » or a comma', () => {
    expect(questionParts('si elle peut venir avec son teckel et à quelle heure elle peut arriver')).toEqual([
      'si elle peut venir avec son teckel',
      'à quelle heure elle peut arriver',
    ]);
    expect(questionParts('combien coûte un chauffe-eau de 200 l, pose comprise')).toHaveLength(1);
  });

  it('answers each part from the sentence that speaks of it, a breed by the animals accepted', async () => {
    const { text, understood } = await askWith(
      'Une cliente veut savoir si elle peut amener son caniche et à quelle heure elle peut arriver. Prépare la réponse.',
    );
    expect(understood.rule).toBe('customer_question_from_documents');
    expect(text).toContain('> - Chats et chiens tenus en laisse acceptés, 3 € par jour');
    expect(text).toContain('> - Accueil des arrivées de 15 h à 19 h');
    expect(text).not.toMatch(/Barbecue|À compléter/);
  });

  it('says the part the documents do not answer is checked, never guessed', async () => {
    const { text } = await askWith(
      'Un client me demande si les barbecues au charbon sont permis et s’il y a une piscine. Que lui répondre ?',
    );
    expect(text).toContain('Barbecues au charbon interdits.');
    expect(text).toContain('Vous nous demandez aussi s’il y a une piscine : je vérifie');
    expect(text).toContain('**À compléter :** vos documents ne disent rien sur « s’il y a une piscine »');
  });
});

// « Peut-elle encore retourner… reçue il y a 3 semaines ? »: the returns clause of the terms found by
// what is asked, then the time told set against its delay.
describe('a customer’s request answered from the terms, with its delay counted', () => {
  const section = (n: number, title: string, body: string): ContextPassage => ({
    ...passage(n, 'CGV Maison Brune.pdf', body),
    section: title,
  });
  // The refunds article first, as a search may rank it: it speaks of « retour » too.
  const cgv: DocumentContext = {
    documentCount: 1,
    passages: [
      section(
        1,
        'Article 9 – Remboursements',
        'Le remboursement intervient sous 7 jours après réception du retour.',
      ),
      section(
        2,
        'Article 8 – Retours et échanges',
        'Tout article peut être retourné dans un délai de 30 jours après réception, dans son état d’origine. Les frais de renvoi restent à la charge du client.',
      ),
      section(3, 'Article 10 – Garantie', 'Nos meubles sont garantis 5 ans contre les vices de fabrication.'),
    ],
  };
  const askTerms = (content: string) =>
    localAnswer({
      employee: 'clide',
      messages: [{ role: 'user', content }],
      workspace: sampleWorkspaceSnapshot(now),
      now,
      documents: cgv,
    });

  it('says politely that the delay is over, citing the returns article only', async () => {
    const { text, understood } = await askTerms(
      'Un client veut savoir s’il peut encore nous renvoyer une commode livrée il y a deux mois, elle ne rentre pas dans sa chambre. Prépare la réponse selon nos CGV.',
    );
    expect(understood.rule).toBe('customer_question_from_documents');
    expect(text).toContain('> Tout article peut être retourné dans un délai de 30 jours après réception');
    expect(text).toContain(
      '> Vous avez reçu votre commode il y a deux mois : le délai de 30 jours est donc dépassé, et nous ne pouvons malheureusement plus en accepter le retour.',
    );
    expect(text).toContain('**Source :** [2] CGV Maison Brune.pdf');
    expect(text).not.toMatch(/garantis|Je n’ai pas trouvé/);
  });

  it('says the customer is in time when they are', async () => {
    const { text } = await askTerms(
      'Une cliente me demande si elle peut retourner un fauteuil acheté il y a 10 jours. Rédige la réponse.',
    );
    expect(text).toContain(
      '> Vous avez acheté votre fauteuil il y a 10 jours : vous êtes donc encore dans le délai de 30 jours.',
    );
  });

  it('adds the warranty when the delay is over and the customer tells of a defect', async () => {
    const { text } = await askTerms(
      'Une cliente demande si elle peut rendre une table reçue il y a 3 mois, le plateau est abîmé. Réponds-lui.',
    );
    expect(text).toContain('le délai de 30 jours est donc dépassé');
    expect(text).toContain('> En revanche, nos meubles sont garantis 5 ans contre les vices de fabrication.');
    expect(text).toContain('[2] CGV Maison Brune.pdf');
    expect(text).toContain('[3] CGV Maison Brune.pdf');
  });
});

describe('a customer’s wish the terms settle', () => {
  const terms: DocumentContext = {
    documentCount: 1,
    passages: [
      {
        ...passage(
          1,
          'CGV Atelier Rivage.pdf',
          'Les articles peuvent être échangés sous 15 jours après l’achat, sur présentation du ticket de caisse.',
        ),
        section: 'Échanges',
      },
    ],
  };
  it('is answered as the question « s’il peut … », from the terms, with its delay counted', async () => {
    const { text, understood } = await localAnswer({
      employee: 'clide',
      messages: [
        {
          role: 'user',
          content:
            'Un client veut échanger un pull acheté il y a 10 jours, il est trop petit. Qu’est-ce que je lui réponds ?',
        },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
      documents: terms,
    });
    expect(understood.rule).toBe('customer_question_from_documents');
    expect(text).toContain('15 jours');
    expect(text).toContain('**Source :** [1] CGV Atelier Rivage.pdf');
  });
});

describe('a return the terms accept', () => {
  const terms: DocumentContext = {
    documentCount: 1,
    passages: [
      passage(
        1,
        'CGV Bois & Lin.pdf',
        'Retours : les retours sont acceptés sous 15 jours après réception, article non porté. Les frais de retour sont à la charge du client.',
      ),
      passage(
        2,
        'CGV Bois & Lin.pdf',
        'Remboursement : il intervient sous 10 jours après réception du colis retourné.',
      ),
    ],
  };
  it('says its postage and its refund from the terms, to the customer, under a subject that names it', async () => {
    const { text } = await localAnswer({
      employee: 'clide',
      messages: [
        {
          role: 'user',
          content: 'Un client veut renvoyer une chemise reçue il y a une semaine. Que lui répondre ?',
        },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
      documents: terms,
    });
    expect(text).toContain('**Objet :** Retour de votre chemise');
    expect(text).toContain('Les retours sont acceptés sous 15 jours');
    expect(text).toContain('Les frais de retour sont à votre charge.');
    expect(text).toContain('Le remboursement intervient sous 10 jours');
  });

  it('is told by the user, and then no terms are quoted in place of the answer', async () => {
    const { text } = await localAnswer({
      employee: 'clide',
      messages: [
        {
          role: 'user',
          content:
            'Un client veut renvoyer une chemise reçue il y a une semaine. Dis-lui qu’on la reprend sans frais.',
        },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
      documents: terms,
    });
    expect(text).not.toContain('d’après vos documents');
  });
});
