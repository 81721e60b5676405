import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { createRequire } from 'node:module';
import { createYoga, type GraphiQLOptions, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type App, type Context, type Viewer } from '../context.ts';
import { AppError, ServiceBusyError, ValidationError, internalErrorMessage, userErrorFromDatabase } from '../errors.ts';
import { schema } from '../schema.ts';
import { idempotencyPlugin } from '../modules/idempotency/idempotency.plugin.ts';
import { logError } from '../shared/logger.ts';
import { currentRequestId } from './request-context.ts';

export interface ServerContext {
  requestId: string;
  ip: string;
  /** Authenticated by the HTTP layer before it read the body (the limits depend on who calls). */
  viewer: Viewer | null;
  /** The nonce the GraphiQL page's inline script carries (npm run dev only). */
  cspNonce: string | null;
}

/**
 * GraphiQL from the installed @graphql-yoga/render-graphiql (a dev dependency, loaded only when
 * GraphiQL is on), not yoga's default page, which loads its scripts from a public CDN.
 */
function graphiqlRenderer(): (options: GraphiQLOptions & { nonce?: string }) => string {
  const require = createRequire(import.meta.url);
  const { renderGraphiQL } = require('@graphql-yoga/render-graphiql') as {
    renderGraphiQL: (options: GraphiQLOptions) => string;
  };
  // The page's one <script> tag comes first; the editor's bundle inlined after it has '<script>' in strings.
  return ({ nonce, ...options }) => renderGraphiQL(options).replace('<script>', `<script nonce="${nonce ?? ''}">`);
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
  // Development tools (npm run dev) never in production, whatever else is set.
  const graphiql = app.config.graphiql && !app.config.production;
  const introspection = app.config.introspection && !app.config.production;
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: `${app.config.basePath}/graphql`,
    graphiql: graphiql ? (_request, { cspNonce }) => ({ title: 'Purchaser GraphiQL', nonce: cspNonce ?? '' }) : false,
    ...(graphiql ? { renderGraphiQL: graphiqlRenderer() } : {}),
    landingPage: false,
    // CORS is answered by the HTTP layer (CORS_ORIGINS), not yoga's default, which reflects any origin.
    cors: false,
    // Uploads are parsed by graphql-upload-minimal before yoga sees the request.
    multipart: false,
    // The HTTP layer reads every body within its caller's limit before yoga sees it (http/body.ts:
    // 64 KB anonymous, 1 MB signed in; uploads by graphql-upload-minimal's own limits) and hands it a
    // Buffer. Yoga's own limit would pipe that Buffer through a counting stream again on every
    // request: a Request, a TransformStream and a pipeline whose end builds a DOMException with its
    // stack, 2-3% of a dashboard request's CPU.
    maxRequestBodySize: false,
    batching: false,
    logging: false,
    context: ({ requestId, ip, viewer }) => createContext(app, requestId, ip, viewer),
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
        blockFieldSuggestion: { enabled: !introspection },
      }),
      ...(introspection ? [] : [disableIntrospection()]),
      idempotencyPlugin(),
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
