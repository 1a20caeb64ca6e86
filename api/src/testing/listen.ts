import type { AddressInfo, Server, Socket } from 'node:net';

/** A test's own server (a fake provider), listening on a local port. */
export interface ListeningServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Stops it, dropping the connections clients still hold (keep-alive, a reply the fake never sends). */
  close(): Promise<void>;
}

/** Starts `server` on a free port of 127.0.0.1. */
export async function listenOnFreePort(server: Server): Promise<ListeningServer> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
