import { useCallback, useEffect, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import {
  AdminCatalogueDocument,
  AdminRestoreProductDocument,
  AdminRetireProductDocument,
  type AdminCatalogueQuery,
} from '../gql/graphql.ts';
import { CatalogueTransfer } from './CatalogueTransfer.tsx';
import { ProductForm } from './ProductForm.tsx';
import type { Product } from './product-form.ts';
import './catalogue-desk.css';

type VatClass = AdminCatalogueQuery['adminVatClasses'][number];

/** Catalogue: the products, new ones, their details, retiring and restoring, and the CSV. */
export default function CatalogueDesk({ session }: { session: AdminSession }) {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [vatClasses, setVatClasses] = useState<VatClass[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState('');
  // A SKU being changed, 'new' for the new-product form, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    setProblem(null);
    void session
      .execute(AdminCatalogueDocument, { tenant: session.tenant })
      .then((reply) => {
        setProducts(reply.adminProducts);
        setVatClasses(reply.adminVatClasses);
      })
      .catch((error: Error) => setProblem(error.message));
  }, [session]);
  useEffect(load, [load]);

  const replace = (sku: string, saved: Product) =>
    setProducts((shown) => {
      if (!shown) return [saved];
      return shown.some((one) => one.sku === sku) ? shown.map((one) => (one.sku === sku ? saved : one)) : [...shown, saved];
    });

  const retireOrRestore = async (product: Product) => {
    if (busy) return;
    setBusy(product.sku);
    setProblem(null);
    try {
      const retiring = product.status === 'active';
      const saved = retiring
        ? (await session.execute(AdminRetireProductDocument, { tenant: session.tenant, sku: product.sku })).adminRetireProduct
        : (await session.execute(AdminRestoreProductDocument, { tenant: session.tenant, sku: product.sku })).adminRestoreProduct;
      replace(product.sku, saved);
      setNews(retiring ? `${saved.name} is retired: off the shop, kept in orders and receipts.` : `${saved.name} is back on sale.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(null);
    }
  };

  const chosen = editing === 'new' ? null : (products?.find((product) => product.sku === editing) ?? null);

  return (
    <section aria-labelledby="admin-catalogue-heading" className="catalogue-desk">
      <h2 id="admin-catalogue-heading">Catalogue</h2>
      <p>
        Stock counts every unit not yet sold, those held by payments in progress included. The basket and checkout use a change at once; the
        product pages show it after the site's rebuild, which the change starts. A retired product leaves the shop and any basket holding
        it, and stays in its orders and receipts.
      </p>
      <FormAlert message={problem} />
      <p role="status">{news}</p>
      {products && (
        <p>
          <button type="button" className="button button--primary" aria-expanded={editing === 'new'} onClick={() => setEditing('new')}>
            New product
          </button>
        </p>
      )}
      {editing === 'new' && products && (
        <ProductForm
          key="new"
          product={null}
          products={products}
          vatClasses={vatClasses}
          session={session}
          onSaved={(saved) => {
            replace(saved.sku, saved);
            setEditing(saved.sku);
            setNews(`Added ${saved.name} (${saved.sku}): on sale now.`);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {products === null && !problem && <p>Loading the products…</p>}
      {products && (
        <table className="admin-table catalogue-table">
          <caption>Products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">List price</th>
              <th scope="col">Stock</th>
              <th scope="col">Free to sell</th>
              <th scope="col">Presale</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.sku} className={product.status === 'retired' ? 'catalogue-table__retired' : undefined}>
                <th scope="row">
                  {product.name}
                  <br />
                  <small>{product.sku}</small>
                </th>
                <td data-label="Price">{formatPounds(product.price)}</td>
                <td data-label="List price">{formatPounds(product.listPrice)}</td>
                <td data-label="Stock">
                  {product.stockOnHand}
                  {product.heldByPayments > 0 && ` (${product.heldByPayments} held by payments)`}
                </td>
                <td data-label="Free to sell">{product.available}</td>
                <td data-label="Presale">
                  {product.presaleDate ? `From ${product.presaleDate}, limit ${product.presaleLimit ?? 0}` : '—'}
                </td>
                <td data-label="Status">{product.status === 'active' ? 'On sale' : 'Retired'}</td>
                <td className="catalogue-table__actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Change ${product.name}`}
                    aria-expanded={editing === product.sku}
                    onClick={() => setEditing(product.sku)}
                  >
                    Change
                  </button>{' '}
                  <button
                    type="button"
                    className="button"
                    aria-label={`${product.status === 'active' ? 'Retire' : 'Restore'} ${product.name}`}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => void retireOrRestore(product)}
                  >
                    {product.status === 'active' ? 'Retire' : 'Restore'}
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
          products={products ?? []}
          vatClasses={vatClasses}
          session={session}
          onSaved={(saved) => {
            replace(chosen.sku, saved);
            setEditing(saved.sku);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {products && <CatalogueTransfer session={session} onImported={load} />}
    </section>
  );
}
