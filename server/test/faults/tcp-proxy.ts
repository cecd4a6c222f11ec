// A TCP proxy in front of the test PostgreSQL that a test can cut and restore, to play a
// database outage without stopping the machine's real server.
import net from 'node:net';

export interface CuttableProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped database does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      // Stop listening first, so no connection slips in between.
      if (server.listening) server.close(() => resolve());
      else resolve();
      for (const s of sockets) s.destroy();
    });
  return { port, cut: stop, restore: () => listen(port), close: stop };
}
