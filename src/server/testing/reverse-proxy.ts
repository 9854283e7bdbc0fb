import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header a test client sets to say which client it plays; the proxy turns it into X-Forwarded-For. */
export const simulatedClientHeader = 'x-simulated-client';

/**
 * A reverse proxy as nginx would be with `proxy_add_x_forwarded_for`: it appends the client's address to
 * X-Forwarded-For and passes each request to the next upstream in turn (round robin). The client's address
 * is the one the test names in `x-simulated-client` (every test client really is 127.0.0.1).
 */
export async function startReverseProxy(upstreams: () => string[]) {
  let turn = 0;
  const served: string[] = [];
  const agent = new Agent({ keepAlive: false });
  const server = createServer((req, res) => {
    const targets = upstreams();
    const target = new URL(targets[turn++ % targets.length]!);
    served.push(target.origin);
    const headers = { ...req.headers };
    const client = String(headers[simulatedClientHeader] ?? req.socket.remoteAddress);
    delete headers[simulatedClientHeader];
    const prior = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
    const upstream = request(
      { agent, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The upstream origin each request went to, in order. */
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
