import { useEffect, useId, useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import { useRefusableForm } from '../../../lib/forms/use-refusable-form.ts';
import type { AdminSession } from '../admin-session.ts';
import {
  type AdminDeliveryVatTreatment,
  AdminSaveSellerDocument,
  AdminSellerDocument,
  type AdminSellerFieldsFragment,
} from '../gql/graphql.ts';
import { LinesField } from '../../../lib/forms/LinesField.tsx';

type Seller = AdminSellerFieldsFragment;

const EMPTY: Seller = {
  legalName: '',
  tradingName: '',
  addressLines: [],
  vatNumber: '',
  companyNumber: null,
  email: '',
  phone: '',
  siteUrl: '',
  openingHours: [],
  deliveryVatTreatment: 'follows_goods',
};

/** A list field's error: the list's own, or its first line's (`addressLines.1`). */
const listError = (errors: FieldErrors, name: string) =>
  errors[name] ?? Object.entries(errors).find(([field]) => field.startsWith(`${name}.`))?.[1];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The seller every VAT receipt, order mail, the footer and the contact page print. Saved whole:
 * the server checks every field (the VAT number's check digits among them) and names each to fix.
 */
export default function SellerDesk({ session }: { session: AdminSession }) {
  const [seller, setSeller] = useState<Seller | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState('');

  useEffect(() => {
    void session
      .execute(AdminSellerDocument, { tenant: session.tenant })
      .then((reply) => setSeller(reply.adminSeller ?? EMPTY))
      .catch((error: Error) => setProblem(error.message));
  }, [session]);

  return (
    <section aria-labelledby="admin-seller-heading">
      <h2 id="admin-seller-heading">Seller</h2>
      <FormAlert message={problem} />
      <p role="status">{news}</p>
      <p>
        Every VAT receipt and order email prints these details at once; the footer and the contact page show them after the site's next
        rebuild, which saving starts.
      </p>
      {seller === null && !problem && <p>Loading the seller…</p>}
      {seller && (
        <SellerForm
          key={JSON.stringify(seller)}
          seller={seller}
          session={session}
          onSaved={(saved) => {
            setSeller(saved);
            setNews(`Saved. Receipts now print ${saved.legalName}, VAT ${saved.vatNumber}, phone ${saved.phone}.`);
          }}
        />
      )}
    </section>
  );
}

function SellerForm({ seller, session, onSaved }: { seller: Seller; session: AdminSession; onSaved: (seller: Seller) => void }) {
  const [draft, setDraft] = useState({
    ...seller,
    companyNumber: seller.companyNumber ?? '',
    addressText: seller.addressLines.join('\n'),
    hoursText: seller.openingHours.join('\n'),
  });
  const { errors, general, saving, form, submit } = useRefusableForm();
  const treatment = useId();
  const set = (field: keyof typeof draft) => (value: string) => setDraft((now) => ({ ...now, [field]: value }));

  return (
    <form
      ref={form}
      className="admin-form"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(async () => {
          const { addressText, hoursText, ...rest } = draft;
          const input = {
            ...rest,
            companyNumber: draft.companyNumber.trim() === '' ? null : draft.companyNumber,
            addressLines: lines(addressText),
            openingHours: lines(hoursText),
          };
          onSaved((await session.execute(AdminSaveSellerDocument, { tenant: session.tenant, input })).adminSaveSeller);
        });
      }}
    >
      <fieldset>
        <legend>Who sells</legend>
        <Field
          label="Trading name"
          value={draft.tradingName}
          error={errors.tradingName}
          hint="The name shoppers know."
          onValue={set('tradingName')}
        />
        <Field
          label="Legal name"
          value={draft.legalName}
          error={errors.legalName}
          hint="As registered, e.g. Hearth Fuels Ltd."
          onValue={set('legalName')}
        />
        <LinesField
          label="Address"
          value={draft.addressText}
          error={listError(errors, 'addressLines')}
          hint="One line each, postcode last. A geographic address: receipts must carry one."
          onValue={set('addressText')}
        />
        <Field
          label="VAT number"
          value={draft.vatNumber}
          error={errors.vatNumber}
          hint="GB and nine digits, e.g. GB 123 4567 82; checked against HMRC's check digits."
          autoCapitalize="characters"
          spellCheck={false}
          onValue={set('vatNumber')}
        />
        <Field
          label="Company number"
          value={draft.companyNumber}
          error={errors.companyNumber}
          hint="Companies House: eight digits, or two letters and six. Leave empty if not a company."
          autoCapitalize="characters"
          spellCheck={false}
          onValue={set('companyNumber')}
        />
      </fieldset>
      <fieldset>
        <legend>How shoppers reach you</legend>
        <Field
          label="Phone"
          type="tel"
          autoComplete="off"
          value={draft.phone}
          error={errors.phone}
          hint="As printed, e.g. 01509 000000."
          onValue={set('phone')}
        />
        <Field label="Email" type="email" autoComplete="off" value={draft.email} error={errors.email} onValue={set('email')} />
        <Field
          label="Site address"
          type="url"
          value={draft.siteUrl}
          error={errors.siteUrl}
          hint="The shop's origin, e.g. https://hearth.example: links in emails point here."
          onValue={set('siteUrl')}
        />
        <LinesField
          label="Opening hours"
          value={draft.hoursText}
          error={listError(errors, 'openingHours')}
          hint="One line per span of days, e.g. Monday to Friday: 8am to 5pm."
          onValue={set('hoursText')}
        />
      </fieldset>
      <fieldset className="account-choices" aria-describedby={`${treatment}-hint`}>
        <legend className="field__label">VAT on delivery</legend>
        <span id={`${treatment}-hint`} className="field__hint">
          Orders keep the treatment they were placed under; this applies to orders placed from now on.
        </span>
        {(
          [
            ['follows_goods', 'Follows the goods delivered (apportioned across their rates)'],
            ['standard_rated', 'At the rate each delivery method names'],
          ] as [AdminDeliveryVatTreatment, string][]
        ).map(([value, words]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={treatment}
              value={value}
              checked={draft.deliveryVatTreatment === value}
              onChange={() => setDraft((now) => ({ ...now, deliveryVatTreatment: value }))}
            />
            {words}
          </label>
        ))}
        {errors.deliveryVatTreatment && <span className="field__error">{errors.deliveryVatTreatment}</span>}
      </fieldset>
      {general && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {general}
        </p>
      )}
      <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
        {saving ? 'Saving…' : 'Save seller details'}
      </button>
    </form>
  );
}
