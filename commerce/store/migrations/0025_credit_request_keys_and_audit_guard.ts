import { sql, type Kysely } from 'kysely';

// 1. A credit change made at the desk carries the key its form generated: a replayed or
// double-sent request finds the entry its key already made and applies nothing twice. Unique, so
// that two requests racing with one key cannot both write (desk/customer-credit.service.ts).
// 2. The admin audit is append-only in the database as well as in the code: an entry, once
// written, can be neither changed nor removed, by a code path that forgets that or by a stray query.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customer_credit').addColumn('request_key', 'uuid').execute();
  await db.schema.createIndex('customer_credit_request_key').on('customer_credit').column('request_key').unique().execute();

  await sql`
    create function hearth_refuse_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception 'The admin audit is append-only: % of its entries is refused.', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger admin_audit_append_only
    before update or delete on admin_audit
    for each row execute function hearth_refuse_audit_change()
  `.execute(db);
  // TRUNCATE fires no row trigger: refused by its own, statement-level one.
  await sql`
    create trigger admin_audit_no_truncate
    before truncate on admin_audit
    for each statement execute function hearth_refuse_audit_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger admin_audit_no_truncate on admin_audit`.execute(db);
  await sql`drop trigger admin_audit_append_only on admin_audit`.execute(db);
  await sql`drop function hearth_refuse_audit_change()`.execute(db);
  await db.schema.dropIndex('customer_credit_request_key').execute();
  await db.schema.alterTable('customer_credit').dropColumn('request_key').execute();
}
