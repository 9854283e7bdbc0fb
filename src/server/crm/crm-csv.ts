import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { foldForSearch } from '../../shared/connectors.ts';
import {
  type ContactImportField,
  type contactMappingSchema,
  companyInputSchema,
  contactImportFields,
  contactInputSchema,
  type ImportPreview,
  type ImportResult,
  importReportLimit,
  opportunityStageLabels,
} from '../../shared/crm.ts';
import { parisDay } from '../../shared/paris-time.ts';
import { parseCsv, toCsv } from '../csv/csv.ts';
import type { Db } from '../db/client.ts';
import { crmCompany, crmContact, crmOpportunity } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { crmOwner, searchTextOf } from './crm.service.ts';

// The CRM's CSV files (decision 064), read and written by src/server/csv/ only: exports for French
// spreadsheets (BOM, « ; », formulas neutralised) and the contacts' import with its mapping preview.

/** Data lines an import reads at most (the header not counted). */
export const importLineLimit = 10_000;
/** Rows an export writes at most. */
export const exportRowLimit = 100_000;

export interface CsvFile {
  filename: string;
  body: string;
}

/** Header words that name each field, folded (lowercase, no accents). */
const headerWords: Record<ContactImportField, RegExp> = {
  firstName: /^(prenom|first ?name|given ?name)$/,
  name: /^(nom|nom complet|name|full ?name|contact|nom du contact|last ?name)$/,
  role: /^(fonction|poste|role|titre|job ?title|title)$/,
  email: /^(e-?mail|courriel|mail|adresse e-?mail|email address)$/,
  phone: /^(telephone|tel|tel\.|phone|portable|mobile|numero)$/,
  company: /^(entreprise|societe|company|organisation|organization|raison sociale|client)$/,
  siren: /^(siren|n° siren|numero siren)$/,
};

/** The field each column's header names, each field at most once. */
export function guessMapping(header: readonly string[]): Partial<Record<ContactImportField, number>> {
  const mapping: Partial<Record<ContactImportField, number>> = {};
  header.forEach((cell, index) => {
    const folded = foldForSearch(cell).trim();
    for (const field of contactImportFields) {
      if (mapping[field] === undefined && headerWords[field].test(folded)) {
        mapping[field] = index;
        return;
      }
    }
  });
  return mapping;
}

