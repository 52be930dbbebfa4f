/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminAuditQueryVariables = Exact<{
  tenant: string;
  subjectKind?: string | null | undefined;
  subjectId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditQuery = { adminAudit: { nextCursor: string | null, entries: Array<{ id: string, at: string, staffEmail: string, action: string, subjectKind: string, subjectId: string, before: string | null, after: string | null, reason: string | null }> } };

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

export const AdminAuditDocument = {"__meta__":{"hash":"a294bae9254ef52d8772b512c088169398015b4c78810cdcdfb551a3e5501372"}} as unknown as TypedDocumentString<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminMeDocument = {"__meta__":{"hash":"cc9bc95a78e22c77038f4738e78228da3622e81947c95f4ff88f3f1d026dd7fc"}} as unknown as TypedDocumentString<AdminMeQuery, AdminMeQueryVariables>;