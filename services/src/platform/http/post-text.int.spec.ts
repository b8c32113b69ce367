import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postText } from './post-text.ts';

describe('postText', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });
  const serve = async (handle: http.RequestListener) => {
    const server = http.createServer(handle);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    server.unref();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  };

  it('sends the body with its headers and length, and answers the status and the whole text', async () => {
    const seen: { body: string; headers: http.IncomingHttpHeaders }[] = [];
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ body, headers: req.headers });
        res.writeHead(202, { 'content-type': 'text/plain' }).end('مرحبا, accepted');
      });
    });
    const body = JSON.stringify({ eventId: 'evt_1', text: 'رحلة' });
    await expect(postText(url, body, { 'content-type': 'application/json', 'x-signature': 't=1,v1=ab' }, 5000)).resolves.toEqual({ status: 202, text: 'مرحبا, accepted' });
    expect(seen).toEqual([{ body, headers: expect.objectContaining({ 'content-type': 'application/json', 'x-signature': 't=1,v1=ab', 'content-length': String(Buffer.byteLength(body)) }) }]);
  });

  it('keeps the first 64 KiB of a long answer', async () => {
    const url = await serve((_req, res) => res.end('x'.repeat(200_000)));
    const answer = await postText(url, '{}', {}, 5000);
    expect(answer.text).toHaveLength(64 * 1024);
  });

  it('answers a redirect as it is, without following it', async () => {
    const url = await serve((_req, res) => res.writeHead(307, { location: 'http://127.0.0.1:1/elsewhere' }).end());
    await expect(postText(url, '{}', {}, 5000)).resolves.toEqual({ status: 307, text: '' });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const url = await serve(() => undefined);
    await expect(postText(url, '{}', {}, 200)).rejects.toThrow('no answer within 200 ms');
  });

  it('fails on a refused connection, and on other schemes', async () => {
    const url = await serve((_req, res) => res.end());
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(postText(url, '{}', {}, 5000)).rejects.toThrow(/ECONNREFUSED/);
    await expect(postText('ftp://127.0.0.1/hook', '{}', {}, 5000)).rejects.toThrow('cannot POST to ftp: URLs');
  });

  it('sends again, once, on a new connection when the kept-alive one was closed under it', async () => {
    const requestsOn = new Map<Socket, number>();
    let requests = 0;
    let resetEveryRequest = false;
    const url = await serve((req, res) => {
      requests++;
      const n = (requestsOn.get(req.socket) ?? 0) + 1;
      requestsOn.set(req.socket, n);
      // A connection the server drops when it is reused, as one closed after its idle timeout is.
      if (n > 1 || resetEveryRequest) return void req.socket.destroy();
      req.resume();
      res.end(`answer ${requests}`);
    });
    await expect(postText(url, '{}', {}, 5000)).resolves.toEqual({ status: 200, text: 'answer 1' });
    await expect(postText(url, '{}', {}, 5000)).resolves.toEqual({ status: 200, text: 'answer 3' });
    expect(requests).toBe(3);
    // A fresh connection that fails is an answer: no second try.
    resetEveryRequest = true;
    for (const socket of requestsOn.keys()) socket.destroy();
    requests = 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(postText(url, '{}', {}, 5000)).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(requests).toBe(1);
  });
});
