import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js reports a variable it cannot coerce (say, a quantity past 32 bits) as an error
 * with no path and no code. Those are always the caller's input, so they get BAD_USER_INPUT,
 * and every error a client sees carries a code it can act on.
 */
export function codeRequestErrors(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const errors = result.errors.map((error) =>
            error.path || error.extensions?.code
              ? error
              : new GraphQLError(error.message, {
                  nodes: error.nodes,
                  originalError: error.originalError ?? undefined,
                  extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
                }),
          );
          setResult({ ...result, errors });
        },
      };
    },
  };
}
