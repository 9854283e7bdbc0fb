// Zod schemas of the company memory's contract, shared by the settings forms and the server; the
// constants, labels and types are in memory-model.ts.

import { addressForms, companyTones, factMaxLength, profileLimits } from './memory-model.ts';
import { employeeIds } from './routes.ts';
import { controlCharacterMessage, hasControlCharacter } from './text-rules.ts';
import { z } from './zod.ts';

export * from './memory-model.ts';

// The signature may span lines (but holds no tab); the other fields are single-line (text-rules.ts).
const noControl = (multiline = false) =>
  [
    (v: string) => !hasControlCharacter(multiline ? v.replace(/[\r\n]/g, '') : v),
    { error: controlCharacterMessage },
  ] as const;

/** An optional profile field: blank means unset (null). */
const profileText = (what: string, max: number, multiline = false) =>
  z
    .string({ error: `${what} doit être un texte.` })
    .trim()
    .max(max, { error: `${what} ne peut pas dépasser ${max} caractères.` })
    .refine(...noControl(multiline))
    .nullable()
    .default(null)
    // A textarea may send CRLF: the signature keeps plain newlines.
    .transform((v) => v?.replace(/\r\n?/g, '\n') || null);

/** PUT replaces the whole profile: a missing field is unset. */
export const companyProfileSchema = z.object({
  name: profileText('Le nom de l’entreprise', profileLimits.name),
  activity: profileText('L’activité', profileLimits.activity),
  city: profileText('La ville', profileLimits.city),
  tone: z
    .enum(companyTones, { error: 'Ton inconnu : professionnel, chaleureux, direct ou formel.' })
    .nullable()
    .default(null),
  signature: profileText('La signature', profileLimits.signature, true),
  addressForm: z.enum(addressForms, { error: 'Choisissez « tu » ou « vous ».' }).nullable().default(null),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;

const factText = z
  .string({ error: 'Le fait à retenir doit être un texte.' })
  .trim()
  .min(1, { error: 'Le fait à retenir est vide.' })
  .max(factMaxLength, { error: `Un fait ne peut pas dépasser ${factMaxLength} caractères.` })
  .refine(...noControl());

export const memoryFactSchema = z.object({ text: factText });
export type MemoryFactInput = z.input<typeof memoryFactSchema>;

// What the API answers (the OpenAPI document and the typed client read these); the types are derived in
// memory-model.ts.

/** The company profile of settings (« Profil de l'entreprise »); every field may be unset. */
export const companyProfileViewSchema = z.object({
  name: z.string().nullable(),
  activity: z.string().nullable(),
  city: z.string().nullable(),
  tone: z.enum(companyTones).nullable(),
  /** The signature under drafts, e.g. "Marie Martin, gérante". */
  signature: z.string().nullable(),
  /** Tutoiement or vouvoiement of the user by the employees; drafts to third parties keep "vous". */
  addressForm: z.enum(addressForms).nullable(),
});

/** The company profile as the API sends it: `updatedAt` is null until the profile is first saved. */
export const companyProfileDtoSchema = companyProfileViewSchema.extend({ updatedAt: z.string().nullable() });

export const memoryFactDtoSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  /** The employee who was told it in a conversation; null when added in settings. */
  employee: z.enum(employeeIds).nullable(),
  createdAt: z.string(),
});

export const memoryFactListSchema = z.object({ facts: z.array(memoryFactDtoSchema) });
