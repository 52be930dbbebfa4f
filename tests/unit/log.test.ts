import { Writable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { configureLog, consoleLike, createLogger, scrubText, withRequestId } from '../../commerce/log.ts';
import { loggedPath } from '../../server/request-log.ts';

/** A logger writing JSON lines into an array. */
function capture(level: 'info' | 'debug' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination, logger: createLogger({ level, format: 'json', destination }) };
}

describe('the server log', () => {
  it('masks emails, phone numbers, card numbers and tokens in messages and errors', () => {
    expect(scrubText('550 mailbox ada.lovelace+shop@example.co.uk unavailable')).toBe('550 mailbox [email] unavailable');
    expect(scrubText('for <ada@example.com>, (bo@example.org)')).toBe('for <[email]>, ([email])');
    // A stack frame through a scoped package keeps its path: it names where the error came from.
    const frame = 'at pe.parse (file:///srv/shop/node_modules/@electric-sql/pglite/dist/index.js:1:14332)';
    expect(scrubText(frame)).toBe(frame);
    expect(scrubText('call 07700 900461 or +44 7700 900461')).toBe('call [phone] or [phone]');
    expect(scrubText('card 4242 4242 4242 4242 refused')).toBe('card [card] refused');
    // The shapes the API's refusal of card data sees, masked the same way.
    for (const card of [
      '4242\t4242\t4242\t4242',
      '4242  4242  4242  4242',
      '4242_4242_4242_4242',
      '4242.4242.4242.4242',
      '4242/4242/4242/4242',
      '４２４２４２４２４２４２４２４２',
      '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢',
    ]) {
      expect(scrubText(`card ${card} refused`), card).toBe('card [card] refused');
    }
    expect(scrubText('Bearer eyJhbGciOi.eyJzdWIiOiJ4In0.c2ln')).toBe('Bearer [token]');
    // Ids, amounts and times stay readable.
    const plain = 'Mail order-confirmation 3f1c2a9e-1b2c-4d5e-8f90-123456789abc retry at 2026-11-23T22:40:09.000Z (£12.50)';
    expect(scrubText(plain)).toBe(plain);

    const { lines, logger } = capture();
    logger.error({ err: new Error('SMTP refused ada@example.com') }, 'Sending to ada@example.com failed');
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
    expect(lines[0]).toMatchObject({ msg: 'Sending to [email] failed', err: { message: 'SMTP refused [email]' } });
  });

  it('drops fields that name personal or payment data, whatever they hold', () => {
    const { lines, logger } = capture();
    logger.info(
      { email: 'a@b.co', order: { phoneNumber: '+447700900461', postcode: 'LE11 3TU', total: 12 }, headers: { cookie: 'x' } },
      'hello',
    );
    expect(lines[0]).toMatchObject({ msg: 'hello', order: { total: 12 } });
    expect(lines[0]).not.toHaveProperty('email');
    expect(lines[0]).not.toHaveProperty('headers');
    expect(lines[0]!.order).not.toHaveProperty('phoneNumber');
    expect(lines[0]!.order).not.toHaveProperty('postcode');
  });

  it("writes the request's id on every line inside it, a GraphQL error's (as yoga logs it) included", async () => {
    const { lines, destination } = capture();
    configureLog({ level: 'info', format: 'json', destination });
    try {
      const yogaLogger = consoleLike();
      await withRequestId('req-1', async () => {
        await Promise.resolve();
        yogaLogger.error(
          new GraphQLError('Unexpected error.', {
            path: ['getOrder', 'lines'],
            originalError: new Error('lookup for ada@example.com failed'),
          }),
        );
      });
      yogaLogger.info('outside');
      expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
        ['Unexpected error.', 'req-1'],
        ['outside', undefined],
      ]);
      // The cause a resolver threw is what is logged, with where it happened, scrubbed.
      expect(lines[0]).toMatchObject({ graphqlPath: 'getOrder.lines', err: { message: 'lookup for [email] failed' } });
      expect(JSON.stringify(lines)).not.toContain('ada@example.com');
    } finally {
      configureLog({ level: 'info', format: 'json' });
    }
  });

  it('logs paths without their query or ids', () => {
    expect(loggedPath('/order/3f1c2a9e-1b2c-4d5e-8f90-123456789abc/?key=secret')).toBe('/order/:id/');
    expect(loggedPath('/payments/test-card/challenge?payment=1&token=2')).toBe('/payments/test-card/challenge');
  });
});
