import { useCallback, useEffect, useId, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import { type FieldErrors, hasErrors } from '../../../lib/forms/field-errors.ts';
import { useRefusableForm } from '../../../lib/forms/use-refusable-form.ts';
import type { AdminSession } from '../admin-session.ts';
import { useOnce } from '../use-once.ts';
import {
  type AdminCouponFieldsFragment,
  type AdminCouponKind,
  AdminCouponsDocument,
  AdminCreateCouponDocument,
  AdminEndCouponDocument,
} from '../gql/graphql.ts';

type Coupon = AdminCouponFieldsFragment;

const when = (iso: string | null) =>
  iso === null ? '—' : new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const STATE_WORDS: Record<Coupon['state'], string> = {
  scheduled: 'Not started',
  active: 'Working',
  usedUp: 'Used up',
  ended: 'Ended',
  disabled: 'Switched off',
};

function offerOf(coupon: Coupon): string {
  if (coupon.kind === 'percentage') return `${coupon.percent}% off`;
  if (coupon.kind === 'fixedAmount') return `${formatPounds(coupon.amount ?? 0)} off`;
  return 'Free delivery';
}

/** Coupons: their use so far, a new one, and ending one now. */
export default function CouponsDesk({ session }: { session: AdminSession }) {
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [news, setNews] = useState('');
  const { problem, setProblem, run: runOnce } = useOnce();

  const load = useCallback(() => {
    setProblem(null);
    void session
      .execute(AdminCouponsDocument, { tenant: session.tenant })
      .then((reply) => setCoupons(reply.adminCoupons))
      .catch((error: Error) => setProblem(error.message));
  }, [session, setProblem]);
  useEffect(load, [load]);

  const put = (coupon: Coupon) =>
    setCoupons((shown) => {
      const others = (shown ?? []).filter((one) => one.code !== coupon.code);
      return [...others, coupon].sort((a, b) => a.code.localeCompare(b.code));
    });

  const end = (code: string) =>
    runOnce(async () => {
      const ended = (await session.execute(AdminEndCouponDocument, { tenant: session.tenant, code })).adminEndCoupon;
      put(ended);
      setNews(`${code} has ended: checkout no longer takes it.`);
    });

  return (
    <section aria-labelledby="admin-coupons-heading">
      <h2 id="admin-coupons-heading">Coupons</h2>
      <FormAlert message={problem} />
      <p role="status">{news}</p>
      {coupons === null && !problem && <p>Loading the coupons…</p>}
      {coupons && (
        <table className="admin-table admin-table--stacked">
          <caption>Coupons and their use</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Offer</th>
              <th scope="col">Minimum spend</th>
              <th scope="col">Starts</th>
              <th scope="col">Ends</th>
              <th scope="col">Limits</th>
              <th scope="col">Uses</th>
              <th scope="col">Taken off</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">End</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => (
              <tr key={coupon.code}>
                <th scope="row">
                  {coupon.code}
                  <br />
                  <small>{coupon.name}</small>
                </th>
                <td data-label="Offer">{offerOf(coupon)}</td>
                <td data-label="Minimum spend">{coupon.minSpend > 0 ? formatPounds(coupon.minSpend) : '—'}</td>
                <td data-label="Starts">{when(coupon.startsAt)}</td>
                <td data-label="Ends">{when(coupon.endsAt)}</td>
                <td data-label="Limits">
                  {coupon.maxUses === null ? 'No limit' : `${coupon.maxUses} in all`}
                  {coupon.maxUsesPerCustomer !== null && `, ${coupon.maxUsesPerCustomer} per customer`}
                </td>
                <td data-label="Uses">{coupon.redemptions}</td>
                <td data-label="Taken off">{formatPounds(coupon.discounted)}</td>
                <td data-label="State">{STATE_WORDS[coupon.state]}</td>
                <td>
                  {(coupon.state === 'active' || coupon.state === 'scheduled' || coupon.state === 'usedUp') && (
                    <button type="button" className="button" aria-label={`End now: ${coupon.code}`} onClick={() => end(coupon.code)}>
                      End now
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NewCouponForm
        session={session}
        onCreated={(coupon) => {
          put(coupon);
          setNews(`${coupon.code} is ready to use.`);
        }}
      />
    </section>
  );
}

interface Draft {
  code: string;
  name: string;
  kind: AdminCouponKind;
  percent: string;
  amount: string;
  minSpend: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
}

const EMPTY: Draft = {
  code: '',
  name: '',
  kind: 'percentage',
  percent: '',
  amount: '',
  minSpend: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
};

/** The coupon as the API takes it; what is no number or date gets its error here, the API judges the rest. */
function parseDraft(draft: Draft) {
  const errors: FieldErrors = {};
  const number = (field: 'percent' | 'amount' | 'minSpend', what: string) => {
    const text = draft[field].trim().replace(/^£|%$/g, '');
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value)) errors[field] = `Enter ${what}.`;
    return value;
  };
  const count = (field: 'maxUses' | 'maxUsesPerCustomer') => {
    const text = draft[field].trim();
    if (text === '') return null;
    if (!/^\d+$/.test(text)) errors[field] = 'Enter a whole number, or leave it empty for no limit.';
    return Number(text);
  };
  // The browser reads a date-and-time field in the staff member's own zone: the shop's, at the desk.
  const instant = (field: 'startsAt' | 'endsAt') => {
    if (draft[field] === '') return null;
    const at = new Date(draft[field]);
    if (Number.isNaN(at.getTime())) {
      errors[field] = 'Enter a date and time.';
      return null;
    }
    return at.toISOString();
  };
  const input = {
    code: draft.code,
    name: draft.name,
    kind: draft.kind,
    percent: draft.kind === 'percentage' ? number('percent', 'a percent such as 10') : null,
    amount: draft.kind === 'fixedAmount' ? number('amount', 'an amount in pounds such as 5.00') : null,
    minSpend: number('minSpend', 'an amount in pounds such as 100.00'),
    startsAt: instant('startsAt'),
    endsAt: instant('endsAt'),
    maxUses: count('maxUses'),
    maxUsesPerCustomer: count('maxUsesPerCustomer'),
  };
  return { input, errors };
}

const KIND_WORDS: Record<AdminCouponKind, string> = {
  percentage: 'A percentage off the goods',
  fixedAmount: 'An amount off the goods',
  freeDelivery: 'Free delivery',
};

function NewCouponForm({ session, onCreated }: { session: AdminSession; onCreated: (coupon: Coupon) => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const { errors, general, saving, form, submit, refuse } = useRefusableForm();
  const kindName = useId();

  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const create = () => {
    const parsed = parseDraft(draft);
    if (hasErrors(parsed.errors)) return refuse(parsed.errors, null);
    return submit(async () => {
      const created = (await session.execute(AdminCreateCouponDocument, { tenant: session.tenant, input: parsed.input })).adminCreateCoupon;
      setDraft(EMPTY);
      onCreated(created);
    });
  };

  return (
    <form
      ref={form}
      className="admin-form"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <fieldset>
        <legend>New coupon</legend>
        <Field
          label="Code"
          value={draft.code}
          error={errors.code}
          hint="3 to 20 letters and digits, e.g. WINTER10; it may not be a customer's referral code."
          autoCapitalize="characters"
          onValue={set('code')}
        />
        <Field label="What shoppers see" value={draft.name} error={errors.name} hint='e.g. "10% off logs".' onValue={set('name')} />
        <fieldset className="account-choices">
          <legend className="field__label">Offer</legend>
          {(['percentage', 'fixedAmount', 'freeDelivery'] as const).map((kind) => (
            <label key={kind} className="choice">
              <input type="radio" name={kindName} value={kind} checked={draft.kind === kind} onChange={() => set('kind')(kind)} />
              {KIND_WORDS[kind]}
            </label>
          ))}
        </fieldset>
        {draft.kind === 'percentage' && (
          <Field label="Percent off" inputMode="decimal" value={draft.percent} error={errors.percent} onValue={set('percent')} />
        )}
        {draft.kind === 'fixedAmount' && (
          <Field label="Amount off (£)" inputMode="decimal" value={draft.amount} error={errors.amount} onValue={set('amount')} />
        )}
        <Field
          label="Minimum spend (£, optional)"
          inputMode="decimal"
          value={draft.minSpend}
          error={errors.minSpend}
          hint="On the goods, VAT included; empty for none."
          onValue={set('minSpend')}
        />
        <Field
          label="Starts (optional)"
          type="datetime-local"
          value={draft.startsAt}
          error={errors.startsAt}
          hint="Empty: from now."
          onValue={set('startsAt')}
        />
        <Field
          label="Ends (optional)"
          type="datetime-local"
          value={draft.endsAt}
          error={errors.endsAt}
          hint="Empty: no end."
          onValue={set('endsAt')}
        />
        <Field
          label="Most uses in all (optional)"
          inputMode="numeric"
          value={draft.maxUses}
          error={errors.maxUses}
          onValue={set('maxUses')}
        />
        <Field
          label="Most uses per customer (optional)"
          inputMode="numeric"
          value={draft.maxUsesPerCustomer}
          error={errors.maxUsesPerCustomer}
          onValue={set('maxUsesPerCustomer')}
        />
      </fieldset>
      {general && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {general}
        </p>
      )}
      <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
        {saving ? 'Creating…' : 'Create coupon'}
      </button>
    </form>
  );
}
