import type { AdminSession } from '../admin-session.ts';
import { AdminDeliverShipmentDocument, AdminDispatchShipmentDocument } from '../gql/graphql.ts';

/**
 * The one next step of a shipment on the desk: dispatch it while it waits, mark it delivered once
 * it has left, with the carrier's tracking number when staff typed one (the dispatch mail carries
 * it). Answers the order as it now stands (the day's list and the detail both show it).
 */
export async function moveShipment(
  session: AdminSession,
  orderId: string,
  shipment: string,
  dispatching: boolean,
  trackingNumber?: string,
) {
  const variables = { tenant: session.tenant, orderId, shipment };
  return dispatching
    ? (await session.execute(AdminDispatchShipmentDocument, { ...variables, trackingNumber: trackingNumber?.trim() || null }))
        .adminDispatchShipment
    : (await session.execute(AdminDeliverShipmentDocument, variables)).adminDeliverShipment;
}
