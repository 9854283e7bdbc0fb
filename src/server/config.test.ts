import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('names the bad variable in French', () => {
    expect(() => loadConfig({ PORT: 'trois mille' })).toThrow(/PORT/);
  });
});
