import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminResendMailDocument, AdminUndeliveredMailDocument } from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { insertOrder } from '../fixtures/store-rows.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('undelivered mail at the desk, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());
  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });

  async function outboxRow(
    status: 'failed' | 'bounced' | 'sent',
    orderId: string | null,
    kind: 'shipmentDispatched' | 'planRound' = 'shipmentDispatched',
  ) {
    const id = randomUUID();
    await shop.db
      .insertInto('mail_outbox')
      .values({
        id,
        idempotency_key: `test.${id}`,
        tenant_id: tenant,
        kind,
        order_id: orderId,
        recipient: 'ada@example.com',
        subject: 'Order 100001 is on its way',
        text_body: null,
        html_body: null,
        status,
        attempts: 5,
        next_attempt_at: new Date(NOW),
        claim_id: null,
        last_error: status === 'sent' ? null : '550 mailbox unavailable',
        sent_at: null,
        provider_message_id: null,
        created_at: new Date(NOW),
        updated_at: new Date(NOW),
        facts: null,
      })
      .execute();
    return id;
  }

  it('lists failed and bounced mail (not sent mail), for the shop or one order', async () => {
    const orderId = await insertOrder(shop.db, null, NOW);
    const failed = await outboxRow('failed', orderId);
    const bounced = await outboxRow('bounced', null);
    await outboxRow('sent', orderId);
    const all = (await staff()(AdminUndeliveredMailDocument, { tenant })).data!.adminUndeliveredMail;
    expect(all.map((mail) => mail.id).sort()).toEqual([failed, bounced].sort());
    expect(all.find((mail) => mail.id === failed)!.lastError).toBe('550 mailbox unavailable');
    const ofOrder = (await staff()(AdminUndeliveredMailDocument, { tenant, orderId })).data!.adminUndeliveredMail;
    expect(ofOrder.map((mail) => mail.id)).toEqual([failed]);
  });

  it('sends one again: queued once, due now, to be written afresh, and audited', async () => {
    const orderId = await insertOrder(shop.db, null, NOW);
    const failed = await outboxRow('failed', orderId);
    const [first, second] = await Promise.all([
      staff()(AdminResendMailDocument, { tenant, id: failed }),
      staff()(AdminResendMailDocument, { tenant, id: failed }),
    ]);
    expect([first, second].filter((reply) => reply.data?.adminResendMail === true)).toHaveLength(1);
    expect([first, second].map((reply) => errorOf(reply)?.code).filter(Boolean)).toEqual(['NOT_FOUND']);
    const row = await shop.db.selectFrom('mail_outbox').selectAll().where('id', '=', failed).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(0);
    expect(row.subject).toBeNull();
    expect(new Date(row.next_attempt_at).toISOString()).toBe(new Date(NOW).toISOString());
    const audit = await shop.db.selectFrom('admin_audit').select('action').where('subject_id', '=', orderId).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['mail.resend']);
    expect((await staff()(AdminUndeliveredMailDocument, { tenant })).data!.adminUndeliveredMail).toEqual([]);
  });

  it('refuses to send a plan round’s mail again, saying why, and leaves it as it was', async () => {
    const failed = await outboxRow('failed', null, 'planRound');
    const reply = await staff()(AdminResendMailDocument, { tenant, id: failed });
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'MAIL_NOT_RESENDABLE' });
    const row = await shop.db.selectFrom('mail_outbox').select('status').where('id', '=', failed).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('answers only staff', async () => {
    await outboxRow('failed', null);
    const stranger = await shop.client()(AdminUndeliveredMailDocument, { tenant });
    expect(stranger.data).toBeNull();
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(stranger)?.code);
    const customer = await shop.customer();
    const asCustomer = await customer.api(AdminUndeliveredMailDocument, { tenant });
    expect(errorOf(asCustomer)?.code).toBe('FORBIDDEN');
  });
});
