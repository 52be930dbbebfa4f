import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * mailboxKey (domain/mailbox-key.ts) of a stored address, in SQL, for comparing stored addresses
 * with one in hand: lower case (stored emails mostly are already; lowered again for those typed at
 * checkout), the local part up to a `+` (unless nothing is left), and Gmail's dots dropped under
 * either of its domains. Every limit that counts "this person" by email compares with it.
 */
export function mailboxKeyOf(address: Expression<string | null>): RawBuilder<string> {
  const lowered = sql<string>`lower(trim(${address}))`;
  const local = sql<string>`split_part(${lowered}, '@', 1)`;
  const domain = sql<string>`split_part(${lowered}, '@', 2)`;
  const untagged = sql<string>`coalesce(nullif(split_part(${local}, '+', 1), ''), ${local})`;
  return sql<string>`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${untagged}, '.', '') || '@gmail.com' else ${untagged} || '@' || ${domain} end)`;
}
