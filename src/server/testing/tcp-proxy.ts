import { createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Dovecot in tests) that can be cut and
 * restored, to play a restart or a dropped connection without touching the server other tests share, and
 * that counts the bytes the server sent.
 */
export async function startTcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let received = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new (client.constructor as typeof Socket)();
        upstream.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        upstream.on('data', (chunk: Buffer) => {
          received += chunk.length;
        });
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Bytes the target has sent through the proxy so far (what a client of it read). */
    get received() {
      return received;
    },
    /** Drops every open connection and refuses new ones, as a stopped server does. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
        server = null;
      }),
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
