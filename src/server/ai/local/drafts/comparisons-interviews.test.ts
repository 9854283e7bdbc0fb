import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';

/** The header row of the first table of a reply, split into cells. */
function header(reply: string): string[] {
  const line = reply.split('\n').find((row) => row.startsWith('| Critère')) ?? '';
  return line
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);
}

/** The criteria of the table, in order. */
function criteria(reply: string): string[] {
  return reply
    .split('\n')
    .filter((row) => row.startsWith('| **'))
    .map((row) => /\*\*(.+?)\*\*/.exec(row)?.[1] ?? '');
}

describe('Spec compares the items named, on the criteria asked', () => {
  it.each([
    [
      'Compare pour moi trois logiciels de facturation pour une TPE : Pennylane, Axonaut et Sellsy, sur le prix et les fonctionnalités.',
      ['Pennylane', 'Axonaut', 'Sellsy'],
      ['Prix', 'Fonctionnalités'],
    ],
    [
      'Peux-tu comparer Qonto, Shine et Blank pour une auto-entrepreneuse, sur les frais et le support ?',
      ['Qonto', 'Shine', 'Blank'],
      ['Frais', 'Support'],
    ],
    [
      'Fais-moi un comparatif entre Doctolib, Maiia et Keldoc selon le prix, la facilité d’utilisation et les intégrations.',
      ['Doctolib', 'Maiia', 'Keldoc'],
      ['Prix', 'Prise en main', 'Intégrations'],
    ],
    [
      'J’hésite entre Shopify, Wix ou PrestaShop pour ma boutique en ligne, compare-les sur le coût et les fonctionnalités.',
      ['Shopify', 'Wix', 'PrestaShop'],
      ['Prix', 'Fonctionnalités'],
    ],
    [
      'Compare trois agences web pour refaire notre site : Studio Nova, Pixel Factory et WebCraft, sur les délais et le prix.',
      ['Studio Nova', 'Pixel Factory', 'WebCraft'],
      ['Délais', 'Prix'],
    ],
  ])('%s', async (request, items, asked) => {
    const [reply = ''] = await converse('spec', [request]);
    // Every item is a column, the first one too, and no "Nous" for third parties.
    expect(header(reply)).toEqual(['Critère', ...items]);
    expect(criteria(reply).slice(0, asked.length)).toEqual(asked);
    // No criterion twice, and still no invented fact offline.
    expect(new Set(criteria(reply)).size).toBe(criteria(reply).length);
    expect(reply).toContain('Hors ligne');
    expect(reply).toContain('à relever');
  });

  it.each([
    'Compare nos prix avec ceux de Boulangerie Martin et Maison Pichard.',
    'Fais un benchmark de Qonto, Shine et Revolut',
    'Compare notre offre à celles de Mister Auto et Oscaro.',
  ])('keeps a column for the company when it compares itself: %s', async (request) => {
    const [reply = ''] = await converse('spec', [request]);
    expect(header(reply)[1]).toBe('Nous');
  });

  it('reads the context of the choice as who chooses, not as an item', async () => {
    const [reply = ''] = await converse('spec', [
      'Fais un tableau comparatif de Canva, Adobe Express et Figma pour une petite agence de communication.',
    ]);
    expect(reply).toContain('pour une petite agence de communication');
    expect(header(reply)).toEqual(['Critère', 'Canva', 'Adobe Express', 'Figma']);
    // An agency is the context: the grid is a buyer's, not the one to choose an agency.
    expect(criteria(reply)).not.toContain('Expertise et références');
  });
});

/** The numbered questions of a reply, each with the purpose said after it. */
function questions(reply: string): Array<{ question: string; purpose: string }> {
  return reply
    .split('\n')
    .map((line) => /^\d+\. \*\*(.+?)\*\* — (.+)\.$/.exec(line))
    .filter((match): match is RegExpExecArray => Boolean(match))
    .map((match) => ({ question: match[1] ?? '', purpose: match[2] ?? '' }));
}

describe('Dot: interview questions whose purposes match them', () => {
  it.each([
    [
      'Prépare 5 questions d’entretien pour un poste de comptable junior en alternance, le candidat s’appelle Hugo.',
      /école et l’entreprise.*tuteur/,
    ],
    ['Quelles questions poser à un apprenti boulanger ? 5 questions.', /école et l’entreprise.*tuteur/],
    ['Donne-moi 4 questions pour recruter un stagiaire développeur web.', /fin de ce stage/],
    ['Prépare 5 questions d’entretien pour un vendeur en CDD pour les fêtes.', /CDD.*durée/],
    ['J’ai besoin de questions d’entretien pour un graphiste freelance.', /mission.*livrables/],
  ])('%s', async (request, contractQuestion) => {
    const [reply = ''] = await converse('dot', [request]);
    const asked = questions(reply);
    expect(asked.length).toBeGreaterThanOrEqual(4);
    expect(asked.some(({ question }) => contractQuestion.test(question))).toBe(true);
    for (const { question, purpose } of asked) {
      // A question on tools is about tools, one on a mistake about rigour, one on clients about clients.
      if (/outils/.test(question)) expect(purpose).toMatch(/outils/);
      if (/erreur|bug/.test(question)) expect(purpose).toMatch(/erreur|rigueur/);
      if (/client/.test(question) && !/dix clients/.test(question)) expect(purpose).toMatch(/client/);
      if (/désaccord/.test(question)) expect(purpose).toMatch(/équipe|désaccord/);
    }
  });

  it('asks no contract question for a permanent job', async () => {
    const [reply = ''] = await converse('dot', ['Prépare 5 questions d’entretien pour un comptable en CDI.']);
    expect(reply).not.toMatch(/tuteur|stage|CDD|mission/);
    expect(questions(reply).find(({ question }) => /outils/.test(question))?.purpose).toMatch(/outils/);
  });
});

describe('Spec: items with an article and criteria listed after a colon', () => {
  it('keeps « la BNP » and puts « frais, carte, service client » first', async () => {
    const [reply] = await converse('spec', [
      'Compare Qonto, Shine et la BNP pour un compte pro de freelance : frais, carte, service client.',
    ]);
    expect(reply).toContain('| Critère | Qonto | Shine | BNP |');
    const rows = (reply ?? '').split('\n').filter((line) => line.startsWith('| **'));
    expect(rows.slice(0, 3).map((row) => /\*\*(.+?)\*\*/.exec(row)?.[1])).toEqual([
      'Frais',
      'Carte',
      'Support',
    ]);
  });
});
