import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { paymentTestsAllowed } from './payment-checks.ts';

// Issue 42: the payment test page (/test) creates checkout sessions and posts signed webhook events;
// in production only the operators of ADMIN_EMAILS may run it.

const legal = {
  LEGAL_COMPANY_NAME: 'Septime SAS',
  LEGAL_CAPITAL: '10 000 €',
  LEGAL_RCS: 'RCS Paris 552 100 554',
  LEGAL_ADDRESS: '10 rue de la Paix, 75002 Paris',
  LEGAL_DIRECTOR: 'Camille Durand',
  LEGAL_HOST: 'OVH SAS, Roubaix',
  LEGAL_SIREN: '552 100 554',
  LEGAL_VAT_NUMBER: 'FR96552100554',
};

describe('paymentTestsAllowed', () => {
  it('lets anyone run them outside production (development, tests)', () => {
    expect(paymentTestsAllowed(loadConfig({ NODE_ENV: 'development' }), 'client@exemple.fr')).toBe(true);
    expect(paymentTestsAllowed(loadConfig({ NODE_ENV: 'test' }), 'client@exemple.fr')).toBe(true);
  });

  it('lets only the operators run them in production', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.septime.fr:587',
      AUTH_SECRET: 'x'.repeat(32),
      ADMIN_EMAILS: 'ops@septime.fr',
      ...legal,
    });
    expect(paymentTestsAllowed(production, 'client@exemple.fr')).toBe(false);
    expect(paymentTestsAllowed(production, 'OPS@septime.fr')).toBe(true);
  });
});
