import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteFile, RemoteFetchError, type TRemoteFetchOptions } from './fetch-remote-file';

describe('fetchRemoteFile', () => {
  let server: http.Server;
  let base: string;
  const stalled: http.ServerResponse[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/ok') return res.writeHead(200).end('bytes');
      if (req.url === '/headers-then-nothing') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write('partial');
      }
      // Otherwise no answer at all: the request hangs until the client gives up.
      stalled.push(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of stalled) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const options: TRemoteFetchOptions = {
    allowLoopback: true,
    timeoutMs: 300,
    maxBytes: 1000,
    maxRedirects: 3,
    userAgent: 'test',
  };

  it('returns the body of a 200 answer', async () => {
    expect((await fetchRemoteFile(`${base}/ok`, options)).toString()).toBe('bytes');
  });

  it('gives up after the timeout when no answer comes, or when the body stops arriving', async () => {
    for (const path of ['/silent', '/headers-then-nothing']) {
      const failure = await fetchRemoteFile(`${base}${path}`, options).catch((error: unknown) => error);
      expect(failure, path).toBeInstanceOf(RemoteFetchError);
      expect((failure as RemoteFetchError).reason, path).toBe('timeout');
    }
  });

  it('refuses this machine unless loopback is allowed', async () => {
    const failure = await fetchRemoteFile(`${base}/ok`, { ...options, allowLoopback: false }).catch((e: unknown) => e);
    expect((failure as RemoteFetchError).reason).toBe('address');
  });
});
