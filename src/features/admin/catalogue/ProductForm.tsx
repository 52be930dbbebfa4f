import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { hasErrors } from '../../../lib/forms/field-errors.ts';
import { useRefusableForm } from '../../../lib/forms/use-refusable-form.ts';
import type { AdminSession } from '../admin-session.ts';
import { AdminCreateProductDocument, type AdminDeliveryClass, AdminEditProductDocument } from '../gql/graphql.ts';
import { blankText, inputOf, type Product, type ProductText, textOf } from './product-form.ts';

const DELIVERY_WORDS: Record<AdminDeliveryClass, string> = {
  van: "Van: the shop's own vans (log crates)",
  pallet: 'Pallet: the pallet network (pellets)',
  parcel: 'Parcel: parcel post (small things)',
};

/** A labelled select whose error is announced and tied to it, as Field does for an input. */
function SelectField({
  label,
  value,
  error,
  hint,
  onValue,
  children,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onValue: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        {children}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Adds a product (`product` null) or changes every detail of one. */
export function ProductForm({
  product,
  products,
  vatClasses,
  session,
  onSaved,
  onClose,
}: {
  product: Product | null;
  products: readonly Product[];
  vatClasses: readonly { id: string; name: string }[];
  session: AdminSession;
  onSaved: (product: Product) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState<ProductText>(() => (product ? textOf(product) : blankText(vatClasses[0]?.id ?? '')));
  const [done, setDone] = useState<string | null>(null);
  const { errors, general, saving, form, submit, refuse } = useRefusableForm();

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [form]);

  const set = (field: keyof ProductText) => (value: string) => setText((current) => ({ ...current, [field]: value }));
  const others = products.filter((one) => one.sku !== product?.sku && one.status === 'active');
  const title = product ? `Change ${product.name}` : 'New product';

  const save = () => {
    setDone(null);
    const parsed = inputOf(text);
    if (hasErrors(parsed.errors)) return refuse(parsed.errors, null);
    return submit(async () => {
      const saved = product
        ? (await session.execute(AdminEditProductDocument, { tenant: session.tenant, sku: product.sku, input: parsed.input }))
            .adminEditProduct
        : (await session.execute(AdminCreateProductDocument, { tenant: session.tenant, input: parsed.input })).adminCreateProduct;
      onSaved(saved);
      setText(textOf(saved));
      setDone(`Saved: ${saved.name} is ${formatPounds(saved.price)} with ${saved.stockOnHand} in stock.`);
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
        void save();
      }}
    >
      <fieldset>
        <legend>{title}</legend>
        <Field
          label="SKU"
          value={text.sku}
          error={errors.sku}
          autoCapitalize="characters"
          disabled={product?.sold}
          hint={
            product?.sold
              ? 'Sold: orders and receipts name this SKU, so it cannot change.'
              : 'Capitals and digits with dashes, such as LOG-OAK-STD; the CMS page names the same SKU.'
          }
          onValue={set('sku')}
        />
        <Field label="Name" value={text.name} error={errors.name} hint="What the basket and receipts call it." onValue={set('name')} />
        <Field
          label="Full name (optional)"
          value={text.fullName}
          error={errors.fullName}
          hint="The longer name suggestions print; the name when empty."
          onValue={set('fullName')}
        />
        <SelectField label="VAT class" value={text.vatClass} error={errors.vatClass} onValue={set('vatClass')}>
          {vatClasses.map((vatClass) => (
            <option key={vatClass.id} value={vatClass.id}>
              {vatClass.name}
            </option>
          ))}
        </SelectField>
        <Field
          label="Weight (kg)"
          inputMode="decimal"
          value={text.weightKg}
          error={errors.weightKg}
          hint="Delivery is charged, and vans and pallets filled, by weight."
          onValue={set('weightKg')}
        />
        <SelectField label="Delivery" value={text.deliveryClass} error={errors.deliveryClass} onValue={set('deliveryClass')}>
          {(Object.keys(DELIVERY_WORDS) as AdminDeliveryClass[]).map((one) => (
            <option key={one} value={one}>
              {DELIVERY_WORDS[one]}
            </option>
          ))}
        </SelectField>
        <Field label="Price (£)" inputMode="decimal" value={text.price} error={errors.price} onValue={set('price')} />
        <Field
          label="List price (£)"
          inputMode="decimal"
          value={text.listPrice}
          error={errors.listPrice}
          hint="The was price shown beside the price; the same as the price when there is no reduction."
          onValue={set('listPrice')}
        />
        <Field
          label="Stock on hand"
          inputMode="numeric"
          value={text.stockOnHand}
          error={errors.stockOnHand}
          hint={
            product && product.heldByPayments > 0
              ? `Count every unit not yet sold: ${product.heldByPayments} of them are held by payments in progress.`
              : 'Count every unit not yet sold.'
          }
          onValue={set('stockOnHand')}
        />
        <Field
          label="Presale date (optional)"
          type="date"
          value={text.presaleDate}
          error={errors.presaleDate}
          hint="The day pre-orders start to ship; leave empty when not on presale."
          onValue={set('presaleDate')}
        />
        <Field
          label="Presale limit (optional)"
          inputMode="numeric"
          value={text.presaleLimit}
          error={errors.presaleLimit}
          hint="How many may be pre-ordered; needs a presale date."
          onValue={set('presaleLimit')}
        />
        <SelectField
          label="Alternate product"
          value={text.alternateSku}
          error={errors.alternateSku}
          hint="Offered on its page instead of it."
          onValue={set('alternateSku')}
        >
          <option value="">None</option>
          {/* A retired alternate it already has stays listed, so the form shows what is stored. */}
          {text.alternateSku && !others.some((one) => one.sku === text.alternateSku) && (
            <option value={text.alternateSku}>{text.alternateSku}</option>
          )}
          {others.map((one) => (
            <option key={one.sku} value={one.sku}>
              {one.name} ({one.sku})
            </option>
          ))}
        </SelectField>
        <Field
          label="Basket suggestions (optional)"
          value={text.suggestions}
          error={errors.suggestions}
          autoCapitalize="characters"
          hint="SKUs shown in the basket beside it, in order, separated by spaces."
          onValue={set('suggestions')}
        />
        <Field
          label="Page path (optional)"
          value={text.pageUrl}
          error={errors.pageUrl}
          hint="Its page on the site, such as /firewood/oak/standard-crate; /products/ and the SKU when empty."
          onValue={set('pageUrl')}
        />
        <Field
          label="Picture (optional)"
          value={text.imageUrl}
          error={errors.imageUrl}
          hint="A path on the site or an https:// address; a placeholder when empty."
          onValue={set('imageUrl')}
        />
      </fieldset>
      {general && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {general}
        </p>
      )}
      {/* Always there, so the news is read out when it changes. */}
      <p role="status">{done ?? ''}</p>
      <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
        {saving ? 'Saving…' : product ? 'Save changes' : 'Add product'}
      </button>{' '}
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
