import type { AdminSession } from '../admin-session.ts';

/** Customers: find one by email or order number, and grant or remove credit. */
export default function CustomersDesk({ session }: { session: AdminSession }) {
  return (
    <section aria-labelledby="admin-customers-heading">
      <h2 id="admin-customers-heading">Customers</h2>
      <p>Signed in as {session.staffEmail}.</p>
    </section>
  );
}
