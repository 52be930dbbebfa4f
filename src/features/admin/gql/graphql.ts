/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ReviewDecision =
  | 'approve'
  | 'reject';

export type ReviewStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type AdminAuditQueryVariables = Exact<{
  tenant: string;
  subjectKind?: string | null | undefined;
  subjectId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditQuery = { adminAudit: { nextCursor: string | null, entries: Array<{ id: string, at: string, staffEmail: string, action: string, subjectKind: string, subjectId: string, before: string | null, after: string | null, reason: string | null }> } };

export type DeskCustomerFragment = { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> };

export type AdminFindCustomersQueryVariables = Exact<{
  tenant: string;
  search: string;
}>;


export type AdminFindCustomersQuery = { adminFindCustomers: Array<{ id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> }> };

export type AdminCustomerQueryVariables = Exact<{
  tenant: string;
  customerId: string;
}>;


export type AdminCustomerQuery = { adminCustomer: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> } | null };

export type AdminGrantCreditMutationVariables = Exact<{
  tenant: string;
  customerId: string;
  amount: number;
  reason: string;
}>;


export type AdminGrantCreditMutation = { adminGrantCredit: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> } };

export type AdminRemoveCreditMutationVariables = Exact<{
  tenant: string;
  customerId: string;
  amount: number;
  reason: string;
}>;


export type AdminRemoveCreditMutation = { adminRemoveCredit: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> } };

export type DeskReviewFragment = { id: string, productId: string, product: string, title: string, body: string, author: string, rating: number, writtenAt: string, status: ReviewStatus };

export type AdminPendingReviewsQueryVariables = Exact<{
  tenant: string;
  first?: number | null | undefined;
}>;


export type AdminPendingReviewsQuery = { adminPendingReviews: Array<{ id: string, productId: string, product: string, title: string, body: string, author: string, rating: number, writtenAt: string, status: ReviewStatus }> };

export type AdminModerateReviewMutationVariables = Exact<{
  tenant: string;
  reviewId: string;
  decision: ReviewDecision;
  reason?: string | null | undefined;
}>;


export type AdminModerateReviewMutation = { adminModerateReview: { id: string, productId: string, product: string, title: string, body: string, author: string, rating: number, writtenAt: string, status: ReviewStatus } };

export type AdminMeQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminMeQuery = { adminMe: { email: string, tenant: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DeskCustomerFragmentDoc = new TypedDocumentString(`
    fragment DeskCustomer on AdminCustomer {
  id
  email
  firstName
  lastName
  salesChannel
  creditBalance
  credits {
    id
    date
    amount
    description
  }
}
    `, {"fragmentName":"DeskCustomer"}) as unknown as TypedDocumentString<DeskCustomerFragment, unknown>;
export const DeskReviewFragmentDoc = new TypedDocumentString(`
    fragment DeskReview on AdminReview {
  id
  productId
  product
  title
  body
  author
  rating
  writtenAt
  status
}
    `, {"fragmentName":"DeskReview"}) as unknown as TypedDocumentString<DeskReviewFragment, unknown>;
export const AdminAuditDocument = {"__meta__":{"hash":"a294bae9254ef52d8772b512c088169398015b4c78810cdcdfb551a3e5501372"}} as unknown as TypedDocumentString<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminFindCustomersDocument = {"__meta__":{"hash":"303b858eb1d96ffbeaba76c56d6d67d80d8455f0b53267227d44c8e2f105f093"}} as unknown as TypedDocumentString<AdminFindCustomersQuery, AdminFindCustomersQueryVariables>;
export const AdminCustomerDocument = {"__meta__":{"hash":"7ae2c5defaef480a0f2ccbf310e30b542ba16b248e782e0c911f148a580512f3"}} as unknown as TypedDocumentString<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminGrantCreditDocument = {"__meta__":{"hash":"2d343c3867466b053aa60d53018549067954888da5934ee775013eab01a30617"}} as unknown as TypedDocumentString<AdminGrantCreditMutation, AdminGrantCreditMutationVariables>;
export const AdminRemoveCreditDocument = {"__meta__":{"hash":"d4ca4deb8ef0ecb71e68df56c1bf3d589b16dc6ab9f970226f6c4f7208a0b9a0"}} as unknown as TypedDocumentString<AdminRemoveCreditMutation, AdminRemoveCreditMutationVariables>;
export const AdminPendingReviewsDocument = {"__meta__":{"hash":"0ddd16339b8e5f9d676c8ab8cb020087a6054eb13bf661c8f351ed1a56ce8877"}} as unknown as TypedDocumentString<AdminPendingReviewsQuery, AdminPendingReviewsQueryVariables>;
export const AdminModerateReviewDocument = {"__meta__":{"hash":"3b69e083c16469cbc528c44cd9a54d493ae9b585faedbeb00364452f32b2b6d9"}} as unknown as TypedDocumentString<AdminModerateReviewMutation, AdminModerateReviewMutationVariables>;
export const AdminMeDocument = {"__meta__":{"hash":"cc9bc95a78e22c77038f4738e78228da3622e81947c95f4ff88f3f1d026dd7fc"}} as unknown as TypedDocumentString<AdminMeQuery, AdminMeQueryVariables>;