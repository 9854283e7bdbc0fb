// The yardstick: a bare node:http server answering the same bytes and headers our server sent.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Fixture {
  path: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}
const fixtures = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Fixture[];
const byPath = new Map(fixtures.map((f) => [f.path, { ...f, body: Buffer.from(f.bodyBase64, 'base64') }]));

const server = createServer((req, res) => {
  const fixture = byPath.get(req.url ?? '/');
  if (!fixture) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(fixture.status, fixture.headers).end(fixture.body);
});
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`BARE_PORT=${typeof address === 'object' && address ? address.port : ''}`);
});
