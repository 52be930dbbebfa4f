/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminAudit($tenant: String!, $subjectKind: String, $subjectId: String, $first: Int, $after: String) {\n  adminAudit(\n    tenant: $tenant\n    subjectKind: $subjectKind\n    subjectId: $subjectId\n    first: $first\n    after: $after\n  ) {\n    entries {\n      id\n      at\n      staffEmail\n      action\n      subjectKind\n      subjectId\n      before\n      after\n      reason\n    }\n    nextCursor\n  }\n}": typeof types.AdminAuditDocument,
    "fragment AdminProductFields on AdminProduct {\n  sku\n  name\n  price\n  listPrice\n  stockOnHand\n  heldByPayments\n  available\n  presaleDate\n  presaleLimit\n  presaleHeldByPayments\n}\n\nquery AdminProducts($tenant: String!) {\n  adminProducts(tenant: $tenant) {\n    ...AdminProductFields\n  }\n}\n\nmutation AdminUpdateProduct($tenant: String!, $input: AdminProductInput!) {\n  adminUpdateProduct(tenant: $tenant, input: $input) {\n    ...AdminProductFields\n  }\n}": typeof types.AdminProductFieldsFragmentDoc,
    "fragment AdminCouponFields on AdminCoupon {\n  code\n  name\n  kind\n  percent\n  amount\n  minSpend\n  startsAt\n  endsAt\n  maxUses\n  maxUsesPerCustomer\n  state\n  redemptions\n  discounted\n}\n\nquery AdminCoupons($tenant: String!) {\n  adminCoupons(tenant: $tenant) {\n    ...AdminCouponFields\n  }\n}\n\nmutation AdminCreateCoupon($tenant: String!, $input: AdminCouponInput!) {\n  adminCreateCoupon(tenant: $tenant, input: $input) {\n    ...AdminCouponFields\n  }\n}\n\nmutation AdminEndCoupon($tenant: String!, $code: String!) {\n  adminEndCoupon(tenant: $tenant, code: $code) {\n    ...AdminCouponFields\n  }\n}": typeof types.AdminCouponFieldsFragmentDoc,
    "fragment AdminClosedDayFields on AdminClosedDay {\n  date\n  name\n  kind\n  regions\n}\n\nfragment AdminDeliveryCutoffFields on AdminDeliveryCutoff {\n  methodId\n  methodName\n  enabled\n  courierId\n  courierName\n  cutoffTime\n}\n\nquery AdminDeliveryDesk($tenant: String!) {\n  adminClosedDays(tenant: $tenant) {\n    ...AdminClosedDayFields\n  }\n  adminDeliveryCutoffs(tenant: $tenant) {\n    ...AdminDeliveryCutoffFields\n  }\n}\n\nmutation AdminAddClosedDay($tenant: String!, $input: AdminClosedDayInput!) {\n  adminAddClosedDay(tenant: $tenant, input: $input) {\n    ...AdminClosedDayFields\n  }\n}\n\nmutation AdminRemoveClosedDay($tenant: String!, $date: String!, $kind: AdminClosedDayKind!, $region: AdminCalendarRegion) {\n  adminRemoveClosedDay(tenant: $tenant, date: $date, kind: $kind, region: $region) {\n    ...AdminClosedDayFields\n  }\n}\n\nmutation AdminSetDeliveryCutoff($tenant: String!, $methodId: ID!, $cutoffTime: String!) {\n  adminSetDeliveryCutoff(\n    tenant: $tenant\n    methodId: $methodId\n    cutoffTime: $cutoffTime\n  ) {\n    ...AdminDeliveryCutoffFields\n  }\n}": typeof types.AdminClosedDayFieldsFragmentDoc,
    "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}": typeof types.AdminMeDocument,
};
const documents: Documents = {
    "query AdminAudit($tenant: String!, $subjectKind: String, $subjectId: String, $first: Int, $after: String) {\n  adminAudit(\n    tenant: $tenant\n    subjectKind: $subjectKind\n    subjectId: $subjectId\n    first: $first\n    after: $after\n  ) {\n    entries {\n      id\n      at\n      staffEmail\n      action\n      subjectKind\n      subjectId\n      before\n      after\n      reason\n    }\n    nextCursor\n  }\n}": types.AdminAuditDocument,
    "fragment AdminProductFields on AdminProduct {\n  sku\n  name\n  price\n  listPrice\n  stockOnHand\n  heldByPayments\n  available\n  presaleDate\n  presaleLimit\n  presaleHeldByPayments\n}\n\nquery AdminProducts($tenant: String!) {\n  adminProducts(tenant: $tenant) {\n    ...AdminProductFields\n  }\n}\n\nmutation AdminUpdateProduct($tenant: String!, $input: AdminProductInput!) {\n  adminUpdateProduct(tenant: $tenant, input: $input) {\n    ...AdminProductFields\n  }\n}": types.AdminProductFieldsFragmentDoc,
    "fragment AdminCouponFields on AdminCoupon {\n  code\n  name\n  kind\n  percent\n  amount\n  minSpend\n  startsAt\n  endsAt\n  maxUses\n  maxUsesPerCustomer\n  state\n  redemptions\n  discounted\n}\n\nquery AdminCoupons($tenant: String!) {\n  adminCoupons(tenant: $tenant) {\n    ...AdminCouponFields\n  }\n}\n\nmutation AdminCreateCoupon($tenant: String!, $input: AdminCouponInput!) {\n  adminCreateCoupon(tenant: $tenant, input: $input) {\n    ...AdminCouponFields\n  }\n}\n\nmutation AdminEndCoupon($tenant: String!, $code: String!) {\n  adminEndCoupon(tenant: $tenant, code: $code) {\n    ...AdminCouponFields\n  }\n}": types.AdminCouponFieldsFragmentDoc,
    "fragment AdminClosedDayFields on AdminClosedDay {\n  date\n  name\n  kind\n  regions\n}\n\nfragment AdminDeliveryCutoffFields on AdminDeliveryCutoff {\n  methodId\n  methodName\n  enabled\n  courierId\n  courierName\n  cutoffTime\n}\n\nquery AdminDeliveryDesk($tenant: String!) {\n  adminClosedDays(tenant: $tenant) {\n    ...AdminClosedDayFields\n  }\n  adminDeliveryCutoffs(tenant: $tenant) {\n    ...AdminDeliveryCutoffFields\n  }\n}\n\nmutation AdminAddClosedDay($tenant: String!, $input: AdminClosedDayInput!) {\n  adminAddClosedDay(tenant: $tenant, input: $input) {\n    ...AdminClosedDayFields\n  }\n}\n\nmutation AdminRemoveClosedDay($tenant: String!, $date: String!, $kind: AdminClosedDayKind!, $region: AdminCalendarRegion) {\n  adminRemoveClosedDay(tenant: $tenant, date: $date, kind: $kind, region: $region) {\n    ...AdminClosedDayFields\n  }\n}\n\nmutation AdminSetDeliveryCutoff($tenant: String!, $methodId: ID!, $cutoffTime: String!) {\n  adminSetDeliveryCutoff(\n    tenant: $tenant\n    methodId: $methodId\n    cutoffTime: $cutoffTime\n  ) {\n    ...AdminDeliveryCutoffFields\n  }\n}": types.AdminClosedDayFieldsFragmentDoc,
    "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}": types.AdminMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAudit($tenant: String!, $subjectKind: String, $subjectId: String, $first: Int, $after: String) {\n  adminAudit(\n    tenant: $tenant\n    subjectKind: $subjectKind\n    subjectId: $subjectId\n    first: $first\n    after: $after\n  ) {\n    entries {\n      id\n      at\n      staffEmail\n      action\n      subjectKind\n      subjectId\n      before\n      after\n      reason\n    }\n    nextCursor\n  }\n}"): typeof import('./graphql').AdminAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminProductFields on AdminProduct {\n  sku\n  name\n  price\n  listPrice\n  stockOnHand\n  heldByPayments\n  available\n  presaleDate\n  presaleLimit\n  presaleHeldByPayments\n}\n\nquery AdminProducts($tenant: String!) {\n  adminProducts(tenant: $tenant) {\n    ...AdminProductFields\n  }\n}\n\nmutation AdminUpdateProduct($tenant: String!, $input: AdminProductInput!) {\n  adminUpdateProduct(tenant: $tenant, input: $input) {\n    ...AdminProductFields\n  }\n}"): typeof import('./graphql').AdminProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminCouponFields on AdminCoupon {\n  code\n  name\n  kind\n  percent\n  amount\n  minSpend\n  startsAt\n  endsAt\n  maxUses\n  maxUsesPerCustomer\n  state\n  redemptions\n  discounted\n}\n\nquery AdminCoupons($tenant: String!) {\n  adminCoupons(tenant: $tenant) {\n    ...AdminCouponFields\n  }\n}\n\nmutation AdminCreateCoupon($tenant: String!, $input: AdminCouponInput!) {\n  adminCreateCoupon(tenant: $tenant, input: $input) {\n    ...AdminCouponFields\n  }\n}\n\nmutation AdminEndCoupon($tenant: String!, $code: String!) {\n  adminEndCoupon(tenant: $tenant, code: $code) {\n    ...AdminCouponFields\n  }\n}"): typeof import('./graphql').AdminCouponFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminClosedDayFields on AdminClosedDay {\n  date\n  name\n  kind\n  regions\n}\n\nfragment AdminDeliveryCutoffFields on AdminDeliveryCutoff {\n  methodId\n  methodName\n  enabled\n  courierId\n  courierName\n  cutoffTime\n}\n\nquery AdminDeliveryDesk($tenant: String!) {\n  adminClosedDays(tenant: $tenant) {\n    ...AdminClosedDayFields\n  }\n  adminDeliveryCutoffs(tenant: $tenant) {\n    ...AdminDeliveryCutoffFields\n  }\n}\n\nmutation AdminAddClosedDay($tenant: String!, $input: AdminClosedDayInput!) {\n  adminAddClosedDay(tenant: $tenant, input: $input) {\n    ...AdminClosedDayFields\n  }\n}\n\nmutation AdminRemoveClosedDay($tenant: String!, $date: String!, $kind: AdminClosedDayKind!, $region: AdminCalendarRegion) {\n  adminRemoveClosedDay(tenant: $tenant, date: $date, kind: $kind, region: $region) {\n    ...AdminClosedDayFields\n  }\n}\n\nmutation AdminSetDeliveryCutoff($tenant: String!, $methodId: ID!, $cutoffTime: String!) {\n  adminSetDeliveryCutoff(\n    tenant: $tenant\n    methodId: $methodId\n    cutoffTime: $cutoffTime\n  ) {\n    ...AdminDeliveryCutoffFields\n  }\n}"): typeof import('./graphql').AdminClosedDayFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}"): typeof import('./graphql').AdminMeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
