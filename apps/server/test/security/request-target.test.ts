// The CSRF guard and the API headers decide on the routed path, not on the raw request target:
// HTTP/1.1 lets a client send `POST http://host/api/profile` (absolute form), which the router
// matches as /api/profile. inject() normalises the target, so these calls go over a socket.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const { app } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** One raw HTTP/1.1 exchange; resolves with the status and the parsed headers and body. */
function rawRequest(head: string, body = '') {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `${head}\r\nHost: evil.example\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
            `Connection: close\r\n\r\n${body}`,
        );
      });
      let raw = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (raw += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const [top = '', rest = ''] = raw.split('\r\n\r\n', 2);
        const [statusLine = '', ...lines] = top.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 2)]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest });
      });
    },
  );
}

describe('an absolute-form request target', () => {
  it('does not skip the CSRF guard: a cross-site form post to the profile is refused', async () => {
    const { cookie } = await signUp(app);
    const res = await rawRequest(
      `PATCH http://evil.example/api/profile HTTP/1.1\r\nCookie: ${cookie}\r\n` +
        'Origin: https://evil.example\r\nContent-Type: application/json',
      '{"firstname":"Evil","lastname":"Twin"}',
    );
    expect(res.status).toBe(403);
    // The page it came from is told which address to open, and not sent to /subscription.
    expect(JSON.parse(res.body)).toEqual({
      message: `Cross-origin request refused. Open ${TEST_ORIGIN} and try again.`,
      code: 'CROSS_ORIGIN',
    });
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, cookie);
    expect(profile.json().firstname).toBe('Ada');
  });

  it('does not skip the JSON-only rule either', async () => {
    const { cookie } = await signUp(app);
    const res = await rawRequest(
      `PATCH http://evil.example/api/profile HTTP/1.1\r\nCookie: ${cookie}\r\n` +
        'Content-Type: text/plain',
      '{"firstname":"Evil","lastname":"Twin"}',
    );
    expect(res.status).toBe(415);
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, cookie);
    expect(profile.json().firstname).toBe('Ada');
  });

  it('gets the API headers (no page policy, not cacheable)', async () => {
    const res = await rawRequest('GET http://evil.example/api/config HTTP/1.1');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('a request the HTTP parser cannot read', () => {
  it("is answered in the API's error shape, not Fastify's", async () => {
    // A header line without its colon.
    const res = await rawRequest('GET /api/health HTTP/1.1\r\nNot a header');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ message: 'The request could not be read' });
  });

  it('answers headers too large with 431 in the same shape', async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nX-Pad: ${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ message: 'Request headers are too large' });
  });
});
