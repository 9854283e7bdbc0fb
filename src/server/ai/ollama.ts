import { z } from 'zod';

/** How long the start waits for an Ollama server: a machine without one must not start slower. */
export const ollamaProbeTimeoutMs = 500;

const tagsSchema = z.object({ models: z.array(z.object({ name: z.string().trim().min(1) })) });

/** Ollama names models `name:tag`; `llama3.2` means `llama3.2:latest`. */
function sameModel(listed: string, wanted: string): boolean {
  return listed === wanted || listed === `${wanted}:latest`;
}

/**
 * Asks the Ollama server at `ollamaUrl` for its models (GET /api/tags) and returns the one to use:
 * `preferred` when it is installed, else the first; null when nothing usable answers in time.
 */
export async function detectOllamaModel(
  ollamaUrl: string,
  preferred: string | undefined,
  timeoutMs = ollamaProbeTimeoutMs,
): Promise<string | null> {
  try {
    const res = await fetch(`${ollamaUrl}/api/tags`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const parsed = tagsSchema.safeParse(await res.json());
    if (!parsed.success) return null;
    const names = parsed.data.models.map((m) => m.name);
    return names.find((name) => preferred && sameModel(name, preferred)) ?? names[0] ?? null;
  } catch {
    // Refused, timed out, not JSON: no Ollama here.
    return null;
  }
}
