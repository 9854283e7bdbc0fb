import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactDto, ImportPreview, ImportResult, OpportunityDto } from '../../shared/crm.ts';
import type { Page } from '../../shared/workspace.ts';
import { parseCsv, parseFrenchNumber } from '../csv/csv.ts';
import { crmContact } from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { guessMapping } from './crm-csv.ts';

// The CRM's CSV import and export (decision 065) with hostile files: quotes, BOM, « ; », formulas,
// NUL bytes, 10 000 lines, duplicates by e-mail and SIREN.

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

describe('guessing the mapping from the header', () => {
  it('reads French and English headers, accents and case aside', () => {
    expect(
      guessMapping(['Prénom', 'NOM', 'Société', 'Courriel', 'Tél.', 'Fonction', 'N° SIREN', 'Divers']),
    ).toEqual({
      firstName: 0,
      name: 1,
      company: 2,
      email: 3,
      phone: 4,
      role: 5,
      siren: 6,
    });
    expect(guessMapping(['Full name', 'Email', 'Company'])).toEqual({ name: 0, email: 1, company: 2 });
    expect(
      guessMapping(['Affaire', 'Client', 'Montant HT', 'Étape', 'Date de clôture'], 'opportunities'),
    ).toEqual({
      title: 0,
      company: 1,
      amount: 2,
      stage: 3,
      expectedCloseDate: 4,
    });
  });
});

