import type { AdminSession } from '../admin-session.ts';
import { AdminDispatchShipmentDocument } from '../gql/graphql.ts';

/**
 * An order detail's dispatch of one waiting shipment, with the carrier's tracking number when
 * staff typed one (the dispatch mail carries it). Answers the order as it now stands. (Marking
 * it delivered goes through the day list's confirmation instead: DetailDelivered.tsx.)
 */
export async function dispatchShipment(session: AdminSession, orderId: string, shipment: string, trackingNumber?: string) {
  const variables = { tenant: session.tenant, orderId, shipment, trackingNumber: trackingNumber?.trim() || null };
  return (await session.execute(AdminDispatchShipmentDocument, variables)).adminDispatchShipment;
}
