import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { authenticate } from '../auth/session.service.ts';
import { createContext, type App, type Context } from '../context.ts';
import { AppError, ServiceBusyError, ValidationError, internalErrorMessage, userErrorFromDatabase } from '../errors.ts';
import { schema } from '../schema.ts';
import { logError } from './log.ts';
import { bearerToken, currentRequestId } from './request-context.ts';

export interface ServerContext {
  requestId: string;
  ip: string;
}

/** Limits sized for the Relay client's own screens, with room for reporting tools. */
export const GRAPHQL_LIMITS = {
  maxDepth: 15,
  maxAliases: 30,
  maxCost: 20000,
  maxTokens: 5000,
  maxDirectives: 50,
};

export function createGraphqlServer(app: App): YogaServerInstance<ServerContext, Context> {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: `${app.config.basePath}/graphql`,
    graphiql: !app.config.production,
    landingPage: false,
    // Uploads are parsed by graphql-upload-minimal before yoga sees the request.
    multipart: false,
    batching: false,
    logging: false,
    context: async ({ request, requestId, ip }) =>
      createContext(app, requestId, ip, await authenticate(app, bearerToken(request.headers.get('authorization')))),
    maskedErrors: {
      maskError(error) {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        if (original instanceof AppError) return original;
        // Variables that do not fit the operation's types are refused before anything runs: graphql-js
        // words the reason ('Variable "$id" got invalid value ...'), and it is the caller's to see.
        if (error instanceof GraphQLError && !error.path && error.message.startsWith('Variable "$')) {
          return new ValidationError(error.message);
        }
        const fromDatabase = userErrorFromDatabase(original);
        if (fromDatabase instanceof ServiceBusyError) logError('database busy', { requestId: currentRequestId() });
        if (fromDatabase) return fromDatabase;
        // A malformed global id (say, a raw number from an old integration) is the caller's mistake.
        if (original instanceof PothosValidationError) return new ValidationError('Invalid ID');
        // Validation and parse errors of the GraphQL document itself are the client's to see.
        if (error instanceof GraphQLError && !error.originalError) return error;
        const requestId = currentRequestId();
        logError('unexpected error', { requestId, error: original });
        return new GraphQLError(internalErrorMessage(requestId), { extensions: { code: 'INTERNAL', requestId } });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        // Introspection counts too (its types nest without end); 15 still admits GraphiQL's own query.
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ignoreIntrospection: false },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        // Fragments are how Relay composes a screen, not extra nesting: they must not add depth cost.
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        blockFieldSuggestion: { enabled: app.config.production },
      }),
      ...(app.config.production ? [disableIntrospection()] : []),
    ],
  });
}

/** Production serves the Relay client and known integrations: the schema is not advertised. */
function disableIntrospection() {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: unknown) => void }) {
      addValidationRule((context: { reportError(e: GraphQLError): void }) => ({
        Field(node: { name: { value: string } }) {
          if (node.name.value === '__schema' || node.name.value === '__type') {
            context.reportError(new GraphQLError('Introspection is disabled'));
          }
        },
      }));
    },
  };
}
