import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCatalogueFacts } from '../../commerce/catalogue/catalogue-facts.store.ts';
import { AdminAuditDocument, AdminModerateReviewDocument, AdminPendingReviewsDocument } from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { RIVAL, seedRivalTenant, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { ReviewsOfProductDocument } from './gql/graphql.ts';

const tenant = scope.tenant;

describe.each(backends)('review moderation at the desk on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRivalTenant });
  const staff = () => shop.client({ token: staffIdToken() });

  /** A customer's review waiting for a decision, as writeReview stores it. */
  async function pendingReview(productId: string, title: string, writtenAt: Date, body = 'Dry, and it lasted the week.') {
    const id = randomUUID();
    await shop.db
      .insertInto('review')
      .values({
        id,
        tenant_id: tenant,
        product_id: productId,
        customer_id: null,
        title,
        author: 'Ada L.',
        body,
        rating: 4,
        date_published: writtenAt,
        external_ref: null,
        url: null,
        status: 'pending',
      })
      .execute();
    return id;
  }
  const publicTitles = async (sku: string) =>
    (await shop.api(ReviewsOfProductDocument, { SKUCode: sku, tenant })).data!.getReviewsBySKU.map((review) => review.title);
  const minutesLater = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

  it('lists pending reviews longest-waiting first; an approved one shows on the product, a rejected one never does; both audited', async () => {
    const later = await pendingReview('LOG-BIR-STD', 'Crackles nicely', minutesLater(5), '<script>alert(1)</script> & good');
    const earlier = await pendingReview('LOG-BIR-STD', 'Too damp for me', minutesLater(1));
    const listed = await staff()(AdminPendingReviewsDocument, { tenant });
    expect(listed.data?.adminPendingReviews.map((review) => [review.id, review.status])).toEqual([
      [earlier, 'pending'],
      [later, 'pending'],
    ]);
    // The text is handed on as it was written: the desk shows it as text.
    expect(listed.data?.adminPendingReviews[1]).toMatchObject({
      product: 'Birch logs – Standard crate',
      body: '<script>alert(1)</script> & good',
      rating: 4,
      writtenAt: minutesLater(5).toISOString(),
    });

    const approved = await staff()(AdminModerateReviewDocument, { tenant, reviewId: later, decision: 'approve', reason: null });
    expect(approved.data?.adminModerateReview).toMatchObject({ id: later, status: 'approved' });
    shop.clock.set(minutesLater(10));
    const rejected = await staff()(AdminModerateReviewDocument, {
      tenant,
      reviewId: earlier,
      decision: 'reject',
      reason: '  Names a person  ',
    });
    expect(rejected.data?.adminModerateReview).toMatchObject({ id: earlier, status: 'rejected' });

    expect(await publicTitles('LOG-BIR-STD')).toEqual(['Crackles nicely']);
    const facts = (await readCatalogueFacts(shop.db, tenant))['LOG-BIR-STD']!;
    expect(facts.reviews.map((review) => review.title)).toEqual(['Crackles nicely']);
    expect((await staff()(AdminPendingReviewsDocument, { tenant })).data?.adminPendingReviews).toEqual([]);

    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'review' });
    expect(audit.data?.adminAudit.entries).toEqual([
      expect.objectContaining({
        action: 'review.reject',
        subjectId: earlier,
        reason: 'Names a person',
        at: minutesLater(10).toISOString(),
      }),
      expect.objectContaining({ action: 'review.approve', subjectId: later, reason: null, staffEmail: 'staff@hearth.example' }),
    ]);
    const [rejection] = audit.data!.adminAudit.entries;
    expect(JSON.parse(rejection!.before!)).toMatchObject({ product: 'LOG-BIR-STD', status: 'pending' });
    expect(JSON.parse(rejection!.after!)).toMatchObject({ product: 'LOG-BIR-STD', status: 'rejected' });
  });

  it('refuses a rejection without a reason, and the other decision on a review already decided, changing nothing', async () => {
    const id = await pendingReview('LOG-ASH-MAX', 'Fine logs', minutesLater(1));
    const noReason = await staff()(AdminModerateReviewDocument, { tenant, reviewId: id, decision: 'reject', reason: ' ' });
    expect(errorOf(noReason)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'reason: say why it is rejected, in a few words (at least 3 characters), for the audit',
    });
    await staff()(AdminModerateReviewDocument, { tenant, reviewId: id, decision: 'reject', reason: 'Spam link' });
    const reversed = await staff()(AdminModerateReviewDocument, { tenant, reviewId: id, decision: 'approve', reason: null });
    expect(errorOf(reversed)).toEqual({
      code: 'CONFLICT',
      message: 'This review was already rejected: reload the list to see the reviews still waiting.',
    });
    expect(await publicTitles('LOG-ASH-MAX')).not.toContain('Fine logs');
    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'review', subjectId: id });
    expect(audit.data?.adminAudit.entries.map((entry) => entry.action)).toEqual(['review.reject']);
  });

  it('makes one decision and one audit entry of a double click, and of two staff deciding at once', async () => {
    const id = await pendingReview('LOG-ASH-STD', 'Great value', minutesLater(1));
    const second = shop.client({ token: staffIdToken({ email: 'second@hearth.example' }) });
    const replies = await Promise.all([
      staff()(AdminModerateReviewDocument, { tenant, reviewId: id, decision: 'approve', reason: null }),
      staff()(AdminModerateReviewDocument, { tenant, reviewId: id, decision: 'approve', reason: null }),
      second(AdminModerateReviewDocument, { tenant, reviewId: id, decision: 'approve', reason: null }),
    ]);
    expect(replies.map((reply) => reply.data?.adminModerateReview.status)).toEqual(['approved', 'approved', 'approved']);
    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'review', subjectId: id });
    expect(audit.data?.adminAudit.entries).toHaveLength(1);
    expect((await publicTitles('LOG-ASH-STD')).filter((title) => title === 'Great value')).toHaveLength(1);
  });

  it("neither lists nor moderates another tenant's reviews", async () => {
    const id = await pendingReview('LOG-ASH-FULL', 'Ours to judge', minutesLater(1));
    const rivalStaff = shop.client({ token: staffIdToken({ tenant: RIVAL.tenant }) });
    expect((await rivalStaff(AdminPendingReviewsDocument, { tenant: RIVAL.tenant })).data?.adminPendingReviews).toEqual([]);
    const reply = await rivalStaff(AdminModerateReviewDocument, { tenant: RIVAL.tenant, reviewId: id, decision: 'approve', reason: null });
    expect(errorOf(reply)).toEqual({ code: 'NOT_FOUND', message: 'No review of this shop has that id.' });
    const [stored] = await shop.db.selectFrom('review').select('status').where('id', '=', id).execute();
    expect(stored?.status).toBe('pending');
  });
});
