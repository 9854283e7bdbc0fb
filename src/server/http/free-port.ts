import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** Port 0 means "any free port": pick it first, so links in mails carry the real one. */
export async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
