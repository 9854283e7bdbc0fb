// The company memory's contract (settings « Profil de l'entreprise » and « Ce que vos employés
// retiennent »): limits, labels and wire types, without zod so the client can import them cheaply.
import type { EmployeeId } from './routes.ts';

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

/** The company profile of settings (« Profil de l'entreprise »); every field may be unset. */
export interface CompanyProfile {
  name: string | null;
  activity: string | null;
  city: string | null;
  tone: CompanyTone | null;
  /** The signature under drafts, e.g. "Marie Martin, gérante". */
  signature: string | null;
  /** Tutoiement or vouvoiement of the user by the employees; drafts to third parties keep "vous". */
  addressForm: AddressForm | null;
}

/** The company profile as the API sends it. */
export interface CompanyProfileDto extends CompanyProfile {
  /** Null until the profile is first saved. */
  updatedAt: string | null;
}

export interface MemoryFactDto {
  id: string;
  text: string;
  /** The employee who was told it in a conversation; null when added in settings. */
  employee: EmployeeId | null;
  createdAt: string;
}
