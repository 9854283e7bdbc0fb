import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { employees } from '../../shared/employees.ts';
import { maxAudioBytes, type SpeechResponse, type SpeechStatus } from '../../shared/speech.ts';
import {
  generatedSpeechSchema,
  generateSpeechSchema,
  speechResponseSchema,
  speechStatusSchema,
  speechToTextSchema,
  textToSpeechSchema,
  transcriptionSchema,
} from '../../shared/speech-schemas.ts';
import type { AuthEnv } from '../auth/require-user.ts';
import { clientIp } from '../http/client-ip.ts';
import {
  apiRouter,
  declareRoute,
  jsonBody,
  jsonResponse,
  sessionOptional,
  signedInUser,
} from '../http/contract.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { awayFromLine } from '../http/request-queue.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { sniffAudioType } from './audio-format.ts';
import type { Speech } from './index.ts';
import type { SpeechCache } from './speech-cache.ts';
import { SynthesisRefusedError } from './synthesis-queue.ts';
import { SpeechProviderError, type SpeechSynthesizer, type SynthesisRequest } from './types.ts';

/** base64 grows 4/3: a 10 MB recording is about 13.4 MB of JSON. Larger is refused before parsing. */
const maxTranscriptionBody = Math.ceil((maxAudioBytes * 4) / 3) + 4096;

/** What visitors may hear: the employees' spoken introductions, the dashboard's demo. */
const introductions = new Set(employees.map((e) => e.introduction));

// Content-Length over the limit: 413 at once; no Content-Length: counted while streaming, cut past it.
const uploadBodyLimit = bodyLimit({
  maxSize: maxTranscriptionBody,
  onError: (c) => errorResponse(c, 413, 'speech:audio_too_large'),
});

const route = {
  status: declareRoute(
    { access: 'public', label: 'Voix disponibles' },
    { method: 'get', path: '/speech/status', responses: jsonResponse(speechStatusSchema) },
  ),
  // The voice demo's synthesis: signed-in users only.
  textToSpeech: declareRoute(
    { access: 'session', label: 'Synthèse vocale (démo voix)', limits: ['speech:user', 'outgoing:user'] },
    {
      method: 'post',
      path: '/speech/text-to-speech',
      request: { body: jsonBody(textToSpeechSchema) },
      responses: jsonResponse(speechResponseSchema, 'L’audio en base64'),
    },
  ),
  // An employee speaks. Visitors may hear the introductions (the dashboard demo), limited per IP.
  generateSpeech: declareRoute(
    {
      access: 'public',
      label: 'Voix des employés IA (« Écouter »)',
      limits: ['speech:user', 'speech:ip', 'speech-key:user', 'outgoing:user'],
    },
    {
      method: 'post',
      path: '/speech/generate-speech',
      middleware: [sessionOptional],
      request: { body: jsonBody(generateSpeechSchema) },
      responses: jsonResponse(generatedSpeechSchema, 'L’audio en base64'),
    },
  ),
  // Nothing of the body is read before the session, the rate limit (added by the router, which holds
  // the limiter) and the size are checked: a visitor's or a flooder's 13 MB upload is refused from its
  // headers alone. app.ts lets this path past the API's 1 MB limit.
  speechToText: declareRoute(
    { access: 'session', label: 'Reconnaissance vocale', limits: ['speech-to-text:user', 'outgoing:user'] },
    {
      method: 'post',
      path: '/speech/speech-to-text',
      request: { body: jsonBody(speechToTextSchema) },
      responses: jsonResponse(transcriptionSchema, 'Le texte reconnu'),
    },
  ),
};

export interface SpeechRouteDeps {
  limits: RateLimits;
  speech: Speech;
  cache: SpeechCache;
}

/** The voice made on this server (espeak-ng): no outgoing request, so no outgoing limit. */
const isLocal = (synthesizer: { id: string }) => synthesizer.id === 'espeak-ng';

