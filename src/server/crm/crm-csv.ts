import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { foldForSearch } from '../../shared/connectors.ts';
import {
  type ContactImportField,
  companyInputSchema,
  contactImportFields,
  contactInputSchema,
  type contactMappingSchema,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  importReportLimit,
  type OpportunityImportField,
  type OpportunityStage,
  opportunityImportFields,
  opportunityInputSchema,
  type opportunityMappingSchema,
  opportunityStageLabels,
  opportunityStages,
} from '../../shared/crm.ts';
import { parisDay } from '../../shared/paris-time.ts';
import { parseCsv, parseFrenchNumber, toCsv } from '../csv/csv.ts';
import type { Db } from '../db/client.ts';
import { crmCompany, crmContact, crmOpportunity } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { crmOwner, searchTextOf } from './crm.service.ts';

// The CRM's CSV files (decision 065), read and written by src/server/csv/ only: exports for French
// spreadsheets (BOM, « ; », formulas neutralised) and the imports of contacts and opportunities with
// their mapping preview, per-line French errors and duplicates by e-mail or SIREN.

/** Data lines an import reads at most (the header not counted). */
export const importLineLimit = 10_000;
/** Rows an export writes at most. */
export const exportRowLimit = 100_000;

export interface CsvFile {
  filename: string;
  body: string;
}

/** Header words that name each field, folded (lowercase, no accents). */
const contactHeaders: Record<ContactImportField, RegExp> = {
  firstName: /^(prenom|first ?name|given ?name)$/,
  name: /^(nom|nom complet|name|full ?name|contact|nom du contact|last ?name)$/,
  role: /^(fonction|poste|role|titre|job ?title|title)$/,
  email: /^(e-?mail|courriel|mail|adresse e-?mail|email address)$/,
  phone: /^(telephone|tel|tel\.|phone|portable|mobile|numero)$/,
  company: /^(entreprise|societe|company|organisation|organization|raison sociale|client)$/,
  siren: /^(siren|n° siren|numero siren)$/,
};
const opportunityHeaders: Record<OpportunityImportField, RegExp> = {
  title: /^(titre|opportunite|affaire|intitule|title|deal|nom)$/,
  company: /^(entreprise|societe|company|organisation|client|raison sociale)$/,
  siren: /^(siren|n° siren|numero siren)$/,
  amount: /^(montant|montant ht|montant ht \(€\)|amount|valeur|ca)$/,
  probability: /^(probabilite|probabilite \(%\)|proba|probability|%)$/,
  stage: /^(etape|stade|statut|stage|phase)$/,
  expectedCloseDate: /^(cloture|cloture prevue|date de cloture|close date|echeance)$/,
  nextStep: /^(prochaine etape|action|next step|relance)$/,
  nextStepDate: /^(date de la prochaine etape|date de relance|date prochaine etape|next step date)$/,
  ownerName: /^(responsable|commercial|proprietaire|owner|suivi par)$/,
};

function guess<F extends string>(header: readonly string[], fields: readonly F[], words: Record<F, RegExp>) {
  const mapping: Partial<Record<F, number>> = {};
  header.forEach((cell, index) => {
    const folded = foldForSearch(cell).trim();
    const field = fields.find((f) => mapping[f] === undefined && words[f].test(folded));
    if (field) mapping[field] = index;
  });
  return mapping;
}

/** The field each column's header names, each field at most once. */
export function guessMapping(
  header: readonly string[],
  kind: ImportKind = 'contacts',
): Record<string, number> {
  return (
    kind === 'contacts'
      ? guess(header, contactImportFields, contactHeaders)
      : guess(header, opportunityImportFields, opportunityHeaders)
  ) as Record<string, number>;
}

function rowsOf(text: string): string[][] {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new ApiError(400, 'validation:body', 'Le fichier CSV est vide.');
  if (rows.length - 1 > importLineLimit) {
    throw new ApiError(
      400,
      'validation:body',
      `Le fichier compte ${(rows.length - 1).toLocaleString('fr-FR')} lignes : ${importLineLimit.toLocaleString('fr-FR')} au plus par import.`,
    );
  }
  return rows;
}

