import { z } from 'zod';

/** The order mail's own setting: where the shop's notice of each placed order goes. */
export interface OrderMailSettings {
  /** HEARTH_ORDERS_MAIL_TO; null: the seller's own email (SellerIdentity.email). */
  ordersMailTo: string | null;
}

const ordersMailTo = z.string().trim().pipe(z.email('HEARTH_ORDERS_MAIL_TO must be one email address, such as orders@hearth.example'));

/** Reads the order mail settings; a bad address stops start-up with the setting's name. */
export function readOrderMailSettings(env: Record<string, string | undefined>): OrderMailSettings {
  const raw = env.HEARTH_ORDERS_MAIL_TO;
  if (raw === undefined || raw.trim() === '') return { ordersMailTo: null };
  const parsed = ordersMailTo.safeParse(raw);
  if (!parsed.success) throw new Error(`Server settings are not valid: ${parsed.error.issues[0]!.message}.`);
  return { ordersMailTo: parsed.data };
}
