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
    "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}": typeof types.AdminMeDocument,
};
const documents: Documents = {
    "query AdminAudit($tenant: String!, $subjectKind: String, $subjectId: String, $first: Int, $after: String) {\n  adminAudit(\n    tenant: $tenant\n    subjectKind: $subjectKind\n    subjectId: $subjectId\n    first: $first\n    after: $after\n  ) {\n    entries {\n      id\n      at\n      staffEmail\n      action\n      subjectKind\n      subjectId\n      before\n      after\n      reason\n    }\n    nextCursor\n  }\n}": types.AdminAuditDocument,
    "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}": types.AdminMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAudit($tenant: String!, $subjectKind: String, $subjectId: String, $first: Int, $after: String) {\n  adminAudit(\n    tenant: $tenant\n    subjectKind: $subjectKind\n    subjectId: $subjectId\n    first: $first\n    after: $after\n  ) {\n    entries {\n      id\n      at\n      staffEmail\n      action\n      subjectKind\n      subjectId\n      before\n      after\n      reason\n    }\n    nextCursor\n  }\n}"): typeof import('./graphql').AdminAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMe($tenant: String!) {\n  adminMe(tenant: $tenant) {\n    email\n    tenant\n  }\n}"): typeof import('./graphql').AdminMeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