function rowsOf(text: string): string[][] {
  const rows = parseCsv(text) as string[][];
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
  const negative = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${negative}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
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
        .select({ opportunity: crmOpportunity, companyName: crmCompany.name, contactName: crmContact.name })
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
          'Contact',
          'Montant HT (€)',
          'Probabilité (%)',
          'Montant pondéré HT (€)',
          'Étape',
          'Clôture prévue',
          'Prochaine étape',
          'Date de la prochaine étape',
        ],
        ...rows.map(({ opportunity: o, companyName, contactName }) => {
          const amount = Number(o.amountCents);
          return [
            o.title,
            companyName ?? '',
            contactName ?? '',
            frenchAmount(amount),
            String(o.probability),
            frenchAmount(Math.round((amount * o.probability) / 100)),
            opportunityStageLabels[o.stage],
            o.expectedCloseDate ?? '',
            o.nextStep,
            o.nextStepDate ?? '',
          ];
        }),
      ]);
      return { filename: `septime-opportunites-${today()}.csv`, body };
    },

    /** The columns, the guessed mapping and the first lines, before anything is written. */
    previewContacts(text: string): ImportPreview {
      const [header = [], ...data] = rowsOf(text);
      return {
        columns: header,
        mapping: guessMapping(header),
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
      const errors: ImportResult['errors'] = [];
      const duplicates: ImportResult['duplicates'] = [];
      let errorCount = 0;
      let duplicateCount = 0;
      const fail = (line: number, message: string) => {
        errorCount++;
        if (errors.length < importReportLimit) errors.push({ line, message: `Ligne ${line} : ${message}` });
      };
      const duplicate = (line: number, message: string) => {
        duplicateCount++;
        if (duplicates.length < importReportLimit) duplicates.push({ line, message: `Ligne ${line} : ${message}` });
      };
      const cell = (row: readonly string[], field: ContactImportField) => {
        const index = mapping[field];
        return index === undefined ? '' : (row[index] ?? '').trim();
      };

      // 1. Each line read and validated on its own (line 1 is the header).
      interface Parsed {
        line: number;
        contact: z.infer<typeof contactInputSchema>;
        company: { name: string; siren: string | null } | null;
      }
      const parsed: Parsed[] = [];
      const emailsInFile = new Map<string, number>();
      data.forEach((row, i) => {
        const line = i + 2;
        if (row.every((value) => value === '')) return;
        const first = cell(row, 'firstName');
        const contact = contactInputSchema.safeParse({
          name: [first, cell(row, 'name')].filter(Boolean).join(' '),
          role: cell(row, 'role'),
          email: cell(row, 'email'),
          phone: cell(row, 'phone'),
        });
        if (!contact.success) return fail(line, contact.error.issues[0]?.message ?? 'ligne invalide.');
        const companyName = cell(row, 'company');
        const sirenCell = cell(row, 'siren');
        let company: Parsed['company'] = null;
        if (companyName || sirenCell) {
          const checked = companyInputSchema.safeParse({ name: companyName || sirenCell, siren: sirenCell || null });
          if (!checked.success) return fail(line, checked.error.issues[0]?.message ?? 'entreprise invalide.');
          company = { name: checked.data.name, siren: checked.data.siren };
        }
        const email = contact.data.email;
        if (email) {
          const earlier = emailsInFile.get(email);
          if (earlier !== undefined) {
            return duplicate(line, `l’e-mail ${email} figure déjà à la ligne ${earlier}.`);
          }
          emailsInFile.set(email, line);
        }
        parsed.push({ line, contact: contact.data, company });
      });

      return db.transaction(async (tx) => {
        // 2. E-mails already in the CRM: duplicates.
        const emails = [...emailsInFile.keys()];
        const known = new Set<string>();
        for (let i = 0; i < emails.length; i += 1000) {
          const rows = await tx
            .select({ email: crmContact.email })
            .from(crmContact)
            .where(and(eq(crmContact.workspaceId, owner), inArray(crmContact.email, emails.slice(i, i + 1000))));
          for (const row of rows) known.add(row.email);
        }
        const fresh = parsed.filter((p) => {
          if (p.contact.email && known.has(p.contact.email)) {
            duplicate(p.line, `un contact avec l’e-mail ${p.contact.email} existe déjà dans votre CRM.`);
            return false;
          }
          return true;
        });

        // 3. Companies: by SIREN, else by name (case and accents ignored); the missing ones created.
        const companyKey = (c: { name: string; siren: string | null }) =>
          c.siren ? `siren:${c.siren}` : `name:${foldForSearch(c.name)}`;
        const wanted = new Map<string, { name: string; siren: string | null }>();
        for (const p of fresh) if (p.company && !wanted.has(companyKey(p.company))) wanted.set(companyKey(p.company), p.company);
        const companyIds = new Map<string, string>();
        const sirens = [...wanted.values()].flatMap((c) => (c.siren ? [c.siren] : []));
        const names = [...wanted.values()].filter((c) => !c.siren).map((c) => foldForSearch(c.name));
        for (let i = 0; i < sirens.length; i += 1000) {
          const rows = await tx
            .select({ id: crmCompany.id, siren: crmCompany.siren })
            .from(crmCompany)
            .where(and(eq(crmCompany.workspaceId, owner), inArray(crmCompany.siren, sirens.slice(i, i + 1000))));
          for (const row of rows) companyIds.set(`siren:${row.siren}`, row.id);
        }
        if (names.length > 0) {
          const rows = await tx
            .select({ id: crmCompany.id, name: crmCompany.name })
            .from(crmCompany)
            .where(eq(crmCompany.workspaceId, owner))
            .orderBy(asc(crmCompany.createdAt));
          const wantedNames = new Set(names);
          for (const row of rows) {
            const key = `name:${foldForSearch(row.name)}`;
            if (wantedNames.has(foldForSearch(row.name)) && !companyIds.has(key)) companyIds.set(key, row.id);
          }
        }
        const missing = [...wanted].filter(([key]) => !companyIds.has(key));
        let companiesCreated = 0;
        for (let i = 0; i < missing.length; i += 500) {
          const batch = missing.slice(i, i + 500);
          const rows = await tx
            .insert(crmCompany)
            .values(
              batch.map(([, c]) => ({
                workspaceId: owner,
                userId,
                name: c.name,
                siren: c.siren,
                searchText: searchTextOf(c.name, c.siren),
              })),
            )
            .onConflictDoNothing()
            .returning({ id: crmCompany.id, name: crmCompany.name, siren: crmCompany.siren });
          companiesCreated += rows.length;
          for (const row of rows) companyIds.set(companyKey(row), row.id);
        }
        // A SIREN created meanwhile by another request: read it back.
        const unresolved = missing.filter(([key]) => !companyIds.has(key)).flatMap(([, c]) => (c.siren ? [c.siren] : []));
        if (unresolved.length > 0) {
          const rows = await tx
            .select({ id: crmCompany.id, siren: crmCompany.siren })
            .from(crmCompany)
            .where(and(eq(crmCompany.workspaceId, owner), inArray(crmCompany.siren, unresolved)));
          for (const row of rows) companyIds.set(`siren:${row.siren}`, row.id);
        }

        // 4. The contacts, 500 at a time; an e-mail taken meanwhile is a duplicate, not an error.
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
                companyId: p.company ? (companyIds.get(companyKey(p.company)) ?? null) : null,
                searchText: searchTextOf(p.contact.name, p.contact.role, p.contact.email, p.contact.phone),
              })),
            )
            .onConflictDoNothing()
            .returning({ email: crmContact.email });
          created += rows.length;
          if (rows.length < batch.length) {
            const inserted = new Set(rows.map((r) => r.email));
            for (const p of batch) {
              if (p.contact.email && !inserted.has(p.contact.email)) {
                duplicate(p.line, `un contact avec l’e-mail ${p.contact.email} existe déjà dans votre CRM.`);
              }
            }
          }
        }
        return {
          created,
          companiesCreated,
          duplicateCount,
          errorCount,
          duplicates: duplicates.sort((a, b) => a.line - b.line),
          errors,
        };
      });
    },
  };
}

export type CrmCsv = ReturnType<typeof createCrmCsv>;
