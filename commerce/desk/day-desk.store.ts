import type { Transaction } from 'kysely';
import type { ShipmentKey } from '../domain/delivery/shipments.ts';
import type { Database } from '../store/tables.ts';

/**
 * Puts a dispatched shipment back to waiting, as if it had not left: when it left and the
 * tracking given then go too (a later dispatch gives its own). Guarded on the status it was read
 * in, so an undo and a "mark delivered" in another tab cannot both win.
 */
export async function undoShipmentDispatchRow(tx: Transaction<Database>, orderId: string, key: ShipmentKey): Promise<boolean> {
  const result = await tx
    .updateTable('order_shipment')
    .set({ status: 'awaitingDispatch', dispatched_at: null, tracking_number: null, tracking_url: null })
    .where('order_id', '=', orderId)
    .where('shipment_key', '=', key)
    .where('status', '=', 'dispatched')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Puts a delivered shipment back on the road (dispatched, as it was before): when it arrived
 * goes. Guarded on the status it was read in, like the dispatch's undo.
 */
export async function undoShipmentDeliveryRow(tx: Transaction<Database>, orderId: string, key: ShipmentKey): Promise<boolean> {
  const result = await tx
    .updateTable('order_shipment')
    .set({ status: 'dispatched', delivered_at: null })
    .where('order_id', '=', orderId)
    .where('shipment_key', '=', key)
    .where('status', '=', 'delivered')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
