import { orderMutations, orderQueries } from './orders.ts';
import { productQueries } from './products.ts';

type ResolverMap = Record<string, (...args: never[]) => unknown>;

interface AreaResolvers {
  Query?: ResolverMap;
  Mutation?: ResolverMap;
}

/** Each area of the API contributes its resolvers; a name defined twice is a start-up error. */
const areas: Record<string, AreaResolvers> = {
  orders: { Query: orderQueries, Mutation: orderMutations },
  catalogue: { Query: productQueries },
};

function merge(kind: 'Query' | 'Mutation'): ResolverMap {
  const merged: ResolverMap = {};
  for (const [area, resolvers] of Object.entries(areas)) {
    for (const [name, resolver] of Object.entries(resolvers[kind] ?? {})) {
      if (name in merged) throw new Error(`${kind}.${name} is defined twice (again in ${area}).`);
      merged[name] = resolver;
    }
  }
  return merged;
}

export const resolvers = { Query: merge('Query'), Mutation: merge('Mutation') };
