// The company memory's contract (settings « Profil de l'entreprise » and « Ce que vos employés
// retiennent »): limits, labels and wire types, without zod so the client can import them cheaply.
import type { z } from 'zod';
import type { companyProfileDtoSchema, companyProfileViewSchema, memoryFactDtoSchema } from './memory.ts';

export const companyTones = ['professionnel', 'chaleureux', 'direct', 'formel'] as const;
export type CompanyTone = (typeof companyTones)[number];

export const addressForms = ['vous', 'tu'] as const;
export type AddressForm = (typeof addressForms)[number];

export const companyToneLabels: Record<CompanyTone, string> = {
  professionnel: 'Professionnel',
  chaleureux: 'Chaleureux',
  direct: 'Direct',
  formel: 'Formel',
};

export const profileLimits = { name: 120, activity: 200, city: 80, signature: 300 } as const;
export const factMaxLength = 500;
/** Every fact goes into every reply's context: the list stays short enough to read. */
export const maxFactsPerUser = 100;

// The shapes the API answers, derived from the zod schemas of memory.ts (type-only: no zod in the pages).
export type CompanyProfile = z.output<typeof companyProfileViewSchema>;
export type CompanyProfileDto = z.output<typeof companyProfileDtoSchema>;
export type MemoryFactDto = z.output<typeof memoryFactDtoSchema>;
