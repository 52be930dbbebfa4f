import { sql, type Kysely } from 'kysely';

// A gateway's type names the payment provider that answers for it, and the providers are
// plug-ins registered in code (commerce/payments/registry.ts): listing them in a constraint
// made adding one a migration as well as a folder. The column keeps a shape rule only; a type no
// registered provider answers for is offered nowhere and refused at payment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_gateway drop constraint if exists payment_gateway_type_check`.execute(db);
  await sql`alter table payment_gateway add constraint payment_gateway_type_shape check (type ~ '^[a-z][A-Za-z0-9]{0,39}$')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_gateway drop constraint if exists payment_gateway_type_shape`.execute(db);
  await sql`alter table payment_gateway add constraint payment_gateway_type_check check (type in ('testCard', 'airwallex'))`.execute(db);
}
