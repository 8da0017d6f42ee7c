/** @jest-environment node */
// Issue 36 item 6: a client still sending a body over the edge's limit must read the 413 envelope.
// The edge answered at once and closed the connection under the upload: the client's next write
// failed (a broken pipe or a reset) and it never saw the answer. A real socket sends the body slowly.
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createEdge } from '../src/server';

type Edge = Awaited<ReturnType<typeof createEdge>>;

let root: string;
let upstream: http.Server;
let edge: Edge;
let port: number;
const passedOn: string[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-oversize-'));
  for (const dir of ['dist', 'registry', 'brands']) fs.mkdirSync(path.join(root, dir));
  fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><title>shell</title>');
  upstream = http.createServer((req, res) => {
    passedOn.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.end('{"success":true,"value":null}'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  edge = await createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: path.join(root, 'brands'),
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    bodyLimits: { upload: 64 * 1024, other: 16 * 1024 },
  });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  port = (edge.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await edge?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * Sends a POST of `size` bytes in `chunk`-byte writes with a pause after each (the client is still
 * sending long after the edge has seen the headers), and reads the answer only once it has sent
 * everything, as a browser's upload does.
 */
function slowUpload(size: number, chunk: number, pauseMs: number): Promise<{ answer: string; writeError: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let writeError: string | null = null;
    socket.pause();
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => (writeError ??= error.code ?? error.message));
    socket.on('close', () => resolve({ answer, writeError }));
    socket.on('connect', async () => {
      socket.write(
        `POST /wps/relay/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${size}\r\n\r\n`,
      );
      for (let sent = 0; sent < size && !socket.destroyed; sent += chunk) {
        await new Promise<void>((done) => socket.write(Buffer.alloc(Math.min(chunk, size - sent), 120), () => done()));
        await new Promise((r) => setTimeout(r, pauseMs));
      }
      if (!socket.destroyed) socket.end();
      socket.resume();
    });
  });
}

it('reads an oversize body to its end, then answers 413: the client that is still sending gets the answer', async () => {
  passedOn.length = 0;
  const { answer, writeError } = await slowUpload(2 * 1024 * 1024, 64 * 1024, 15);
  expect(writeError).toBeNull();
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toContain('"errorCode":"request.payload.too.large"');
  expect(passedOn).toEqual([]);
});

it('keeps the connection for the next request once the body was read whole', async () => {
  const reply = await new Promise<{ statuses: number[] }>((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const statuses: number[] = [];
    const send = (body: string, done: () => void) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/wps/relay/x', method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          statuses.push(res.statusCode ?? 0);
          res.resume();
          res.on('end', done);
        },
      );
      req.on('error', reject);
      req.end(body);
    };
    send('x'.repeat(40 * 1024), () => send('{}', () => (agent.destroy(), resolve({ statuses }))));
  });
  expect(reply.statuses).toEqual([413, 200]);
});
