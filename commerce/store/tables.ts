import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Row types of the commerce store, as Kysely sees them. Money columns are integer pence. */
export interface Database {
  tenant: TenantTable;
  sales_channel: SalesChannelTable;
  api_key: ApiKeyTable;
  product: ProductTable;
  orders: OrderTable;
  order_item: OrderItemTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TenantTable {
  id: string;
  name: string;
}

export interface SalesChannelTable {
  id: string;
  tenant_id: string;
  name: string;
  brand: string;
  currency_code: string;
  default_postcode: string;
}

/** A publishable key: it names the storefront, it is not a secret. */
export interface ApiKeyTable {
  key: string;
  tenant_id: string;
  sales_channel_id: string;
  description: string;
}

export interface ProductTable {
  tenant_id: string;
  /** The SKU code. Immutable: the CMS refers to it, so a renamed product is a new SKU. */
  id: string;
  sku_name: string;
  short_name: string;
  current_price_pence: number;
  list_price_pence: number;
  vat_rate_basis_points: number;
  weight_grams: number;
  on_hand: number;
  presale_date: string | null;
  presale_limit: number | null;
  alternate_product_id: string | null;
  image_url: string;
  product_url: string;
  sort: number;
}

export interface OrderTable {
  id: string;
  tenant_id: string;
  sales_channel_id: string;
  status: string;
  payment_status: string;
  guest: boolean;
  currency_code: string;
  gtag_client_id: string | null;
  /** Bumped by every change; updates name the version they read (optimistic concurrency). */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemTable {
  id: string;
  order_id: string;
  product_id: string;
  sku_code: string;
  name: string;
  quantity: number;
  /** Price and VAT rate as they were when the line was last priced: the line's snapshot. */
  unit_price_pence: number;
  vat_rate_basis_points: number;
  weight_grams: number;
  image_url: string;
  product_url: string;
  position: Generated<number>;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
