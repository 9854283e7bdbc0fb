/**
 * Test and bench servers never look for an Ollama on this machine (the reply engine would depend on
 * it): the local engine unless the environment names a provider itself.
 */
export function withDeterministicAi<T extends Record<string, string | undefined>>(env: T): T {
  const namesProvider = ['AI_PROVIDER', 'AI_BASE_URL', 'MISTRAL_API_KEY', 'OLLAMA_URL'].some(
    (key) => env[key],
  );
  return namesProvider ? env : { ...env, AI_PROVIDER: 'local' };
}
