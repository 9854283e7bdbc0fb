// The CRM API's contract (companies, contacts, opportunities, their timeline, the pipeline, the
// forecast and the CSV import): the zod schemas validate the server's input and the React forms.

import {
  activityKinds,
  contactImportFields,
  crmImportMaxChars,
  importKinds,
  manualActivityKinds,
  opportunityImportFields,
  opportunityStages,
} from './crm-model.ts';
import { multiLineText, singleLineText } from './text-rules.ts';
import { pageQuerySchema } from './workspace.ts';
import { z } from './zod.ts';

export * from './crm-model.ts';

/**
 * A SIREN: 9 digits whose Luhn sum is a multiple of 10 (INSEE's check key). The known exception to
 * the Luhn rule is La Poste's SIRET numbers; its SIREN (356 000 000) passes it like every other.
 */
export function isValidSiren(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let digit = Number(value[8 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A SIREN as typed (« 552 100 554 »): spaces and dots removed. */
export const normaliseSiren = (value: string) => value.replace(/[\s\u00a0\u202f.]/g, '');

function isRealDay(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return new Date(time).toISOString().slice(0, 10) === value && year >= 1900 && year <= 2999;
}

const isoDay = z
  .string({ error: 'La date doit être au format AAAA-MM-JJ.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date doit être au format AAAA-MM-JJ.' })
  .refine(isRealDay, { error: 'Cette date n’existe pas.' });

const required = (what: string, max: number) =>
  z
    .string({ error: `${what} est requis.` })
    .trim()
    .min(1, { error: `${what} est requis.` })
    .max(max, { error: `${what} ne peut pas dépasser ${max} caractères.` })
    .refine(...singleLineText);

/** An optional single-line text: '' when left empty. */
const optional = (what: string, max: number) =>
  z
    .string({ error: `${what} doit être un texte.` })
    .trim()
    .max(max, { error: `${what} ne peut pas dépasser ${max} caractères.` })
    .refine(...singleLineText);

const sirenField = z
  .string({ error: 'Le SIREN doit être un texte.' })
  .max(20, { error: 'Le SIREN compte 9 chiffres.' })
  .transform(normaliseSiren)
  .refine((v) => v === '' || /^\d{9}$/.test(v), { error: 'Le SIREN compte 9 chiffres.' })
  .refine((v) => v === '' || isValidSiren(v), {
    error: 'Ce SIREN n’est pas valide : vérifiez les 9 chiffres (clé de contrôle incorrecte).',
  })
  .nullable()
  .transform((v) => v || null);

const emailField = z
  .string({ error: 'L’e-mail doit être un texte.' })
  .trim()
  .max(254, { error: 'L’e-mail ne peut pas dépasser 254 caractères.' })
  .refine(...singleLineText)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    error: 'Cette adresse e-mail n’est pas valide.',
  })
  .transform((v) => v.toLowerCase());

const phoneField = optional('Le téléphone', 40).refine((v) => v === '' || /^[+\d\s().-]{4,40}$/.test(v), {
  error: 'Ce numéro de téléphone n’est pas valide.',
});

const companyFields = {
  name: required('Le nom de l’entreprise', 200),
  siren: sirenField,
  address: z
    .string({ error: 'L’adresse doit être un texte.' })
    .trim()
    .max(500, { error: 'L’adresse ne peut pas dépasser 500 caractères.' })
    .refine(...multiLineText),
  sector: optional('Le secteur', 120),
};
const atLeastOne = (v: object) => Object.keys(v).length > 0;
const atLeastOneError = { error: 'Indiquez au moins un champ à modifier.' };

export const companyInputSchema = z.object({
  ...companyFields,
  siren: companyFields.siren.default(null),
  address: companyFields.address.default(''),
  sector: companyFields.sector.default(''),
});
export const companyPatchSchema = z.object(companyFields).partial().refine(atLeastOne, atLeastOneError);
export type CompanyInput = z.input<typeof companyInputSchema>;

const contactFields = {
  name: required('Le nom du contact', 200),
  role: optional('La fonction', 120),
  email: emailField,
  phone: phoneField,
  companyId: z.uuid({ error: 'Entreprise invalide.' }).nullable(),
};
export const contactInputSchema = z.object({
  ...contactFields,
  role: contactFields.role.default(''),
  email: contactFields.email.default(''),
  phone: contactFields.phone.default(''),
  companyId: contactFields.companyId.default(null),
});
export const contactPatchSchema = z.object(contactFields).partial().refine(atLeastOne, atLeastOneError);
export type ContactInput = z.input<typeof contactInputSchema>;

/** Amounts HT in cents; at most 10 billion euros. */
export const maxAmountCents = 1_000_000_000_000;

const opportunityFields = {
  title: required('Le titre de l’opportunité', 200),
  companyId: z.uuid({ error: 'Entreprise invalide.' }).nullable(),
  contactId: z.uuid({ error: 'Contact invalide.' }).nullable(),
  amountCents: z
    .number({ error: 'Le montant doit être un nombre (en centimes).' })
    .int({ error: 'Le montant doit être un nombre entier de centimes.' })
    .min(0, { error: 'Le montant ne peut pas être négatif.' })
    .max(maxAmountCents, { error: 'Le montant est trop grand.' }),
  probability: z
    .number({ error: 'La probabilité doit être un nombre.' })
    .int({ error: 'La probabilité doit être un nombre entier.' })
    .min(0, { error: 'La probabilité est comprise entre 0 et 100 %.' })
    .max(100, { error: 'La probabilité est comprise entre 0 et 100 %.' }),
  stage: z.enum(opportunityStages, { error: 'Étape inconnue.' }),
  expectedCloseDate: isoDay.nullable(),
  nextStep: optional('La prochaine étape', 300),
  nextStepDate: isoDay.nullable(),
  ownerName: optional('Le responsable', 120),
};
export const opportunityInputSchema = z.object({
  ...opportunityFields,
  companyId: opportunityFields.companyId.default(null),
  contactId: opportunityFields.contactId.default(null),
  amountCents: opportunityFields.amountCents.default(0),
  probability: opportunityFields.probability.default(10),
  stage: opportunityFields.stage.default('new'),
  expectedCloseDate: opportunityFields.expectedCloseDate.default(null),
  nextStep: opportunityFields.nextStep.default(''),
  nextStepDate: opportunityFields.nextStepDate.default(null),
  ownerName: opportunityFields.ownerName.default(''),
});
export const opportunityPatchSchema = z
  .object(opportunityFields)
  .partial()
  .refine(atLeastOne, atLeastOneError);
export type OpportunityInput = z.input<typeof opportunityInputSchema>;

/** A timeline entry added by hand, on exactly one record. */
export const activityInputSchema = z
  .object({
    kind: z.enum(manualActivityKinds, { error: 'Type d’activité inconnu.' }),
    body: z
      .string({ error: 'Le texte de l’activité est requis.' })
      .trim()
      .min(1, { error: 'Le texte de l’activité est requis.' })
      .max(5000, { error: 'Le texte de l’activité ne peut pas dépasser 5 000 caractères.' })
      .refine(...multiLineText),
    companyId: z.uuid({ error: 'Entreprise invalide.' }).optional(),
    contactId: z.uuid({ error: 'Contact invalide.' }).optional(),
    opportunityId: z.uuid({ error: 'Opportunité invalide.' }).optional(),
  })
  .refine((v) => [v.companyId, v.contactId, v.opportunityId].filter(Boolean).length === 1, {
    error: 'Indiquez la fiche de l’activité : une entreprise, un contact ou une opportunité.',
  });
export type ActivityInput = z.input<typeof activityInputSchema>;

const search = z
  .string()
  .trim()
  .max(200, { error: 'La recherche est trop longue.' })
  .refine(...singleLineText)
  .optional();

export const companyListQuerySchema = pageQuerySchema.extend({ q: search });
export const contactListQuerySchema = pageQuerySchema.extend({
  q: search,
  companyId: z.uuid({ error: 'Entreprise invalide.' }).optional(),
});
export const opportunityListQuerySchema = pageQuerySchema.extend({
  q: search,
  stage: z.enum(opportunityStages, { error: 'Étape inconnue.' }).optional(),
  companyId: z.uuid({ error: 'Entreprise invalide.' }).optional(),
  contactId: z.uuid({ error: 'Contact invalide.' }).optional(),
});
export const activityListQuerySchema = pageQuerySchema
  .extend({
    companyId: z.uuid({ error: 'Entreprise invalide.' }).optional(),
    contactId: z.uuid({ error: 'Contact invalide.' }).optional(),
    opportunityId: z.uuid({ error: 'Opportunité invalide.' }).optional(),
  })
  .refine((v) => [v.companyId, v.contactId, v.opportunityId].filter(Boolean).length === 1, {
    error: 'Indiquez la fiche dont vous voulez l’historique.',
  });

// What the API answers.
export const companyDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  siren: z.string().nullable(),
  address: z.string(),
  sector: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const contactDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const opportunityDtoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  contactId: z.string().nullable(),
  contactName: z.string().nullable(),
  amountCents: z.number(),
  probability: z.number(),
  stage: z.enum(opportunityStages),
  expectedCloseDate: z.string().nullable(),
  nextStep: z.string(),
  nextStepDate: z.string().nullable(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const activityDtoSchema = z.object({
  id: z.uuid(),
  kind: z.enum(activityKinds),
  body: z.string(),
  companyId: z.string().nullable(),
  contactId: z.string().nullable(),
  opportunityId: z.string().nullable(),
  fromStage: z.enum(opportunityStages).nullable(),
  toStage: z.enum(opportunityStages).nullable(),
  createdAt: z.string(),
});

export const pipelineSchema = z.object({
  stages: z.array(
    z.object({
      stage: z.enum(opportunityStages),
      count: z.number(),
      amountCents: z.number(),
      weightedCents: z.number(),
      /** The stage's most recently changed opportunities (at most `cardLimit`). */
      items: z.array(opportunityDtoSchema),
    }),
  ),
  cardLimit: z.number(),
});

export const forecastSchema = z.object({
  /** Open and won opportunities by expected close month (YYYY-MM), amount × probability. */
  months: z.array(
    z.object({ month: z.string(), count: z.number(), amountCents: z.number(), weightedCents: z.number() }),
  ),
  /** Open opportunities with no expected close date. */
  undated: z.object({ count: z.number(), amountCents: z.number(), weightedCents: z.number() }),
});

// CSV import of contacts.
const csvText = z
  .string({ error: 'Le fichier CSV est requis.' })
  .min(1, { error: 'Le fichier CSV est vide.' })
  .max(crmImportMaxChars, {
    error: 'Le fichier CSV est trop volumineux : 3 millions de caractères au plus.',
  });

export const importPreviewInputSchema = z.object({
  csv: csvText,
  kind: z.enum(importKinds, { error: 'Type d’import inconnu.' }).default('contacts'),
});
const columnIndex = z
  .number({ error: 'Numéro de colonne invalide.' })
  .int({ error: 'Numéro de colonne invalide.' })
  .min(0, { error: 'Numéro de colonne invalide.' })
  .max(199, { error: 'Numéro de colonne invalide.' });
/** Which column (0-based) each contact field is read from; a field left out is not imported. */
export const contactMappingSchema = z.partialRecord(
  z.enum(contactImportFields, { error: 'Champ de destination inconnu.' }),
  columnIndex,
);
export const importInputSchema = z.object({ csv: csvText, mapping: contactMappingSchema });
export const opportunityMappingSchema = z.partialRecord(
  z.enum(opportunityImportFields, { error: 'Champ de destination inconnu.' }),
  columnIndex,
);
export const opportunityImportInputSchema = z.object({ csv: csvText, mapping: opportunityMappingSchema });

export const importPreviewSchema = z.object({
  columns: z.array(z.string()),
  /** The field each column is guessed to hold (by its header), by column index. */
  mapping: z.record(z.string(), z.number()),
  /** The first data rows, as read. */
  sample: z.array(z.array(z.string())),
  rowCount: z.number(),
});
/** The most line reports an import answers (the counts cover every line). */
export const importReportLimit = 500;
const lineReport = z.object({ line: z.number(), message: z.string() });
export const importResultSchema = z.object({
  /** Contacts or opportunities created. */
  created: z.number(),
  companiesCreated: z.number(),
  duplicateCount: z.number(),
  errorCount: z.number(),
  /** The first `importReportLimit` of each. */
  duplicates: z.array(lineReport),
  errors: z.array(lineReport),
});
