// espeak-ng (WASM) off the server's main thread: synthesis is CPU work that would otherwise stall
// every other request. Plain JavaScript so it runs the same under node, tsx and vitest.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const entry = require.resolve('espeak-ng');
const [{ default: factory }, bytes] = await Promise.all([
  import('espeak-ng'),
  readFile(entry.replace(/\.js$/, '.wasm')),
]);
const wasm = await WebAssembly.compile(bytes);

async function synthesize({ text, variant, pitch, speed }) {
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
    preRun: [(m) => m.FS.writeFile('/in.txt', text)],
    print: () => undefined,
    printErr: () => undefined,
    instantiateWasm(imports, receive) {
      void WebAssembly.instantiate(wasm, imports).then((created) => receive(created, wasm));
      return {};
    },
  });
  return instance.FS.readFile('/out.wav').slice();
}

// One synthesis at a time: a burst queues here instead of stacking 20 MB WASM memories.
// It starts with a throw-away synthesis before saying ready: a restarted worker (after a deadline) is
// warm, so the next caller's deadline counts only its own synthesis.
let queue = synthesize({ text: '.', variant: 'fr', pitch: 50, speed: 175 })
  .catch(() => undefined)
  .then(() => parentPort.postMessage({ ready: true }));
parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      const audio = await synthesize(request);
      parentPort.postMessage({ id: request.id, audio }, [audio.buffer]);
    } catch (error) {
      parentPort.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
