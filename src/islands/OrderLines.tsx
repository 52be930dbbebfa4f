import { formatPounds } from '../lib/commerce/format.ts';

export interface OrderLine {
  id: string;
  code: string;
  name: string;
  productUrl: string;
  quantity: number;
  unitAmount: number;
  totalAmount: number;
}

/** The lines of a placed order, on its order page and in the account's order detail. */
export function OrderLines({ items }: { items: readonly OrderLine[] }) {
  return (
    <table className="order-lines">
      <caption className="visually-hidden">What you ordered</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Price each</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-sku={item.code}>
            <th scope="row"><a href={item.productUrl}>{item.name}</a></th>
            <td>{item.quantity}</td>
            <td>{formatPounds(item.unitAmount)}</td>
            <td>{formatPounds(item.totalAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
