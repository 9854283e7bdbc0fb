// Billing data without zod, for the pages that only show it (decision 031): the settings and the checkout.

/** The EU member states by ISO code, with their French names: where Septime invoices businesses. */
export const euCountries = {
  AT: 'Autriche',
  BE: 'Belgique',
  BG: 'Bulgarie',
  CY: 'Chypre',
  CZ: 'Tchéquie',
  DE: 'Allemagne',
  DK: 'Danemark',
  EE: 'Estonie',
  ES: 'Espagne',
  FI: 'Finlande',
  FR: 'France',
  GR: 'Grèce',
  HR: 'Croatie',
  HU: 'Hongrie',
  IE: 'Irlande',
  IT: 'Italie',
  LT: 'Lituanie',
  LU: 'Luxembourg',
  LV: 'Lettonie',
  MT: 'Malte',
  NL: 'Pays-Bas',
  PL: 'Pologne',
  PT: 'Portugal',
  RO: 'Roumanie',
  SE: 'Suède',
  SI: 'Slovénie',
  SK: 'Slovaquie',
} as const;
export type EuCountry = keyof typeof euCountries;
