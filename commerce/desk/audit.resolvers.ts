import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { decodeCursor, encodeCursor } from '../customers/index.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { listAdminAudit, type AdminAuditRow } from './audit.store.ts';
import { requireStaff } from '../staff-access.ts';
import { londonInstant } from '../domain/london-clock.ts';

const auditArgs = z.object({
  tenant: tenantArg,
  subjectKind: z.string().min(1, 'name a kind of subject, such as customer or order').max(40).nullish(),
  subjectId: z.string().min(1, 'must be the id of a subject').max(200).nullish(),
  first: z.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').nullish(),
  after: z.string().max(500).nullish(),
  staffEmail: z.string().trim().min(3, 'must be a staff member’s email').max(254, 'must be at most 254 characters').nullish(),
  action: z
    .string()
    .trim()
    .regex(/^[a-zA-Z.]{1,60}$/, 'must be an action or its start, such as order. or order.refund')
    .nullish(),
  from: z.iso.date({ message: 'must be a day as YYYY-MM-DD' }).nullish(),
  to: z.iso.date({ message: 'must be a day as YYYY-MM-DD' }).nullish(),
});

/** The day after an ISO date, for "up to and including" that day. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const auditCursor = z.object({ seq: z.string().regex(/^\d+$/) });

const presentAuditEntry = (row: AdminAuditRow) => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  staffEmail: row.staff_email,
  action: row.action,
  subjectKind: row.subject_kind,
  subjectId: row.subject_id,
  // jsonb comes back parsed; the API hands it on as the JSON text it was recorded as.
  before: row.before === null ? null : JSON.stringify(row.before),
  after: row.after === null ? null : JSON.stringify(row.after),
  reason: row.reason,
  orderNumber: row.order_number,
});

export const adminQueries: Pick<QueryResolvers, 'adminMe' | 'adminAudit'> = {
  adminMe: (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    return { email: staff.email, tenant: staff.tenantId };
  },
  adminAudit: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(auditArgs, args);
    if (parsed.subjectId && !parsed.subjectKind)
      throw apiError('BAD_USER_INPUT', 'subjectId: name its subjectKind too.', { field: 'subjectId' });
    let beforeSeq: string | null = null;
    if (parsed.after) {
      const cursor = auditCursor.safeParse(decodeCursor(ctx.cursorSecret, parsed.after));
      if (!cursor.success) throw apiError('BAD_USER_INPUT', 'after: must be the nextCursor of an earlier page.', { field: 'after' });
      beforeSeq = cursor.data.seq;
    }
    const limit = parsed.first ?? 50;
    const { rows, more } = await listAdminAudit(ctx.db, {
      tenantId: staff.tenantId,
      limit,
      beforeSeq,
      subject: parsed.subjectKind ? { kind: parsed.subjectKind, id: parsed.subjectId ?? null } : null,
      // Days are the shop's (London) days, whatever the server's zone.
      filters: {
        staffEmail: parsed.staffEmail ?? null,
        actionPrefix: parsed.action ?? null,
        from: parsed.from ? londonInstant(parsed.from, '00:00') : null,
        until: parsed.to ? londonInstant(dayAfter(parsed.to), '00:00') : null,
      },
    });
    const last = rows.at(-1);
    return {
      entries: rows.map(presentAuditEntry),
      nextCursor: more && last ? encodeCursor(ctx.cursorSecret, { seq: String(last.seq) }) : null,
    };
  },
};
