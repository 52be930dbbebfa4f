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
    "fragment DeskCustomer on AdminCustomer {\n  id\n  email\n  firstName\n  lastName\n  salesChannel\n  creditBalance\n  credits {\n    id\n    date\n    amount\n    description\n  }\n}\n\nquery AdminFindCustomers($tenant: String!, $search: String!) {\n  adminFindCustomers(tenant: $tenant, search: $search) {\n    ...DeskCustomer\n  }\n}\n\nquery AdminCustomer($tenant: String!, $customerId: ID!) {\n  adminCustomer(tenant: $tenant, customerId: $customerId) {\n    ...DeskCustomer\n  }\n}\n\nmutation AdminGrantCredit($tenant: String!, $customerId: ID!, $amount: Float!, $reason: String!) {\n  adminGrantCredit(\n    tenant: $tenant\n    customerId: $customerId\n    amount: $amount\n    reason: $reason\n  ) {\n    ...DeskCustomer\n  }\n}\n\nmutation AdminRemoveCredit($tenant: String!, $customerId: ID!, $amount: Float!, $reason: String!) {\n  adminRemoveCredit(\n    tenant: $tenant\n    customerId: $customerId\n    amount: $amount\n    reason: $reason\n  ) {\n    ...DeskCustomer\n  }\n}": typeof types.DeskCustomerFragmentDoc,
    "fragment DeskReview on AdminReview {\n  id\n  productId\n  product\n  title\n  body\n  author\n  rating\n  writtenAt\n  status\n}\n\nquery AdminPendingReviews($tenant: String!, $first: Int) {\n  adminPendingReviews(tenant: $tenant, first: $first) {\n    ...DeskReview\n  }\n}\n\nmutation AdminModerateReview($tenant: String!, $reviewId: ID!, $decision: ReviewDecision!, $reason: String) {\n  adminModerateReview(\n    tenant: $tenant\n    reviewId: $reviewId\n    decision: $decision\n    reason: $reason\n  ) {\n    ...DeskReview\n  }\n}": typeof types.DeskReviewFragmentDoc,
    "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}": typeof types.AdminMeDocument,
};
const documents: Documents = {
    "query AdminAudit($tenant: String!, $subjectKind: String, $subjectId: String, $first: Int, $after: String) {\n  adminAudit(\n    tenant: $tenant\n    subjectKind: $subjectKind\n    subjectId: $subjectId\n    first: $first\n    after: $after\n  ) {\n    entries {\n      id\n      at\n      staffEmail\n      action\n      subjectKind\n      subjectId\n      before\n      after\n      reason\n    }\n    nextCursor\n  }\n}": types.AdminAuditDocument,
    "fragment DeskCustomer on AdminCustomer {\n  id\n  email\n  firstName\n  lastName\n  salesChannel\n  creditBalance\n  credits {\n    id\n    date\n    amount\n    description\n  }\n}\n\nquery AdminFindCustomers($tenant: String!, $search: String!) {\n  adminFindCustomers(tenant: $tenant, search: $search) {\n    ...DeskCustomer\n  }\n}\n\nquery AdminCustomer($tenant: String!, $customerId: ID!) {\n  adminCustomer(tenant: $tenant, customerId: $customerId) {\n    ...DeskCustomer\n  }\n}\n\nmutation AdminGrantCredit($tenant: String!, $customerId: ID!, $amount: Float!, $reason: String!) {\n  adminGrantCredit(\n    tenant: $tenant\n    customerId: $customerId\n    amount: $amount\n    reason: $reason\n  ) {\n    ...DeskCustomer\n  }\n}\n\nmutation AdminRemoveCredit($tenant: String!, $customerId: ID!, $amount: Float!, $reason: String!) {\n  adminRemoveCredit(\n    tenant: $tenant\n    customerId: $customerId\n    amount: $amount\n    reason: $reason\n  ) {\n    ...DeskCustomer\n  }\n}": types.DeskCustomerFragmentDoc,
    "fragment DeskReview on AdminReview {\n  id\n  productId\n  product\n  title\n  body\n  author\n  rating\n  writtenAt\n  status\n}\n\nquery AdminPendingReviews($tenant: String!, $first: Int) {\n  adminPendingReviews(tenant: $tenant, first: $first) {\n    ...DeskReview\n  }\n}\n\nmutation AdminModerateReview($tenant: String!, $reviewId: ID!, $decision: ReviewDecision!, $reason: String) {\n  adminModerateReview(\n    tenant: $tenant\n    reviewId: $reviewId\n    decision: $decision\n    reason: $reason\n  ) {\n    ...DeskReview\n  }\n}": types.DeskReviewFragmentDoc,
    "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}": types.AdminMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAudit($tenant: String!, $subjectKind: String, $subjectId: String, $first: Int, $after: String) {\n  adminAudit(\n    tenant: $tenant\n    subjectKind: $subjectKind\n    subjectId: $subjectId\n    first: $first\n    after: $after\n  ) {\n    entries {\n      id\n      at\n      staffEmail\n      action\n      subjectKind\n      subjectId\n      before\n      after\n      reason\n    }\n    nextCursor\n  }\n}"): typeof import('./graphql').AdminAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DeskCustomer on AdminCustomer {\n  id\n  email\n  firstName\n  lastName\n  salesChannel\n  creditBalance\n  credits {\n    id\n    date\n    amount\n    description\n  }\n}\n\nquery AdminFindCustomers($tenant: String!, $search: String!) {\n  adminFindCustomers(tenant: $tenant, search: $search) {\n    ...DeskCustomer\n  }\n}\n\nquery AdminCustomer($tenant: String!, $customerId: ID!) {\n  adminCustomer(tenant: $tenant, customerId: $customerId) {\n    ...DeskCustomer\n  }\n}\n\nmutation AdminGrantCredit($tenant: String!, $customerId: ID!, $amount: Float!, $reason: String!) {\n  adminGrantCredit(\n    tenant: $tenant\n    customerId: $customerId\n    amount: $amount\n    reason: $reason\n  ) {\n    ...DeskCustomer\n  }\n}\n\nmutation AdminRemoveCredit($tenant: String!, $customerId: ID!, $amount: Float!, $reason: String!) {\n  adminRemoveCredit(\n    tenant: $tenant\n    customerId: $customerId\n    amount: $amount\n    reason: $reason\n  ) {\n    ...DeskCustomer\n  }\n}"): typeof import('./graphql').DeskCustomerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DeskReview on AdminReview {\n  id\n  productId\n  product\n  title\n  body\n  author\n  rating\n  writtenAt\n  status\n}\n\nquery AdminPendingReviews($tenant: String!, $first: Int) {\n  adminPendingReviews(tenant: $tenant, first: $first) {\n    ...DeskReview\n  }\n}\n\nmutation AdminModerateReview($tenant: String!, $reviewId: ID!, $decision: ReviewDecision!, $reason: String) {\n  adminModerateReview(\n    tenant: $tenant\n    reviewId: $reviewId\n    decision: $decision\n    reason: $reason\n  ) {\n    ...DeskReview\n  }\n}"): typeof import('./graphql').DeskReviewFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}"): typeof import('./graphql').AdminMeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