/** A day for a file name (Paris). */
const today = () => parisDay(new Date());

/** Cents as a French spreadsheet reads a number: « 4800,50 ». */
function frenchAmount(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** A day as a spreadsheet writes it (« 15/12/2026 », « 15/12/26 ») or ISO, as AAAA-MM-JJ. */
function isoDayOf(cell: string): string {
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(cell);
  if (!french) return cell;
  const year = french[3]!.length === 2 ? `20${french[3]}` : french[3];
  return `${year}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}`;
}

/** A stage as written in a file: its French label or its id, case and accents aside. */
function stageOf(cell: string): OpportunityStage | null {
  const folded = foldForSearch(cell).trim();
  return (
    opportunityStages.find((s) => s === folded || foldForSearch(opportunityStageLabels[s]) === folded) ?? null
  );
}

/** The per-line reports of one import: counted in full, the first `importReportLimit` kept. */
function lineReports() {
  const errors: ImportResult['errors'] = [];
  const duplicates: ImportResult['duplicates'] = [];
  const counts = { errors: 0, duplicates: 0 };
  return {
    fail(line: number, message: string) {
      counts.errors++;
      if (errors.length < importReportLimit) errors.push({ line, message: `Ligne ${line} : ${message}` });
    },
    duplicate(line: number, message: string) {
      counts.duplicates++;
      if (duplicates.length < importReportLimit)
        duplicates.push({ line, message: `Ligne ${line} : ${message}` });
    },
    result(created: number, companiesCreated: number): ImportResult {
      return {
        created,
        companiesCreated,
        duplicateCount: counts.duplicates,
        errorCount: counts.errors,
        duplicates: duplicates.sort((a, b) => a.line - b.line),
        errors: errors.sort((a, b) => a.line - b.line),
      };
    },
  };
}

interface CompanyRef {
  name: string;
  siren: string | null;
}
const companyKey = (c: CompanyRef) => (c.siren ? `siren:${c.siren}` : `name:${foldForSearch(c.name)}`);

/** A line's company cells, checked as the form's company (the SIREN's key included). */
function companyOf(name: string, siren: string): { company: CompanyRef | null } | { error: string } {
  if (!name && !siren) return { company: null };
  const checked = companyInputSchema.safeParse({ name: name || siren, siren: siren || null });
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? 'entreprise invalide.' };
  return { company: { name: checked.data.name, siren: checked.data.siren } };
}

/**
 * The ids of the companies a file names: found by SIREN (the same company whatever the name
 * written), else by name without accents or case, else created. Returns the ids by `companyKey`.
 */
