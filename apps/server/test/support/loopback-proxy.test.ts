// The loopback proxy the dependency tests stop: each state behaves as the failure it stands for.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackProxy, type TLoopbackProxy } from './loopback-proxy.ts';

/** Connects, sends `text` and answers what came back, 'refused', 'closed', or 'silent' after `waitMs`. */
function exchange(port: number, text: string, waitMs = 300): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(received || 'silent');
    }, waitMs);
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.length >= text.length) {
        clearTimeout(timer);
        socket.end();
        resolve(received);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'closed');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received || 'closed');
    });
  });
}

describe('the loopback proxy', () => {
  let echo: net.Server;
  let proxy: TLoopbackProxy;
  beforeAll(async () => {
    echo = net.createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    proxy = await startLoopbackProxy({ host: '127.0.0.1', port: (echo.address() as net.AddressInfo).port });
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => echo?.close(resolve));
  });

  it('passes bytes both ways, refuses when stopped, swallows them when black-holed, and passes again', async () => {
    expect(await exchange(proxy.port, 'hello')).toBe('hello');
    await proxy.setMode('refuse');
    expect(await exchange(proxy.port, 'hello')).toBe('refused');
    await proxy.setMode('black-hole');
    expect(await exchange(proxy.port, 'hello')).toBe('silent');
    await proxy.setMode('pass');
    expect(await exchange(proxy.port, 'again')).toBe('again');
  });

  it('cuts the open connections when refusing, and leaves black-holed ones dead', async () => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => {});
    await proxy.setMode('refuse');
    await closed;

    await proxy.setMode('pass');
    const held = net.connect(proxy.port, '127.0.0.1');
    const received: string[] = [];
    held.on('data', (chunk) => received.push(chunk.toString()));
    await new Promise((resolve) => held.once('connect', resolve));
    await proxy.setMode('black-hole');
    await proxy.setMode('pass');
    held.write('lost');
    expect(await exchange(proxy.port, 'fresh')).toBe('fresh');
    expect(received).toEqual([]);
    held.destroy();
  });
});
