import { eq } from 'drizzle-orm';
import type { BillingProfile } from '../../shared/billing.ts';
import { euCountries } from '../../shared/billing-model.ts';
import { customerTypes, type TaxTreatment } from '../../shared/tax.ts';
import type { Db } from '../db/client.ts';
import { billingProfile } from '../db/schema.ts';
import { z } from '../http/contract.ts';
import { normaliseSiret, normaliseVatNumber, vatPrefixOf } from './business-ids.ts';

// Who is billed (issue 24): "particulier" or "professionnel". A business gives its name, address and
// identifiers, checked offline (business-ids.ts); a French one its SIREN or SIRET, one elsewhere in
// the EU its VAT number, which puts its invoices under reverse charge.

const field = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${max} caractères au plus.` })
    .default('');

export const billingProfileInputSchema = z
  .object({
    customerType: z.enum(customerTypes, { error: 'Type de client inconnu : particulier ou professionnel.' }),
    name: field(120),
    companyName: field(160),
    address: field(240),
    postalCode: field(16),
    city: field(120),
    country: z.string().trim().toUpperCase().default('FR'),
    siret: field(32),
    vatNumber: field(32),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!(value.country in euCountries)) {
      issue('country', 'Pays non pris en charge : Septime facture dans l’Union européenne.');
      return;
    }
    if (value.customerType === 'individual') return;
    if (!value.companyName) issue('companyName', 'Raison sociale requise pour un professionnel.');
    if (!value.address) issue('address', 'Adresse requise pour un professionnel.');
    if (!value.postalCode) issue('postalCode', 'Code postal requis pour un professionnel.');
    if (!value.city) issue('city', 'Ville requise pour un professionnel.');
    const siret = value.siret ? normaliseSiret(value.siret) : null;
    const vat = value.vatNumber ? normaliseVatNumber(value.vatNumber) : null;
    if (value.country === 'FR') {
      if (!value.siret) issue('siret', 'SIREN ou SIRET requis pour une entreprise française.');
      else if (!siret)
        issue('siret', 'SIREN ou SIRET invalide : 9 ou 14 chiffres avec une clé de contrôle valide.');
    } else if (value.siret) {
      issue('siret', 'Le SIREN ne concerne que les entreprises françaises : laissez ce champ vide.');
    }
    if (value.country !== 'FR' && !value.vatNumber) {
      issue('vatNumber', 'Numéro de TVA intracommunautaire requis pour une entreprise hors de France.');
    } else if (value.vatNumber && !vat) {
      issue('vatNumber', 'Numéro de TVA intracommunautaire invalide (format ou clé de contrôle).');
    } else if (vat && !vat.startsWith(vatPrefixOf(value.country))) {
      issue('vatNumber', 'Le numéro de TVA ne correspond pas au pays de l’adresse.');
    } else if (vat && siret && vat.slice(4) !== siret.slice(0, 9)) {
      issue('vatNumber', 'Le numéro de TVA ne correspond pas au SIREN.');
    }
  })
  .transform((value) => {
    if (value.customerType === 'individual') {
      return { ...value, companyName: '', siret: '', vatNumber: '' };
    }
    return {
      ...value,
      name: '',
      siret: value.siret ? (normaliseSiret(value.siret) ?? '') : '',
      vatNumber: value.vatNumber ? (normaliseVatNumber(value.vatNumber) ?? '') : '',
    };
  });
export type BillingProfileInput = z.output<typeof billingProfileInputSchema>;

/** Reverse charge for an EU business outside France with its VAT number; French VAT otherwise. */
export function taxTreatmentOf(
  profile: Pick<BillingProfile, 'customerType' | 'country' | 'vatNumber'>,
): TaxTreatment {
  return profile.customerType === 'business' && profile.country !== 'FR' && profile.vatNumber
    ? 'reverse_charge'
    : 'standard';
}

const individual: Omit<BillingProfile, 'taxTreatment'> = {
  customerType: 'individual',
  name: '',
  companyName: '',
  address: '',
  postalCode: '',
  city: '',
  country: 'FR',
  siret: '',
  vatNumber: '',
};

/** The user's billing profile; an individual in France until they say otherwise. */
export async function billingProfileOf(db: Db, userId: string): Promise<BillingProfile> {
  const [row] = await db.select().from(billingProfile).where(eq(billingProfile.userId, userId));
  const profile = row
    ? {
        customerType: row.customerType,
        name: row.name,
        companyName: row.companyName,
        address: row.address,
        postalCode: row.postalCode,
        city: row.city,
        country: row.country,
        siret: row.siret,
        vatNumber: row.vatNumber,
      }
    : individual;
  return { ...profile, taxTreatment: taxTreatmentOf(profile) };
}

export async function saveBillingProfile(
  db: Db,
  userId: string,
  input: BillingProfileInput,
): Promise<BillingProfile> {
  await db
    .insert(billingProfile)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: billingProfile.userId, set: { ...input, updatedAt: new Date() } });
  return billingProfileOf(db, userId);
}
