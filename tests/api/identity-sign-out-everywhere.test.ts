import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateLimits } from '../../commerce/limits/rate-limits.ts';
import { openDatabase, type StoreLocation } from '../../commerce/store/database.ts';
import type { CustomerRow, Database } from '../../commerce/store/tables.ts';
import { backends, errorOf, inProcessClient, scope, type ApiResult } from '../fixtures/api-fixture.ts';
import { ID_TOKEN_SETTINGS, insertCustomer, signIdToken, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { MyAccountDocument, SignOutEverywhereDocument } from './gql/graphql.ts';

const at = (offsetMs: number) => new Date(TEST_NOW.getTime() + offsetMs);

/** What any refused token gets: the test's only yardstick for "refused like an invalid token". */
const INVALID_TOKEN = { code: 'UNAUTHENTICATED', message: 'Your sign-in has expired or is not valid. Please sign in again.' };

describe.each(backends)('signing out everywhere on $name', (backend) => {
  let opened: { db: Kysely<Database>; store: StoreLocation; dispose(): Promise<void> };
  let rateLimits: RateLimits;
  let clock = TEST_NOW;
  let customer: CustomerRow;
  let signedInBefore: string;

  /** A server instance of its own (its own API, verifier and caches) on `db`, at the test's clock. */
  const serverOn = (db: Kysely<Database>) => (token: string) => inProcessClient(db, { token, now: () => clock, rateLimits });
  const tokenFor = (row: CustomerRow, issuedAt: Date) => signIdToken({ customerId: row.id, email: row.email }, { issuedAt });
  const readAccount = (client: ReturnType<ReturnType<typeof serverOn>>) => client(MyAccountDocument, scope);
  const refusal = (result: ApiResult<unknown>) => ({ error: errorOf(result), data: result.data ?? null });

  beforeAll(async () => {
    opened = await backend.open();
    rateLimits = createRateLimits(backend.kind === 'postgres' ? { kind: 'postgres', db: opened.db } : { kind: 'memory' });
    ({ row: customer } = await insertCustomer(opened.db));
    signedInBefore = tokenFor(customer, at(-60_000));
  });
  afterAll(() => opened?.dispose());

  it('refuses a token issued before the sign-out, as any invalid token, in the instance that served it and in another one', async () => {
    const server = serverOn(opened.db);
    // On PostgreSQL the other instance has its own connection pool, as another process would.
    const otherDb = backend.kind === 'postgres' ? openDatabase(opened.store) : opened.db;
    const otherServer = serverOn(otherDb);
    try {
      const before = await readAccount(otherServer(signedInBefore));
      expect(errorOf(before)).toBeUndefined();
      expect(before.data?.getLoggedInCustomerData.id).toBe(customer.id);

      clock = at(0);
      const signedOut = await server(signedInBefore)(SignOutEverywhereDocument);
      expect(errorOf(signedOut)).toBeUndefined();
      expect(signedOut.data?.signOutEverywhere).toBe(true);

      clock = at(1_000);
      const forged = signIdToken({ customerId: customer.id, email: customer.email }, { secret: `${ID_TOKEN_SETTINGS.secret}-forged` });
      const invalid = refusal(await readAccount(server(forged)));
      expect(invalid.error).toEqual(INVALID_TOKEN);
      expect(refusal(await readAccount(server(signedInBefore)))).toEqual(invalid);
      expect(refusal(await readAccount(otherServer(signedInBefore)))).toEqual(invalid);
      // Nor can the old token sign out again, or do anything else.
      expect(errorOf(await server(signedInBefore)(SignOutEverywhereDocument))).toEqual(INVALID_TOKEN);
    } finally {
      if (otherDb !== opened.db) await otherDb.destroy();
    }
  });

  it('accepts a token issued after the sign-out, and refuses one issued at the very time of it', async () => {
    const { row } = await insertCustomer(opened.db);
    const server = serverOn(opened.db);
    clock = at(10_000);
    expect(errorOf(await server(tokenFor(row, at(5_000)))(SignOutEverywhereDocument))).toBeUndefined();

    clock = at(20_000);
    const sameTime = await readAccount(server(tokenFor(row, at(10_000))));
    expect(errorOf(sameTime)).toEqual(INVALID_TOKEN);
    const nextSecond = await readAccount(server(tokenFor(row, at(11_000))));
    expect(errorOf(nextSecond)).toBeUndefined();
    expect(nextSecond.data?.getLoggedInCustomerData.id).toBe(row.id);
  });

  it("leaves other customers' tokens alone, and a later sign-out is never overtaken by an earlier time", async () => {
    const { row: other } = await insertCustomer(opened.db);
    const { row } = await insertCustomer(opened.db);
    const server = serverOn(opened.db);
    clock = at(30_000);
    expect(errorOf(await server(tokenFor(row, at(29_000)))(SignOutEverywhereDocument))).toBeUndefined();
    // A process whose clock is behind the identity service's records an earlier time: the later one stands.
    clock = at(25_000);
    expect(errorOf(await server(tokenFor(row, at(31_000)))(SignOutEverywhereDocument))).toBeUndefined();

    clock = at(40_000);
    expect(errorOf(await readAccount(server(tokenFor(row, at(28_000)))))).toEqual(INVALID_TOKEN);
    expect(errorOf(await readAccount(server(tokenFor(other, at(28_000)))))).toBeUndefined();
  });

  it("refuses a staff member's tokens issued before their own sign-out everywhere", async () => {
    const staff = { email: 'signout-staff@hearth.example' };
    const server = serverOn(opened.db);
    clock = at(0);
    expect(errorOf(await server(staffIdToken(staff))(SignOutEverywhereDocument))).toBeUndefined();
    expect(errorOf(await server(staffIdToken(staff))(SignOutEverywhereDocument))).toEqual(INVALID_TOKEN);
  });

  it('is refused without a sign-in', async () => {
    const recorded = () => opened.db.selectFrom('identity_sign_out').selectAll().orderBy('subject').execute();
    const before = await recorded();
    const guest = inProcessClient(opened.db, { now: () => clock, rateLimits });
    expect(errorOf(await guest(SignOutEverywhereDocument))?.code).toBe('UNAUTHENTICATED');
    expect(await recorded()).toEqual(before);
  });
});
