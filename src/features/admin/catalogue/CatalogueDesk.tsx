import { useCallback, useEffect, useState } from 'react';
import { decimalPounds, formatPounds, nearestPence } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import { type FieldErrors, hasErrors } from '../../../lib/forms/field-errors.ts';
import { useRefusableForm } from '../../../lib/forms/use-refusable-form.ts';
import type { AdminSession } from '../admin-session.ts';
import { type AdminProductFieldsFragment, AdminProductsDocument, AdminUpdateProductDocument } from '../gql/graphql.ts';

type Product = AdminProductFieldsFragment;

/** The form's text, as typed. */
interface Draft {
  price: string;
  listPrice: string;
  stockOnHand: string;
  presaleDate: string;
  presaleLimit: string;
}

const draftOf = (product: Product): Draft => ({
  price: decimalPounds(nearestPence(product.price)),
  listPrice: decimalPounds(nearestPence(product.listPrice)),
  stockOnHand: String(product.stockOnHand),
  presaleDate: product.presaleDate ?? '',
  presaleLimit: product.presaleLimit === null ? '' : String(product.presaleLimit),
});

/** Numbers from the typed text; a field that is no number gets its error here, the rest are the API's to judge. */
function parseDraft(draft: Draft) {
  const errors: FieldErrors = {};
  const pounds = (field: 'price' | 'listPrice') => {
    const value = Number(draft[field].trim().replace(/^£/, ''));
    if (draft[field].trim() === '' || !Number.isFinite(value)) errors[field] = 'Enter an amount in pounds, such as 12.50.';
    return value;
  };
  const whole = (field: 'stockOnHand' | 'presaleLimit') => {
    const text = draft[field].trim();
    if (field === 'presaleLimit' && text === '') return null;
    if (!/^-?\d+$/.test(text)) errors[field] = 'Enter a whole number, such as 12.';
    return Number(text);
  };
  const values = {
    price: pounds('price'),
    listPrice: pounds('listPrice'),
    stockOnHand: whole('stockOnHand') ?? 0,
    presaleDate: draft.presaleDate.trim() || null,
    presaleLimit: whole('presaleLimit'),
  };
  return { values, errors };
}

/** Catalogue: each product's price, list price, stock and presale. */
export default function CatalogueDesk({ session }: { session: AdminSession }) {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const load = useCallback(() => {
    setProblem(null);
    void session
      .execute(AdminProductsDocument, { tenant: session.tenant })
      .then((reply) => setProducts(reply.adminProducts))
      .catch((error: Error) => setProblem(error.message));
  }, [session]);
  useEffect(load, [load]);

  const chosen = products?.find((product) => product.sku === editing) ?? null;

  return (
    <section aria-labelledby="admin-catalogue-heading">
      <h2 id="admin-catalogue-heading">Catalogue</h2>
      <p>
        Stock counts every unit not yet sold, those held by payments in progress included. The basket and checkout use a new price at once;
        the product pages show it after the site's rebuild, which the change starts.
      </p>
      <FormAlert message={problem} />
      {products === null && !problem && <p>Loading the products…</p>}
      {products && (
        <table className="admin-table">
          <caption>Products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">List price</th>
              <th scope="col">Stock</th>
              <th scope="col">Free to sell</th>
              <th scope="col">Presale</th>
              <th scope="col">
                <span className="visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.sku}>
                <th scope="row">
                  {product.name}
                  <br />
                  <small>{product.sku}</small>
                </th>
                <td>{formatPounds(product.price)}</td>
                <td>{formatPounds(product.listPrice)}</td>
                <td>
                  {product.stockOnHand}
                  {product.heldByPayments > 0 && ` (${product.heldByPayments} held by payments)`}
                </td>
                <td>{product.available}</td>
                <td>{product.presaleDate ? `From ${product.presaleDate}, limit ${product.presaleLimit ?? 0}` : '—'}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Change ${product.name}`}
                    aria-expanded={editing === product.sku}
                    onClick={() => setEditing(product.sku)}
                  >
                    Change
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {chosen && (
        <ProductForm
          key={chosen.sku}
          product={chosen}
          session={session}
          onSaved={(saved) => setProducts((shown) => shown?.map((one) => (one.sku === saved.sku ? saved : one)) ?? [saved])}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function ProductForm({
  product,
  session,
  onSaved,
  onClose,
}: {
  product: Product;
  session: AdminSession;
  onSaved: (product: Product) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(product));
  const [done, setDone] = useState<string | null>(null);
  const { errors, general, saving, form, submit, refuse } = useRefusableForm();

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input')?.focus();
  }, [form]);

  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const save = () => {
    setDone(null);
    const parsed = parseDraft(draft);
    if (hasErrors(parsed.errors)) return refuse(parsed.errors, null);
    return submit(async () => {
      const input = { sku: product.sku, ...parsed.values };
      const saved = (await session.execute(AdminUpdateProductDocument, { tenant: session.tenant, input })).adminUpdateProduct;
      onSaved(saved);
      setDraft(draftOf(saved));
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
        <legend>Change {product.name}</legend>
        <Field label="Price (£)" inputMode="decimal" value={draft.price} error={errors.price} onValue={set('price')} />
        <Field
          label="List price (£)"
          inputMode="decimal"
          value={draft.listPrice}
          error={errors.listPrice}
          hint="The was price shown beside the price; the same as the price when there is no reduction."
          onValue={set('listPrice')}
        />
        <Field
          label="Stock on hand"
          inputMode="numeric"
          value={draft.stockOnHand}
          error={errors.stockOnHand}
          hint={
            product.heldByPayments > 0
              ? `Count every unit not yet sold: ${product.heldByPayments} of them are held by payments in progress.`
              : 'Count every unit not yet sold.'
          }
          onValue={set('stockOnHand')}
        />
        <Field
          label="Presale date (optional)"
          type="date"
          value={draft.presaleDate}
          error={errors.presaleDate}
          hint="The day pre-orders start to ship; leave empty when not on presale."
          onValue={set('presaleDate')}
        />
        <Field
          label="Presale limit (optional)"
          inputMode="numeric"
          value={draft.presaleLimit}
          error={errors.presaleLimit}
          hint="How many may be pre-ordered; needs a presale date."
          onValue={set('presaleLimit')}
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
        {saving ? 'Saving…' : 'Save changes'}
      </button>{' '}
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
