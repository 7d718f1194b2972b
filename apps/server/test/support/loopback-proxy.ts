import net from 'node:net';

// A TCP proxy on 127.0.0.1 in front of a dependency (PostgreSQL, Redis), switched between states that stand
// for its failures: `pass` forwards both ways; `refuse` closes every connection and refuses new ones (the
// dependency is down); `black-hole` keeps connections open and accepts new ones but never answers, and what
// was sent is lost (a frozen host or a cut network; connections black-holed stay dead afterwards); `stall`
// holds what is sent either way and passes it on when the proxy passes again (a dependency that hangs, then
// comes back).

export type TProxyMode = 'pass' | 'refuse' | 'black-hole' | 'stall';

export interface TLoopbackProxy {
  readonly port: number;
  readonly mode: TProxyMode;
  /** `url` (a postgres:// or redis:// URL) with its host and port replaced by the proxy's. */
  through(url: string): string;
  setMode(mode: TProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface TLink {
  client: net.Socket;
  upstream: net.Socket | undefined;
}

export async function startLoopbackProxy(target: { host: string; port: number }): Promise<TLoopbackProxy> {
  const links = new Set<TLink>();
  let mode: TProxyMode = 'pass';

  const silence = (link: TLink) => {
    link.client.unpipe();
    link.upstream?.unpipe();
    // What arrives from now on is read and dropped, as if the packets were lost.
    link.client.on('data', () => {}).resume();
    link.upstream?.destroy();
    link.upstream = undefined;
  };
  const hold = (link: TLink) => {
    link.client.unpipe();
    link.upstream?.unpipe();
    link.client.pause();
    link.upstream?.pause();
  };
  const flow = (link: TLink) => {
    if (!link.upstream) return;
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  };
  const drop = (link: TLink) => {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  const server = net.createServer((client) => {
    const link: TLink = { client, upstream: undefined };
    links.add(link);
    client.on('error', () => {});
    client.on('close', () => drop(link));
    if (mode === 'refuse' || mode === 'black-hole') return silence(link);
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => drop(link));
    upstream.on('close', () => {
      if (link.upstream === upstream) drop(link);
    });
    if (mode === 'stall') hold(link);
    else flow(link);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const link of links) drop(link);
    });

  return {
    port,
    get mode() {
      return mode;
    },
    through(url) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(port);
      return address.toString();
    },
    async setMode(next) {
      if (next === mode) return;
      const was = mode;
      mode = next;
      if (next === 'refuse') return stopListening();
      if (was === 'refuse') await listen();
      if (next === 'black-hole') for (const link of links) silence(link);
      if (next === 'stall') for (const link of links) hold(link);
      if (next === 'pass' && was === 'stall') for (const link of links) flow(link);
    },
    async close() {
      mode = 'refuse';
      await stopListening();
    },
  };
}
