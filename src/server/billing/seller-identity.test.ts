import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sellerOf } from './invoices.ts';

// Issue 42: no « [à compléter : …] » on an invoice; in development the missing LEGAL_* settings are a
// banner across it (« sans valeur légale »), and production cannot start without them (config.test.ts).

describe('the seller printed on invoices', () => {
  it('names the unset LEGAL_* settings instead of printing brackets', () => {
    const seller = sellerOf(loadConfig({ NODE_ENV: 'development', LEGAL_SIREN: '552 100 554' }).legal);
    expect(seller.lines).toEqual(['SIREN : 552 100 554']);
    expect(seller.lines.join(' ')).not.toContain('compléter');
    expect(seller.incomplete).toContain('LEGAL_ADDRESS');
    expect(seller.incomplete).toContain('LEGAL_VAT_NUMBER');
    expect(seller.incomplete).not.toContain('LEGAL_SIREN');
  });

  it('has no banner once the identity is complete', () => {
    const seller = sellerOf(
      loadConfig({
        LEGAL_COMPANY_NAME: 'Septime SAS',
        LEGAL_CAPITAL: '10 000 €',
        LEGAL_RCS: 'RCS Paris 552 100 554',
        LEGAL_ADDRESS: '10 rue de la Paix, 75002 Paris',
        LEGAL_DIRECTOR: 'Camille Durand',
        LEGAL_HOST: 'OVH SAS, Roubaix',
        LEGAL_SIREN: '552 100 554',
        LEGAL_VAT_NUMBER: 'FR96552100554',
      }).legal,
    );
    expect(seller.incomplete).toBeUndefined();
    expect(seller.lines).toContain('N° de TVA intracommunautaire : FR96552100554');
  });

  it('renders the development banner into the PDF', async () => {
    const seller = sellerOf(loadConfig({ NODE_ENV: 'development' }).legal);
    const pdf = await renderInvoicePdf({
      number: '2026-000001',
      issuedAt: new Date('2026-11-28T10:00:00Z'),
      seller,
      buyer: { name: 'Client', lines: [], business: false },
      description: 'Abonnement Pro',
      periodStart: null,
      periodEnd: null,
      taxTreatment: 'standard',
      amountHt: 2000,
      amountTva: 400,
      amountTtc: 2400,
      vatRate: 0.2,
      paymentLine: 'Payé par carte',
    });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    const { incomplete: _missing, ...withoutBanner } = seller;
    const complete = await renderInvoicePdf({
      number: '2026-000001',
      issuedAt: new Date('2026-11-28T10:00:00Z'),
      seller: withoutBanner,
      buyer: { name: 'Client', lines: [], business: false },
      description: 'Abonnement Pro',
      periodStart: null,
      periodEnd: null,
      taxTreatment: 'standard',
      amountHt: 2000,
      amountTva: 400,
      amountTtc: 2400,
      vatRate: 0.2,
      paymentLine: 'Payé par carte',
    });
    // The banner is drawn (more content than the same invoice without it).
    expect(pdf.byteLength).toBeGreaterThan(complete.byteLength);
  });
});