export function speechRoutes(deps: SpeechRouteDeps) {
  const { speech, cache, limits } = deps;

  function providerError(c: Context, err: unknown): never {
    // The client left while waiting: nobody reads this answer, and it is no server fault.
    if (c.req.raw.signal.aborted) throw new ApiError(503, 'unavailable');
    if (err instanceof SynthesisRefusedError) {
      c.header('Retry-After', String(err.retryAfterSeconds));
      if (err.reason === 'owner_busy') throw new ApiError(429, 'rate_limit:speech_busy');
      throw new ApiError(503, 'speech:busy');
    }
    if (err instanceof SpeechProviderError) {
      if (err.kind === 'overrun') {
        c.header('Retry-After', '5');
        throw new ApiError(504, 'speech:synthesis_timeout');
      }
      if (err.kind === 'missing_key')
        throw new ApiError(400, 'speech:missing_key', undefined, { service: 'ElevenLabs' });
      if (err.kind === 'timeout') throw new ApiError(504, 'speech:timeout');
      // The provider's answer goes to the logs (never the key), the user gets the French message.
      logger().warn({ err: loggableError(err) }, 'speech provider failed');
      throw new ApiError(502, 'speech:provider');
    }
    throw err;
  }

  /** Cached by (provider, voice, text); a miss synthesises and stores. */
  async function synthesize(
    c: Context,
    synthesizer: SpeechSynthesizer,
    request: SynthesisRequest,
  ): Promise<SpeechResponse> {
    const key = { provider: synthesizer.id, voice: request.voice, text: request.text };
    let result = await cache.get(key);
    if (!result) {
      // The engine's worker or the provider's answer: the request's place in the PGlite line goes to
      // others meanwhile (decision 057).
      result = await awayFromLine(() => synthesizer.synthesize(request)).catch((err: unknown) =>
        providerError(c, err),
      );
      await cache.put(key, result);
    }
    return {
      success: true,
      audioContent: Buffer.from(result.audio).toString('base64'),
      mimeType: result.mimeType,
      provider: synthesizer.id,
    };
  }

  /** The upload's rate limit, before its body limit and before anything of the body is read. */
  const uploadRateLimit = createMiddleware<AuthEnv>(async (c, next) => {
    await limits.enforce(c, limitCheck('speech-to-text:user', c.get('user').id));
    await next();
  });

  const router = apiRouter();
  // One user's audio, not a public resource: never kept by a shared cache. (Gzip stays on: the
  // base64 of espeak's PCM shrinks by about 40 %, more time saved on the wire than spent compressing.)
  router.use('/speech/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return router
    .openapi(route.status, (c) => {
      // The voice panel asks this when it opens: the offline engine warms up before the first synthesis.
      speech.synthesizer.warmUp?.();
      return c.json(
        {
          provider: speech.synthesizer.id,
          transcription: speech.recognizer !== undefined,
        } satisfies SpeechStatus,
        200,
      );
    })
    .openapi(route.textToSpeech, async (c) => {
      const body = c.req.valid('json');
      const userId = c.get('user').id;
      await limits.enforce(c, limitCheck('speech:user', userId));
      const job = () =>
        synthesize(c, speech.synthesizer, {
          text: body.text,
          voice: body.voice,
          signal: c.req.raw.signal,
          owner: `user:${userId}`,
        });
      // Only a remote provider is outgoing work; the local voice has its own one-job-per-user line.
      const result = isLocal(speech.synthesizer)
        ? await job()
        : await limits.concurrently(c, limitCheck('outgoing:user', userId), job);
      return c.json(result, 200);
    })
    .openapi(route.generateSpeech, async (c) => {
      const body = c.req.valid('json');
      const user = signedInUser(c);
      if (!user && !introductions.has(body.text)) {
        throw new ApiError(401, 'unauthenticated');
      }
      // A caller's key (the key dialog's) is never a way to try keys on ElevenLabs through Septime:
      // refused where the dialog cannot appear, and from visitors; otherwise a tight budget per account.
      if (body.apiKey !== undefined) {
        if (!speech.acceptsCallerKey) throw new ApiError(400, 'speech:key_not_accepted');
        if (!user) throw new ApiError(401, 'speech:key_needs_account');
      }
      await limits.enforce(
        c,
        user ? limitCheck('speech:user', user.id) : limitCheck('speech:ip', clientIp(c)),
        ...(body.apiKey && user ? [limitCheck('speech-key:user', user.id)] : []),
      );
      // A key from the dialog: ElevenLabs for this call only; it is neither stored nor logged.
      const synthesizer = body.apiKey ? speech.withKey : speech.synthesizer;
      const request = {
        text: body.text,
        voice: body.voiceId,
        apiKey: body.apiKey,
        signal: c.req.raw.signal,
        // Visitors hear one of a few introductions (cached once spoken): one job per introduction, so
        // colleagues behind one office IP are not refused for each other.
        owner: user ? `user:${user.id}` : `introduction:${body.voiceId}:${body.text}`,
      };
      const result =
        user && !isLocal(synthesizer)
          ? await limits.concurrently(c, limitCheck('outgoing:user', user.id), () =>
              synthesize(c, synthesizer, request),
            )
          : await synthesize(c, synthesizer, request);
      return c.json(
        { audioContent: result.audioContent, mimeType: result.mimeType, provider: result.provider },
        200,
      );
    })
    .openapi(
      {
        ...route.speechToText,
        middleware: [...route.speechToText.middleware, uploadRateLimit, uploadBodyLimit],
      },
      async (c) => {
        // Bad input is the client's fault whatever the configuration: 400 before the 503.
        const body = c.req.valid('json');
        const audio = new Uint8Array(Buffer.from(body.audio, 'base64'));
        if (audio.length > maxAudioBytes) throw new ApiError(413, 'speech:audio_too_large');
        const mimeType = sniffAudioType(audio);
        if (!mimeType) throw new ApiError(400, 'validation:audio');
        const recognizer = speech.recognizer;
        if (!recognizer) throw new ApiError(503, 'speech:not_configured');
        const userId = c.get('user').id;
        const text = await limits
          .concurrently(c, limitCheck('outgoing:user', userId), () =>
            awayFromLine(() => recognizer.transcribe(audio, mimeType, c.req.raw.signal)),
          )
          .catch((err: unknown) => providerError(c, err));
        return c.json({ text: text.trim() }, 200);
      },
    );
}
