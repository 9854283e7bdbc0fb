import { describe, expect, it } from 'vitest';
import { fold } from '../french.ts';
import { hrDocumentAsked } from './hr-documents.ts';
import { converse, draftOf } from './play-conversation.ts';

describe('the employer’s documents about one employee', () => {
  it('writes an attestation from what is said: since when, as what, under which contract', async () => {
    const [reply = ''] = await converse('dot', [
      'Peux-tu préparer une attestation d’emploi pour Sophie Lambert, serveuse en CDD depuis le 1er septembre 2025 ?',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain(
      'atteste que Madame Sophie Lambert est employée au sein de notre entreprise depuis le 1er septembre 2025, en qualité de serveuse, dans le cadre d’un contrat à durée déterminée (CDD).',
    );
    expect(draft).toContain('délivrée à l’intéressée, à sa demande');
    expect(reply).not.toMatch(/offre d’emploi|\[à préciser/);
  });

  it('writes a work certificate with the dates of entry and exit, for Alfred too', async () => {
    const [reply = ''] = await converse('alfred', [
      'Rédige le certificat de travail de Thomas Girard, magasinier du 2 mai 2022 au 31 décembre 2026.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain(
      'Monsieur Thomas Girard a été employé au sein de notre entreprise du 2 mai 2022 au 31 décembre 2026, en qualité de magasinier.',
    );
    expect(draft).toContain('libre de tout engagement');
    expect(draft).toContain('L. 911-8');
  });

  it('asks for the dates rather than inventing them', async () => {
    const [reply = ''] = await converse('dot', ['Fais un certificat de travail pour Nadia, mon apprentie']);
    expect(reply).toContain('dès que j’ai la date d’entrée, la date de sortie');
    expect(reply).not.toMatch(/^> /m);
  });

  it.each([
    'Fais le certificat de travail de Léo Martin, cuisinier du 31 février 2023 au 27 novembre 2026.',
    'Fais le certificat de travail de Léo Martin, cuisinier du 27 novembre 2026 au 4 janvier 2023.',
  ])('never moves an impossible date nor an exit before the entry: « %s »', async (request) => {
    const [reply = ''] = await converse('dot', [request]);
    expect(reply).toContain('dès que j’ai la date d’entrée');
    expect(reply).not.toMatch(/^> /m);
  });

  it.each([
    ['Rédige une attestation de travail pour Paul', true],
    ['J’ai besoin d’une attestation employeur pour ma salariée', true],
    ['Convoque Léa Martin à un entretien préalable', true],
    ['Rédige une offre d’emploi pour un vendeur', false],
    ['Convoque Léa Martin à un entretien d’embauche jeudi', false],
  ])('« %s » asks for one: %s', (request, asked) => {
    expect(hrDocumentAsked.exec(fold(request))?.index === 0).toBe(asked);
  });
});
