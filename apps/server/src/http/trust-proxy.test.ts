import { CSRF_COOKIE } from '@glossa/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { FAST_AUTH_ENV, multipartBody, newCsrfToken } from '../features/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The address and scheme the server believes a request came from. */
async function whoAmI(testApp: TestApp, remoteAddress: string, forwardedFor: string) {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: '/api/test/whoami',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
  });
  return answer.json<{ ip: string; protocol: string }>();
}

const whoAmIRoute = async (api: FastifyInstance) => {
  api.get('/test/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
};

describe('TRUST_PROXY: which X-Forwarded-For hops are believed', () => {
  it('takes true, false, a hop count, or the proxies addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const bad of ['yes', '0.5', '-1', '127.0.0.1/33', '10.0.0.0/8,example.com', '999.1.1.1', ','])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('with one hop, believes only the address the proxy added, whatever a client writes before it', async () => {
    const testApp = await createTestApp('sqlite', { TRUST_PROXY: '1' }, whoAmIRoute);
    try {
      expect(await whoAmI(testApp, '127.0.0.1', '6.6.6.6, 203.0.113.7')).toEqual({
        ip: '203.0.113.7',
        protocol: 'https',
      });
    } finally {
      await testApp.close();
    }
  });

  it("with the proxy's address, believes the header only from that proxy", async () => {
    const testApp = await createTestApp('sqlite', { TRUST_PROXY: '127.0.0.1' }, whoAmIRoute);
    try {
      expect((await whoAmI(testApp, '127.0.0.1', '6.6.6.6, 203.0.113.7')).ip).toBe('203.0.113.7');
      // A client reaching the server directly cannot choose its address.
      expect(await whoAmI(testApp, '198.51.100.9', '6.6.6.6')).toEqual({
        ip: '198.51.100.9',
        protocol: 'http',
      });
    } finally {
      await testApp.close();
    }
  });

  it('keeps the sign-up limit per client behind the proxy, however the client forges X-Forwarded-For', async () => {
    const testApp = await createTestApp(
      'sqlite',
      { ...FAST_AUTH_ENV, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SIGNUP_PER_IP: '3' },
      whoAmIRoute,
    );
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const csrf = newCsrfToken();
        const { body, contentType } = multipartBody({
          username: `forger${index}x${process.pid}`,
          email: `forger${index}x${process.pid}@example.com`,
          password: 'Correct#Horse9',
        });
        const answer = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          remoteAddress: '127.0.0.1',
          headers: {
            'content-type': contentType,
            cookie: `${CSRF_COOKIE}=${csrf}`,
            'x-csrf-token': csrf,
            // What nginx's $proxy_add_x_forwarded_for makes of a forged header: the client's real address last.
            'x-forwarded-for': `10.9.9.${index}, 203.0.113.50`,
          },
          payload: body,
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await testApp.close();
    }
  });
});
