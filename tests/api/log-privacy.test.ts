import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { scope } from '../fixtures/api-fixture.ts';
import { paymentDataFrom } from '../fixtures/gateway-token.ts';
import { startApiProcess } from '../fixtures/api-process.ts';
import { graphqlClient } from '../fixtures/graphql-client.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder } from '../fixtures/payable-order.ts';
import { PayForOrderDocument } from './gql/graphql.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-logs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server's log during a full checkout", () => {
  it('is JSON lines with a request id each, and holds no email, phone, address, token, receipt key or card number', {
    timeout: 120_000,
  }, async () => {
    const server = await startApiProcess({
      HEARTH_DATA_DIR: dataDir,
      DATABASE_URL: '',
      HEARTH_LOG_FORMAT: 'json',
      HEARTH_LOG_LEVEL: 'trace',
      HEARTH_API_RATE_LIMIT: '0',
    });
    const email = 'ada.private@example.org';
    const phone = '07700 900461';
    const address = { ...HOME_ADDRESS, line1: '17 Quiet Lane', postCode: 'LE11 3TU', phoneNumber: phone };
    let secrets: string[] = [];
    try {
      const call = graphqlClient({ endpoint: `${server.url}/graphql`, headers: { 'x-api-key': SEED_STOREFRONT_API_KEY } });
      const orderId = await payableOrder(call, [['LOG-ASH-STD', 1]], email);
      await billAndDeliverTo(call, orderId, address);
      // A refused card first (its failure is logged), then the approved one.
      const declined = await call(PayForOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: 'test-card',
        paymentData: await paymentDataFrom(server.gatewayOrigin, TEST_CARDS.declined),
      });
      expect(declined.errors ?? declined.data?.placeOrder.errors).toBeTruthy();
      const paid = await call(PayForOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: 'test-card',
        paymentData: await paymentDataFrom(server.gatewayOrigin, TEST_CARDS.approved),
      });
      expect(paid.errors).toBeUndefined();
      const receiptKey = paid.data!.placeOrder.receiptKey!;
      expect(receiptKey).toBeTruthy();

      // One raw call to read its request id back from the reply.
      const reply = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': SEED_STOREFRONT_API_KEY,
          authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
        },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      const requestId = reply.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      secrets = [
        email,
        phone,
        phone.replace(' ', ''),
        '+447700900461',
        address.line1,
        address.postCode,
        receiptKey,
        'eyJhbGciOiJSUzI1NiJ9',
        ...Object.values(TEST_CARDS),
      ];
      await server.stop();

      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('ready '));
      expect(lines.length).toBeGreaterThan(20);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = entries.filter((entry) => entry.msg === 'request');
      expect(requests.find((entry) => entry.requestId === requestId)).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
      for (const entry of requests) expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
      // The test card gateway's lines are written inside a request: they carry its id.
      const gateway = entries.filter((entry) => String(entry.msg).startsWith('Test card gateway: payment'));
      expect(gateway.length).toBeGreaterThan(0);
      for (const entry of gateway) expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);

      const text = server.output();
      for (const secret of secrets) expect(text.includes(secret), `the log holds ${secret}`).toBe(false);
      expect(text.toLowerCase()).not.toContain(email.split('@')[0]!);
    } finally {
      await server.stop();
    }
  });
});
