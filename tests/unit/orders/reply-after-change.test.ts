import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { CommerceContext } from '../../../commerce/context.ts';
import { CHANGE_SAVED_MESSAGE, replyWithOrder } from '../../../commerce/orders/order-reply.ts';
import { markFromDatabase } from '../../../commerce/store/database-unavailable.ts';

const CALLER = { tenantId: 'hearth', salesChannelId: 'uk-web' } as Parameters<typeof replyWithOrder>[1];

/** A context whose database fails every read with `failure`, as one that went away just after a commit. */
function contextFailingWith(failure: Error): CommerceContext {
  const db = new Proxy(
    {},
    {
      get() {
        throw failure;
      },
    },
  );
  return { db } as unknown as CommerceContext;
}

describe('the reply to a change that has committed', () => {
  it('says the change was saved, not "try again", when the database goes away before the order is read', async () => {
    const lost = markFromDatabase(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
    const failure = await replyWithOrder(contextFailingWith(lost), CALLER, 'order-1').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GraphQLError);
    expect((failure as GraphQLError).extensions).toEqual({ code: 'CHANGE_SAVED' });
    expect((failure as GraphQLError).message).toBe(CHANGE_SAVED_MESSAGE);
  });

  it('lets any other failure through as it was', async () => {
    const bug = new TypeError('Cannot read properties of undefined');
    await expect(replyWithOrder(contextFailingWith(bug), CALLER, 'order-1')).rejects.toBe(bug);
  });
});
