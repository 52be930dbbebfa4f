import type { ShopChannel } from '../../lib/channel.ts';
import { type CommerceTransport, execute } from '../../lib/commerce/client.ts';
import {
  type AccountPlanFragment,
  CreatePlanDocument,
  type DeliveryPlanInput,
  type DeliveryPlanMove,
  GetMyPlansDocument,
  GetPlanFirstDateDocument,
  GetPlanSuggestionsDocument,
  MovePlanDocument,
} from '../../lib/commerce/gql/graphql.ts';
import { type FailureListener, orNull } from '../../lib/commerce/outcome.ts';

export type AccountPlan = AccountPlanFragment;

/** The plans tab's calls and the order page's "deliver this again" (signed in). */
export function planCalls(transport: CommerceTransport, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getMyPlans: (onError?: FailureListener) =>
      orNull(
        'getMyDeliveryPlans',
        async () => (await execute(transport, GetMyPlansDocument, { tenant, salesChannel })).getMyDeliveryPlans,
        onError,
      ),
    getSuggestions: (orderId: string, onError?: FailureListener) =>
      orNull(
        'getDeliveryPlanSuggestions',
        async () => (await execute(transport, GetPlanSuggestionsDocument, { orderId, tenant, salesChannel })).getDeliveryPlanSuggestions,
        onError,
      ),
    /** The first date a plan from this order can deliver on, as the checkout would offer it now (null: the checkout will choose). */
    getFirstDate: (orderId: string, onError?: FailureListener) =>
      orNull(
        'getDeliveryPlanFirstDate',
        async () => (await execute(transport, GetPlanFirstDateDocument, { orderId, tenant, salesChannel })).getDeliveryPlanFirstDate,
        onError,
      ),
    createPlan: (input: DeliveryPlanInput, onError?: FailureListener) =>
      orNull(
        'createDeliveryPlan',
        async () => (await execute(transport, CreatePlanDocument, { input, tenant, salesChannel })).createDeliveryPlan,
        onError,
      ),
    movePlan: (planId: string, move: DeliveryPlanMove, date: string | null, onError?: FailureListener) =>
      orNull(
        'moveDeliveryPlan',
        async () => (await execute(transport, MovePlanDocument, { planId, move, date, tenant, salesChannel })).moveDeliveryPlan,
        onError,
      ),
  };
}
