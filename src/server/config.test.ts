import { describe, expect, it } from 'vitest';
import { ConfigError, legalSettings, loadConfig } from './config.ts';

/** The publisher's identity production requires (issue 42). */
const legalIdentity = {
  LEGAL_COMPANY_NAME: 'Septime SAS',
  LEGAL_CAPITAL: '10 000 €',
  LEGAL_RCS: 'RCS Paris 552 100 554',
  LEGAL_ADDRESS: '10 rue de la Paix, 75002 Paris',
  LEGAL_DIRECTOR: 'Camille Durand',
  LEGAL_HOST: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
  LEGAL_SIREN: '552 100 554',
  LEGAL_VAT_NUMBER: 'FR96552100554',
};

describe('loadConfig', () => {
  it('trusts the default address as localhost and as 127.0.0.1, nothing else', () => {
    const config = loadConfig({ PORT: '3000' });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('trusts only the configured address and the listed origins once APP_URL is set', () => {
    const config = loadConfig({
      PORT: '3000',
      APP_URL: 'https://app.septime.fr/',
      TRUSTED_ORIGINS: 'https://www.septime.fr, https://septime.fr',
    });
    expect(config.trustedOrigins).toEqual([
      'https://app.septime.fr',
      'https://www.septime.fr',
      'https://septime.fr',
    ]);
  });

  it('looks for Ollama on the default port unless told otherwise, and AI_PROVIDER only takes auto or local', () => {
    expect(loadConfig({}).ai).toMatchObject({ provider: 'auto', ollamaUrl: 'http://127.0.0.1:11434' });
    expect(loadConfig({ AI_PROVIDER: 'local', OLLAMA_URL: 'http://gpu.lan:11434/' }).ai).toMatchObject({
      provider: 'local',
      ollamaUrl: 'http://gpu.lan:11434',
    });
    expect(() => loadConfig({ AI_PROVIDER: 'ollama' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ OLLAMA_URL: 'pas une adresse' })).toThrow(/OLLAMA_URL/);
  });

  it('logs at info by default, silently under tests, and LOG_LEVEL takes only pino levels', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      AUTH_SECRET: 'x'.repeat(32),
      ...legalIdentity,
    };
    expect(loadConfig(production).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('names the bad variable in French', () => {
    expect(() => loadConfig({ PORT: 'trois mille' })).toThrow(/PORT/);
  });

  it('trusts no proxy by default, a hop count or a list of addresses and networks when told', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '::1', 'loopback'],
    });
  });

  it('refuses a malformed TRUST_PROXY, naming the variable and the bad entry in French', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.example.fr', '10.0.0.1,,10.0.0.2', '11', 'true']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, mon-proxy' })).toThrow(
      /TRUST_PROXY: « mon-proxy » n'est ni une adresse IP ni un réseau CIDR/,
    );
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.septime.fr:587',
      AUTH_SECRET: 'x'.repeat(32),
      ...legalIdentity,
    };

    it('refuses to start without the LEGAL_* identity that /legal and the invoices print, naming each', () => {
      expect(() => loadConfig({ ...production, LEGAL_SIREN: '', LEGAL_VAT_NUMBER: undefined })).toThrow(
        /LEGAL_SIREN, LEGAL_VAT_NUMBER : obligatoires en production \(l'identité de l'éditeur/,
      );
      const { LEGAL_HOST: _host, ...withoutHost } = production;
      expect(() => loadConfig(withoutHost)).toThrow(/LEGAL_HOST : obligatoires en production/);
      expect(loadConfig(production).legal.missing).toEqual([]);
    });

    it('lists the unset LEGAL_* settings in development (the banner of /legal and the invoices)', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).legal.missing).toEqual([...legalSettings]);
      expect(loadConfig({ NODE_ENV: 'development', ...legalIdentity }).legal.missing).toEqual([]);
      expect(loadConfig({}).legal.certifications).toEqual([]);
      expect(loadConfig({ LEGAL_CERTIFICATIONS: 'ISO 27001, SOC 2 Type II' }).legal.certifications).toEqual([
        'ISO 27001',
        'SOC 2 Type II',
      ]);
    });

    it('starts with SMTP_URL and AUTH_SECRET set', () => {
      expect(loadConfig(production).env).toBe('production');
    });

    it('refuses to start without SMTP_URL, without AUTH_SECRET or with WEBHOOK_ALLOW_PRIVATE=1', () => {
      expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(
        /SMTP_URL: obligatoire en production/,
      );
      expect(() => loadConfig({ ...production, AUTH_SECRET: undefined })).toThrow(
        /AUTH_SECRET: obligatoire en production/,
      );
      for (const value of ['1', 'true']) {
        expect(() => loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE: value })).toThrow(
          /WEBHOOK_ALLOW_PRIVATE: interdit en production/,
        );
        expect(() => loadConfig({ ...production, CONNECTORS_ALLOW_PRIVATE: value })).toThrow(
          /CONNECTORS_ALLOW_PRIVATE: interdit en production/,
        );
      }
      // Every problem at once, so the operator fixes them in one go.
      expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: '1' })).toThrow(
        /SMTP_URL[\s\S]*WEBHOOK_ALLOW_PRIVATE[\s\S]*AUTH_SECRET/,
      );
    });

    it('runs without them outside production', () => {
      expect(loadConfig({ NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE: '1' }).webhookAllowPrivate).toBe(
        true,
      );
      // The connectors' switch leaves the webhooks guarded.
      const connectors = loadConfig({ NODE_ENV: 'development', CONNECTORS_ALLOW_PRIVATE: '1' });
      expect([connectors.connectorsAllowPrivate, connectors.webhookAllowPrivate]).toEqual([true, false]);
    });
  });
});