describe.each(testDatabaseKinds())('CRM CSV on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const preview = (client: TestClient, csv: string) => client.post('/api/crm/import/preview', { csv });
  const importCsv = (client: TestClient, csv: string, mapping: Record<string, number>) =>
    client.post('/api/crm/import/contacts', { csv, mapping });

  it('previews a French Excel file: BOM, « ; », quoted « ; » and quotes, a line break in a cell', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const csv =
      '\uFEFFPrénom;Nom;E-mail;Société;SIREN\r\n' +
      'Zoé;"Lefèvre; dite ""Zaza""";zoe@exemple.fr;"Foncia\nLyon 7";552100554\r\n' +
      'Jean;Martin;jean@exemple.fr;Boulangerie;\r\n';
    const result = await json<ImportPreview>(await preview(client, csv));
    expect(result.columns).toEqual(['Prénom', 'Nom', 'E-mail', 'Société', 'SIREN']);
    expect(result.mapping).toEqual({ firstName: 0, name: 1, email: 2, company: 3, siren: 4 });
    expect(result.rowCount).toBe(2);
    expect(result.sample[0]).toEqual([
      'Zoé',
      'Lefèvre; dite "Zaza"',
      'zoe@exemple.fr',
      'Foncia\nLyon 7',
      '552100554',
    ]);
    // Nothing written by a preview.
    expect((await json<Page<ContactDto>>(await client.request('/api/crm/contacts'))).total).toBe(0);
  });

  it('imports with the chosen mapping: per-line French errors, duplicates by e-mail, companies by SIREN or name', async () => {
    const { client } = await signedInClient(server.url, database.db);
    // Already in the CRM: a contact by e-mail and a company by name (found without its accents).
    await json(await client.post('/api/crm/contacts', { name: 'Déjà là', email: 'deja@exemple.fr' }), 201);
    const existing = await json<{ id: string }>(
      await client.post('/api/crm/companies', { name: 'Société Générale' }),
      201,
    );
    const csv = [
      'Nom,Courriel,Entreprise,SIREN,Téléphone',
      '"Roux, Mathieu",m.roux@foncia.fr,Foncia Lyon 7,552 100 554,04 72 00 00 00',
      'Ana Lopez,ana@foncia.fr,Foncia (autre nom),552100554,',
      'Paul Dumas,DEJA@exemple.fr,,,',
      'Sans Mail,,societe generale,,',
      ',vide@exemple.fr,,,',
      'Mauvais Mail,pas-un-mail,,,',
      'Mauvais SIREN,x@exemple.fr,Acme,123456789,',
      'Double,M.ROUX@foncia.fr,,,',
      ',,,,',
    ].join('\n');
    const result = await json<ImportResult>(
      await importCsv(client, csv, { name: 0, email: 1, company: 2, siren: 3, phone: 4 }),
    );
    expect(result).toMatchObject({ created: 3, companiesCreated: 1, duplicateCount: 2, errorCount: 3 });
    expect(result.errors).toEqual([
      { line: 6, message: 'Ligne 6 : Le nom du contact est requis.' },
      { line: 7, message: 'Ligne 7 : Cette adresse e-mail n’est pas valide.' },
      {
        line: 8,
        message:
          'Ligne 8 : Ce SIREN n’est pas valide : vérifiez les 9 chiffres (clé de contrôle incorrecte).',
      },
    ]);
    expect(result.duplicates).toEqual([
      { line: 4, message: 'Ligne 4 : un contact avec l’e-mail deja@exemple.fr existe déjà dans votre CRM.' },
      { line: 9, message: 'Ligne 9 : l’e-mail m.roux@foncia.fr figure déjà à la ligne 2.' },
    ]);
    const contacts = await json<Page<ContactDto>>(await client.request('/api/crm/contacts?limit=200'));
    const byName = Object.fromEntries(contacts.items.map((c) => [c.name, c]));
    expect(byName['Roux, Mathieu']).toMatchObject({ companyName: 'Foncia Lyon 7', phone: '04 72 00 00 00' });
    // Same SIREN: the same company, whatever the name written.
    expect(byName['Ana Lopez']!.companyId).toBe(byName['Roux, Mathieu']!.companyId);
    expect(byName['Sans Mail']!.companyId).toBe(existing.id);

    // The same file again: every contact with an e-mail is a duplicate, the SIREN's company reused.
    const again = await json<ImportResult>(
      await importCsv(client, csv, { name: 0, email: 1, company: 2, siren: 3 }),
    );
    expect(again).toMatchObject({ created: 1, companiesCreated: 0, duplicateCount: 4 });
  });

  it('refuses a file without a name column, too many lines, NUL bytes; survives a broken quote', async () => {
    const { client } = await signedInClient(server.url, database.db);
    expect(
      (await json<{ error: { message: string } }>(await importCsv(client, 'a;b\n1;2', { email: 1 }), 400))
        .error.message,
    ).toBe('Choisissez la colonne qui contient le nom des contacts.');
    const tooMany = `Nom\n${'x\n'.repeat(10_001)}`;
    expect(
      (await json<{ error: { message: string } }>(await preview(client, tooMany), 400)).error.message,
    ).toBe('Le fichier compte 10\u202f001 lignes : 10\u202f000 au plus par import.');
    const nul = await importCsv(client, 'Nom;E-mail\nZo\u0000é;z@exemple.fr\n', { name: 0, email: 1 });
    expect((await json<{ error: { message: string } }>(nul, 400)).error.message).toMatch(
      /^Le texte contient un caractère non autorisé/,
    );
    expect((await json<{ error: { message: string } }>(await preview(client, ''), 400)).error.message).toBe(
      'Le fichier CSV est vide.',
    );
    const broken = await json<ImportResult>(
      await importCsv(client, 'Nom;E-mail\n"Non fermé;a@exemple.fr\nBien;b@exemple.fr\n', {
        name: 0,
        email: 1,
      }),
    );
    expect(broken.created + broken.errorCount).toBeGreaterThan(0);
    expect(
      (await database.db.select().from(crmContact).where(eq(crmContact.email, 'b@exemple.fr'))).length,
    ).toBeGreaterThan(0);
  });

  it('imports opportunities written the French way: « 4 800,50 », « 40 % », « Négociation », 15/12/2026', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const csv =
      '\uFEFFTitre;Société;SIREN;Montant HT;Probabilité;Étape;Clôture prévue;Prochaine étape;Responsable\r\n' +
      '"Contrat d\'entretien; annuel";Syndic Foncia Lyon 7;552100554;"4 800,50";40 %;Négociation;15/12/2026;Relancer;Léa Martin\r\n' +
      'Petit devis;Foncia (autre nom);552 100 554;1.200,5;;qualifie;2027-01-31;;\r\n' +
      'Montant faux;;;douze euros;;;;;\r\n' +
      'Montant négatif;;;-5;;;;;\r\n' +
      'Étape inconnue;;;10;;signé;;;\r\n' +
      'Date fausse;;;10;;;31/02/2027;;\r\n' +
      '=HYPERLINK("x");;;;;;;;\r\n';
    const shown = await json<ImportPreview>(
      await client.post('/api/crm/import/preview', { csv, kind: 'opportunities' }),
    );
    expect(shown.mapping).toEqual({
      title: 0,
      company: 1,
      siren: 2,
      amount: 3,
      probability: 4,
      stage: 5,
      expectedCloseDate: 6,
      nextStep: 7,
      ownerName: 8,
    });
    const result = await json<ImportResult>(
      await client.post('/api/crm/import/opportunities', { csv, mapping: shown.mapping }),
    );
    expect(result).toMatchObject({ created: 3, companiesCreated: 1, errorCount: 4 });
    expect(result.errors.map((e) => e.message)).toEqual([
      'Ligne 4 : le montant « douze euros » n’est pas un nombre.',
      'Ligne 5 : Le montant ne peut pas être négatif.',
      'Ligne 6 : étape « signé » inconnue (Nouveau, Qualifié, Proposition, Négociation, Gagné, Perdu).',
      'Ligne 7 : Cette date n’existe pas.',
    ]);
    const page = await json<Page<OpportunityDto>>(await client.request('/api/crm/opportunities?limit=200'));
    const byTitle = Object.fromEntries(page.items.map((o) => [o.title, o]));
    expect(byTitle["Contrat d'entretien; annuel"]).toMatchObject({
      amountCents: 480_050,
      probability: 40,
      stage: 'negotiation',
      expectedCloseDate: '2026-12-15',
      nextStep: 'Relancer',
      ownerName: 'Léa Martin',
      companyName: 'Syndic Foncia Lyon 7',
    });
    expect(byTitle['Petit devis']).toMatchObject({
      amountCents: 120_050,
      stage: 'qualified',
      probability: 10,
    });
    expect(byTitle['Petit devis']!.companyId).toBe(byTitle["Contrat d'entretien; annuel"]!.companyId);
    // A formula is stored as text, and neutralised again on export.
    expect(byTitle['=HYPERLINK("x")']).toBeDefined();
    const exported = await (await client.request('/api/crm/export/opportunities.csv')).text();
    expect(exported).toContain('"\'=HYPERLINK(""x"")"');
    const rows = parseCsv(exported) as string[][];
    expect(rows[0]!.at(-1)).toBe('Responsable');
    expect(rows.find((r) => r[0] === "Contrat d'entretien; annuel")!.at(-1)).toBe('Léa Martin');
  });

  it('imports 10 000 lines in one request', { timeout: 120_000 }, async () => {
    const { client } = await signedInClient(server.url, database.db);
    const lines = ['Nom;E-mail;Entreprise'];
    for (let i = 0; i < 10_000; i++) lines.push(`Contact ${i};c${i}@exemple.fr;Entreprise ${i % 50}`);
    const started = Date.now();
    const result = await json<ImportResult>(
      await importCsv(client, lines.join('\r\n'), { name: 0, email: 1, company: 2 }),
    );
    console.log(`crm import of 10 000 lines on ${kind}: ${Date.now() - started} ms`);
    expect(result).toMatchObject({ created: 10_000, companiesCreated: 50, errorCount: 0, duplicateCount: 0 });
    const page = await json<Page<ContactDto>>(await client.request('/api/crm/contacts?q=contact%209999'));
    expect(page.items.map((c) => c.email)).toEqual(['c9999@exemple.fr']);
  });

  it('exports contacts and opportunities for French spreadsheets, formulas neutralised', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const acme = await json<{ id: string }>(
      await client.post('/api/crm/companies', { name: '=HYPERLINK("http://x","clic")', siren: '552100554' }),
      201,
    );
    await json(
      await client.post('/api/crm/contacts', {
        name: '+33 Roux; "Mathieu"',
        email: 'm@exemple.fr',
        companyId: acme.id,
      }),
      201,
    );
    await json<OpportunityDto>(
      await client.post('/api/crm/opportunities', {
        title: '@SUM(A1)',
        companyId: acme.id,
        amountCents: 480_050,
        probability: 50,
        stage: 'negotiation',
        expectedCloseDate: '2026-12-15',
      }),
      201,
    );
    const res = await client.request('/api/crm/export/contacts.csv');
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="septime-contacts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    // The BOM (fetch's text() would drop it): Excel then reads the accents as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows = parseCsv(text) as string[][];
    expect(rows[0]).toEqual(['Nom', 'Fonction', 'E-mail', 'Téléphone', 'Entreprise', 'SIREN', 'Créé le']);
    expect(rows[1]!.slice(0, 6)).toEqual([
      '\'+33 Roux; "Mathieu"',
      '',
      'm@exemple.fr',
      '',
      '\'=HYPERLINK("http://x","clic")',
      '552100554',
    ]);

    const opportunities = parseCsv(
      await (await client.request('/api/crm/export/opportunities.csv')).text(),
    ) as string[][];
    expect(opportunities[1]).toEqual([
      "'@SUM(A1)",
      '\'=HYPERLINK("http://x","clic")',
      '552100554',
      '',
      '4800,50',
      '50',
      '2400,25',
      'Négociation',
      '2026-12-15',
      '',
      '',
      '',
    ]);
    // French decimals read back as the amounts written.
    expect(parseFrenchNumber(opportunities[1]![4]!)).toBe(4800.5);
    expect(parseFrenchNumber('4 800,50')).toBe(4800.5);
  });
});
