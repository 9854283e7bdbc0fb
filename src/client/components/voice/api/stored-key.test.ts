// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetApiKeys, storeApiKey, storedApiKey } from './stored-key.ts';

describe('the key dialog’s key in session storage', () => {
  afterEach(() => sessionStorage.clear());

  it('is stored under the service name and a timestamp, and read back', () => {
    const name = storeApiKey('ElevenLabs', 'sk-1', 1_795_000_000_000);
    expect(name).toBe('elevenlabs_api_key_1795000000000');
    expect(sessionStorage.getItem(name)).toBe('sk-1');
    expect(storedApiKey('ElevenLabs')).toBe('sk-1');
  });

  it('keeps only the newest key of a service and leaves other entries alone', () => {
    sessionStorage.setItem('autre', 'x');
    storeApiKey('ElevenLabs', 'sk-old', 1_000);
    storeApiKey('ElevenLabs', 'sk-new', 2_000);
    expect(Object.keys(sessionStorage).sort()).toEqual(['autre', 'elevenlabs_api_key_2000']);
    expect(storedApiKey('ElevenLabs')).toBe('sk-new');
    forgetApiKeys('ElevenLabs');
    expect(storedApiKey('ElevenLabs')).toBeUndefined();
    expect(sessionStorage.getItem('autre')).toBe('x');
  });
});