async function resolveCompanies(
  tx: Db,
  owner: string,
  userId: string,
  refs: Iterable<CompanyRef | null>,
): Promise<{ ids: Map<string, string>; created: number }> {
  const wanted = new Map<string, CompanyRef>();
  for (const ref of refs) if (ref && !wanted.has(companyKey(ref))) wanted.set(companyKey(ref), ref);
  const ids = new Map<string, string>();
  if (wanted.size === 0) return { ids, created: 0 };
  const sirens = [...wanted.values()].flatMap((c) => (c.siren ? [c.siren] : []));
  const readSirens = async (list: string[]) => {
    for (let i = 0; i < list.length; i += 1000) {
      const rows = await tx
        .select({ id: crmCompany.id, siren: crmCompany.siren })
        .from(crmCompany)
        .where(and(eq(crmCompany.workspaceId, owner), inArray(crmCompany.siren, list.slice(i, i + 1000))));
      for (const row of rows) ids.set(`siren:${row.siren}`, row.id);
    }
  };
  await readSirens(sirens);
  if ([...wanted.values()].some((c) => !c.siren)) {
    // Names compared folded: read the owner's companies' names once (id and name only).
    const rows = await tx
      .select({ id: crmCompany.id, name: crmCompany.name })
      .from(crmCompany)
      .where(eq(crmCompany.workspaceId, owner))
      .orderBy(asc(crmCompany.createdAt));
    for (const row of rows) {
      const key = `name:${foldForSearch(row.name)}`;
      if (wanted.has(key) && !ids.has(key)) ids.set(key, row.id);
    }
  }
  const missing = [...wanted].filter(([key]) => !ids.has(key));
  let created = 0;
  for (let i = 0; i < missing.length; i += 500) {
    const rows = await tx
      .insert(crmCompany)
      .values(
        missing.slice(i, i + 500).map(([, c]) => ({
          workspaceId: owner,
          userId,
          name: c.name,
          siren: c.siren,
          searchText: searchTextOf(c.name, c.siren),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: crmCompany.id, name: crmCompany.name, siren: crmCompany.siren });
    created += rows.length;
    for (const row of rows) ids.set(companyKey(row), row.id);
  }
  // A SIREN another request created meanwhile: read it back.
  await readSirens(missing.filter(([key]) => !ids.has(key)).flatMap(([, c]) => (c.siren ? [c.siren] : [])));
  return { ids, created };
}

export function createCrmCsv(db: Db) {
  return {
    async exportContacts(userId: string): Promise<CsvFile> {
      const rows = await db
        .select({ contact: crmContact, companyName: crmCompany.name, siren: crmCompany.siren })
        .from(crmContact)
        .leftJoin(crmCompany, eq(crmCompany.id, crmContact.companyId))
        .where(eq(crmContact.workspaceId, crmOwner(userId)))
        .orderBy(asc(crmContact.name), asc(crmContact.id))
        .limit(exportRowLimit);
      const body = toCsv([
        ['Nom', 'Fonction', 'E-mail', 'Téléphone', 'Entreprise', 'SIREN', 'Créé le'],
        ...rows.map((r) => [
          r.contact.name,
          r.contact.role,
          r.contact.email,
          r.contact.phone,
          r.companyName ?? '',
          r.siren ?? '',
          parisDay(r.contact.createdAt),
        ]),
      ]);
      return { filename: `septime-contacts-${today()}.csv`, body };
    },

    async exportOpportunities(userId: string): Promise<CsvFile> {
      const rows = await db
        .select({
          opportunity: crmOpportunity,
          companyName: crmCompany.name,
          siren: crmCompany.siren,
          contactName: crmContact.name,
        })
        .from(crmOpportunity)
        .leftJoin(crmCompany, eq(crmCompany.id, crmOpportunity.companyId))
        .leftJoin(crmContact, eq(crmContact.id, crmOpportunity.contactId))
        .where(eq(crmOpportunity.workspaceId, crmOwner(userId)))
        .orderBy(asc(crmOpportunity.createdAt), asc(crmOpportunity.id))
        .limit(exportRowLimit);
      const body = toCsv([
        [
          'Titre',
          'Entreprise',
          'SIREN',
          'Contact',
          'Montant HT (€)',
          'Probabilité (%)',
          'Montant pondéré HT (€)',
          'Étape',
          'Clôture prévue',
          'Prochaine étape',
          'Date de la prochaine étape',
          'Responsable',
        ],
        ...rows.map(({ opportunity: o, companyName, siren, contactName }) => {
          const amount = Number(o.amountCents);
          return [
            o.title,
            companyName ?? '',
            siren ?? '',
            contactName ?? '',
            frenchAmount(amount),
            String(o.probability),
            frenchAmount(Math.round((amount * o.probability) / 100)),
            opportunityStageLabels[o.stage],
            o.expectedCloseDate ?? '',
            o.nextStep,
            o.nextStepDate ?? '',
            o.ownerName,
          ];
        }),
      ]);
      return { filename: `septime-opportunites-${today()}.csv`, body };
    },

    /** The columns, the guessed mapping and the first lines, before anything is written. */
    preview(text: string, kind: ImportKind): ImportPreview {
      const [header = [], ...data] = rowsOf(text);
      return {
        columns: header,
        mapping: guessMapping(header, kind),
        sample: data.slice(0, 5),
        rowCount: data.length,
      };
    },

    /**
     * Imports the contacts of a CSV with the chosen mapping: each line validated as the form's
     * contact (French message per line), a contact whose e-mail is already in the CRM or earlier in
     * the file skipped as a duplicate, companies found by SIREN or name, else created. One transaction.
     */
    async importContacts(
      userId: string,
      text: string,
      mapping: z.infer<typeof contactMappingSchema>,
    ): Promise<ImportResult> {
      if (mapping.name === undefined) {
        throw new ApiError(400, 'validation:body', 'Choisissez la colonne qui contient le nom des contacts.');
      }
      const owner = crmOwner(userId);
      const [, ...data] = rowsOf(text);
      const report = lineReports();
      const cell = (row: readonly string[], field: ContactImportField) => {
        const index = mapping[field];
        return index === undefined ? '' : (row[index] ?? '').trim();
      };

      // 1. Each line read and validated on its own (line 1 is the header).
      const parsed: Array<{
        line: number;
        contact: z.infer<typeof contactInputSchema>;
        company: CompanyRef | null;
      }> = [];
      const emailsInFile = new Map<string, number>();
      for (const [i, row] of data.entries()) {
        const line = i + 2;
        if (row.every((value) => value === '')) continue;
        const contact = contactInputSchema.safeParse({
          name: [cell(row, 'firstName'), cell(row, 'name')].filter(Boolean).join(' '),
          role: cell(row, 'role'),
          email: cell(row, 'email'),
          phone: cell(row, 'phone'),
        });
        if (!contact.success) {
          report.fail(line, contact.error.issues[0]?.message ?? 'ligne invalide.');
          continue;
        }
        const company = companyOf(cell(row, 'company'), cell(row, 'siren'));
        if ('error' in company) {
          report.fail(line, company.error);
          continue;
        }
        const email = contact.data.email;
        if (email) {
          const earlier = emailsInFile.get(email);
          if (earlier !== undefined) {
            report.duplicate(line, `l’e-mail ${email} figure déjà à la ligne ${earlier}.`);
            continue;
          }
          emailsInFile.set(email, line);
        }
        parsed.push({ line, contact: contact.data, company: company.company });
      }

      return db.transaction(async (tx) => {
        // 2. E-mails already in the CRM: duplicates.
        const emails = [...emailsInFile.keys()];
        const known = new Set<string>();
        for (let i = 0; i < emails.length; i += 1000) {
          const rows = await tx
            .select({ email: crmContact.email })
            .from(crmContact)
            .where(
              and(eq(crmContact.workspaceId, owner), inArray(crmContact.email, emails.slice(i, i + 1000))),
            );
          for (const row of rows) known.add(row.email);
        }
        const taken = (email: string) => `un contact avec l’e-mail ${email} existe déjà dans votre CRM.`;
        const fresh = parsed.filter((p) => {
          if (!p.contact.email || !known.has(p.contact.email)) return true;
          report.duplicate(p.line, taken(p.contact.email));
          return false;
        });

        // 3. Their companies; 4. the contacts, 500 at a time (an e-mail taken meanwhile is a duplicate).
        const companies = await resolveCompanies(
          tx,
          owner,
          userId,
          fresh.map((p) => p.company),
        );
        let created = 0;
        for (let i = 0; i < fresh.length; i += 500) {
          const batch = fresh.slice(i, i + 500);
          const rows = await tx
            .insert(crmContact)
            .values(
              batch.map((p) => ({
                workspaceId: owner,
                userId,
                ...p.contact,
                companyId: p.company ? (companies.ids.get(companyKey(p.company)) ?? null) : null,
                searchText: searchTextOf(p.contact.name, p.contact.role, p.contact.email, p.contact.phone),
              })),
            )
            .onConflictDoNothing()
            .returning({ email: crmContact.email });
          created += rows.length;
          if (rows.length < batch.length) {
            const inserted = new Set(rows.map((r) => r.email));
            for (const p of batch) {
              if (p.contact.email && !inserted.has(p.contact.email))
                report.duplicate(p.line, taken(p.contact.email));
            }
          }
        }
        return report.result(created, companies.created);
      });
    },

    /**
     * Imports opportunities: amounts and probabilities as French spreadsheets write them (« 4 800,50 »,
     * « 40 % »), stages by their French label, days as « 15/12/2026 »; each line validated as the
     * form's opportunity; companies found by SIREN or name, else created. Imports are not announced
     * to the webhook one by one (a file is not 10 000 calls).
     */
    async importOpportunities(
      userId: string,
      text: string,
      mapping: z.infer<typeof opportunityMappingSchema>,
    ): Promise<ImportResult> {
      if (mapping.title === undefined) {
        throw new ApiError(
          400,
          'validation:body',
          'Choisissez la colonne qui contient le titre des opportunités.',
        );
      }
      const owner = crmOwner(userId);
      const [, ...data] = rowsOf(text);
      const report = lineReports();
      const cell = (row: readonly string[], field: OpportunityImportField) => {
        const index = mapping[field];
        return index === undefined ? '' : (row[index] ?? '').trim();
      };
      const parsed: Array<{
        line: number;
        opportunity: z.infer<typeof opportunityInputSchema>;
        company: CompanyRef | null;
      }> = [];
      for (const [i, row] of data.entries()) {
        const line = i + 2;
        if (row.every((value) => value === '')) continue;
        const amountCell = cell(row, 'amount');
        const amount = amountCell === '' ? 0 : parseFrenchNumber(amountCell);
        if (amount === null) {
          report.fail(line, `le montant « ${amountCell} » n’est pas un nombre.`);
          continue;
        }
        const probabilityCell = cell(row, 'probability');
        const probability = probabilityCell === '' ? undefined : parseFrenchNumber(probabilityCell);
        if (probability === null) {
          report.fail(line, `la probabilité « ${probabilityCell} » n’est pas un nombre.`);
          continue;
        }
        const stageCell = cell(row, 'stage');
        const stage = stageCell === '' ? undefined : stageOf(stageCell);
        if (stage === null) {
          const known = opportunityStages.map((s) => opportunityStageLabels[s]).join(', ');
          report.fail(line, `étape « ${stageCell} » inconnue (${known}).`);
          continue;
        }
        const day = (field: OpportunityImportField) => (cell(row, field) ? isoDayOf(cell(row, field)) : null);
        const opportunity = opportunityInputSchema.safeParse({
          title: cell(row, 'title'),
          amountCents: Math.round(amount * 100),
          ...(probability === undefined ? {} : { probability: Math.round(probability) }),
          ...(stage === undefined ? {} : { stage }),
          expectedCloseDate: day('expectedCloseDate'),
          nextStep: cell(row, 'nextStep'),
          nextStepDate: day('nextStepDate'),
          ownerName: cell(row, 'ownerName'),
        });
        if (!opportunity.success) {
          report.fail(line, opportunity.error.issues[0]?.message ?? 'ligne invalide.');
          continue;
        }
        const company = companyOf(cell(row, 'company'), cell(row, 'siren'));
        if ('error' in company) {
          report.fail(line, company.error);
          continue;
        }
        parsed.push({ line, opportunity: opportunity.data, company: company.company });
      }

      return db.transaction(async (tx) => {
        const companies = await resolveCompanies(
          tx,
          owner,
          userId,
          parsed.map((p) => p.company),
        );
        let created = 0;
        for (let i = 0; i < parsed.length; i += 500) {
          const rows = await tx
            .insert(crmOpportunity)
            .values(
              parsed.slice(i, i + 500).map((p) => ({
                workspaceId: owner,
                userId,
                ...p.opportunity,
                companyId: p.company ? (companies.ids.get(companyKey(p.company)) ?? null) : null,
                searchText: searchTextOf(
                  p.opportunity.title,
                  p.opportunity.nextStep,
                  p.opportunity.ownerName,
                ),
              })),
            )
            .returning({ id: crmOpportunity.id });
          created += rows.length;
        }
        return report.result(created, companies.created);
      });
    },
  };
}

export type CrmCsv = ReturnType<typeof createCrmCsv>;
