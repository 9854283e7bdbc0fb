import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { VoiceId } from '../../shared/employees.ts';
import type { SpeechSynthesizer, SynthesisRequest, SynthesizedAudio } from './types.ts';

interface EspeakModule {
  FS: { writeFile(path: string, data: string): void; readFile(path: string): Uint8Array };
}
type EspeakFactory = (options: Record<string, unknown>) => Promise<EspeakModule>;

/** Each voice of SPEC.md §9 as a distinct French espeak-ng variant: timbre, pitch and speed. */
export const espeakVoices: Record<VoiceId, { variant: string; pitch: number; speed: number }> = {
  aria: { variant: 'fr+f2', pitch: 55, speed: 165 },
  roger: { variant: 'fr+m3', pitch: 38, speed: 155 },
  sarah: { variant: 'fr+f4', pitch: 62, speed: 170 },
  laura: { variant: 'fr+f3', pitch: 70, speed: 180 },
  charlie: { variant: 'fr+m1', pitch: 50, speed: 185 },
  alice: { variant: 'fr+f5', pitch: 66, speed: 150 },
};

const require = createRequire(import.meta.url);

/**
 * espeak-ng compiled to WebAssembly (npm `espeak-ng`): no system binary. The module is compiled
 * once; each call gets a fresh instance (the CLI's main runs once per instance) and calls run one
 * at a time so a burst cannot stack many 20 MB WASM memories.
 */
export function createEspeakSynthesizer(): SpeechSynthesizer {
  let ready: Promise<{ factory: EspeakFactory; module: WebAssembly.Module }> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const load = () => {
    ready ??= (async () => {
      const entry = require.resolve('espeak-ng');
      const [imported, bytes] = await Promise.all([
        import('espeak-ng') as unknown as Promise<{ default: EspeakFactory }>,
        readFile(entry.replace(/\.js$/, '.wasm')),
      ]);
      return { factory: imported.default, module: await WebAssembly.compile(bytes) };
    })();
    return ready;
  };

  async function run({ text, voice }: SynthesisRequest): Promise<SynthesizedAudio> {
    const { factory, module } = await load();
    const { variant, pitch, speed } = espeakVoices[voice];
    const instance = await factory({
      // The text goes through a file, never argv: a text starting with '-' cannot become an option.
      arguments: [
        '-b',
        '1',
        '-v',
        variant,
        '-p',
        String(pitch),
        '-s',
        String(speed),
        '-f',
        '/in.txt',
        '-w',
        '/out.wav',
      ],
      preRun: [(m: EspeakModule) => m.FS.writeFile('/in.txt', text)],
      print: () => undefined,
      printErr: () => undefined,
      instantiateWasm(
        imports: WebAssembly.Imports,
        receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
      ) {
        void WebAssembly.instantiate(module, imports).then((created) => receive(created, module));
        return {};
      },
    });
    return { audio: instance.FS.readFile('/out.wav').slice(), mimeType: 'audio/wav' };
  }

  return {
    id: 'espeak-ng',
    description: 'espeak-ng (WASM, hors ligne, voix françaises)',
    synthesize(request) {
      const next = queue.then(() => run(request));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
