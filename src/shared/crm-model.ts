import type { z } from 'zod';
// The CRM's words and shapes without zod (stages, activity kinds, French labels, API answers), so the
// pages that only show records do not load the validation library; the forms load crm.ts.
import type {
  activityDtoSchema,
  companyDtoSchema,
  contactDtoSchema,
  forecastSchema,
  importPreviewSchema,
  importResultSchema,
  opportunityDtoSchema,
  pipelineSchema,
} from './crm.ts';

/**
 * An opportunity's stages, in the pipeline's order (the last two close it): nouveau, qualifié,
 * proposition, négociation, gagné, perdu. Ids in English like every enum; the labels are French.
 */
export const opportunityStages = ['new', 'qualified', 'proposal', 'negotiation', 'won', 'lost'] as const;
export type OpportunityStage = (typeof opportunityStages)[number];

export const opportunityStageLabels: Record<OpportunityStage, string> = {
  new: 'Nouveau',
  qualified: 'Qualifié',
  proposal: 'Proposition',
  negotiation: 'Négociation',
  won: 'Gagné',
  lost: 'Perdu',
};

/** What a timeline entry is; `stage_change` is written by the server only, when an opportunity moves. */
export const activityKinds = ['call', 'email', 'meeting', 'note', 'stage_change'] as const;
export type ActivityKind = (typeof activityKinds)[number];
/** The kinds a person adds by hand (a stage change is recorded by the move itself). */
export const manualActivityKinds = ['call', 'email', 'meeting', 'note'] as const;
export type ManualActivityKind = (typeof manualActivityKinds)[number];

export const activityKindLabels: Record<ActivityKind, string> = {
  call: 'Appel',
  email: 'E-mail',
  meeting: 'Rendez-vous',
  note: 'Note',
  stage_change: 'Changement d’étape',
};

/** The CSV import's routes: their JSON carries the file, so the body may reach `crmImportMaxBytes`. */
export const crmImportPathPrefix = '/api/crm/import/';
export const crmImportMaxBytes = 4 * 1024 * 1024;
/** Characters of CSV text an import reads at most. */
export const crmImportMaxChars = 3_000_000;

/** The contact fields a CSV column can be mapped to. */
export const contactImportFields = [
  'firstName',
  'name',
  'role',
  'email',
  'phone',
  'company',
  'siren',
] as const;
export type ContactImportField = (typeof contactImportFields)[number];

/** The opportunity fields a CSV column can be mapped to. */
export const opportunityImportFields = [
  'title',
  'company',
  'siren',
  'amount',
  'probability',
  'stage',
  'expectedCloseDate',
  'nextStep',
  'nextStepDate',
  'ownerName',
] as const;
export type OpportunityImportField = (typeof opportunityImportFields)[number];

export const opportunityImportFieldLabels: Record<OpportunityImportField, string> = {
  title: 'Titre',
  company: 'Entreprise',
  siren: 'SIREN de l’entreprise',
  amount: 'Montant HT (€)',
  probability: 'Probabilité (%)',
  stage: 'Étape',
  expectedCloseDate: 'Clôture prévue',
  nextStep: 'Prochaine étape',
  nextStepDate: 'Date de la prochaine étape',
  ownerName: 'Responsable',
};

/** What a CSV import creates. */
export const importKinds = ['contacts', 'opportunities'] as const;
export type ImportKind = (typeof importKinds)[number];

export const contactImportFieldLabels: Record<ContactImportField, string> = {
  firstName: 'Prénom',
  name: 'Nom',
  role: 'Fonction',
  email: 'E-mail',
  phone: 'Téléphone',
  company: 'Entreprise',
  siren: 'SIREN de l’entreprise',
};

export type CompanyDto = z.output<typeof companyDtoSchema>;
export type ContactDto = z.output<typeof contactDtoSchema>;
export type OpportunityDto = z.output<typeof opportunityDtoSchema>;
export type ActivityDto = z.output<typeof activityDtoSchema>;
export type Pipeline = z.output<typeof pipelineSchema>;
export type Forecast = z.output<typeof forecastSchema>;
export type ImportPreview = z.output<typeof importPreviewSchema>;
export type ImportResult = z.output<typeof importResultSchema>;

/**
 * Euros typed in French (« 4 800,50 », « 4800.5 », « 1 200 € ») as cents; null when it is not an
 * amount (negative, more than two decimals, letters).
 */
export function eurosToCents(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the form shows them to edit (« 4800,50 »). */
export function centsToEuroInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
