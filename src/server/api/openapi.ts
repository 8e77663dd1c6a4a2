import { z, type ZodType } from 'zod';
import type { Operation } from './operation';
import { SESSION_MODE_HEADER } from './router';

/**
 * The OpenAPI 3.1 document of the own backend, generated from the operations' zod schemas (`GET
 * /api/openapi.json`), so the published contract and the validation cannot drift apart. Schemas named with
 * `.meta({ id })` become shared components.
 */
type JsonSchema = Record<string, unknown>;

const TODAY_FOR_DOCS = '2100-01-01';

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string'
          ? inner.replace('#/$defs/', '#/components/schemas/')
          : rewriteRefs(inner),
      ]),
    );
  }
  return value;
}

function createSchemaConverter() {
  const components: Record<string, JsonSchema> = {};
  function convert(schema: ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $defs,
      $schema: _dialect,
      ...json
    } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    for (const [name, def] of Object.entries($defs ?? {})) components[name] = rewriteRefs(def) as JsonSchema;
    // A named schema is a component (zod puts it in $defs and answers a $ref, or answers it inline): refer to it.
    const id = z.globalRegistry.get(schema)?.id;
    if (typeof id === 'string') {
      components[id] ??= rewriteRefs(json) as JsonSchema;
      return { $ref: `#/components/schemas/${id}` };
    }
    return rewriteRefs(json) as JsonSchema;
  }
  return { convert, components };
}

function toOpenApiPath(path: string): string {
  return `/api${path}`;
}

export function buildOpenApiDocument(operations: Operation[], serverUrl: string) {
  const { convert, components } = createSchemaConverter();
  const paths: Record<string, Record<string, unknown>> = {};

  for (const op of operations) {
    const parameters: Array<Record<string, unknown>> = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (op.query) {
      const query = convert(op.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    const bodySchema = typeof op.body === 'function' ? op.body(TODAY_FOR_DOCS) : op.body;
    const responses = Object.fromEntries(
      Object.entries(op.responses).map(([status, documented]) => [
        status,
        {
          description: documented.description,
          ...(documented.schema && {
            content: { 'application/json': { schema: convert(documented.schema, 'output') } },
          }),
        },
      ]),
    );
    const security =
      op.auth === 'user'
        ? [{ bearer: [] }, { cookie: [] }]
        : op.auth === 'optional' || op.auth === 'viewer'
          ? [{}, { bearer: [] }, { cookie: [] }]
          : [];
    (paths[toOpenApiPath(op.path)] ??= {})[op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      ...(parameters.length > 0 && { parameters }),
      ...(bodySchema && {
        requestBody: {
          required: true,
          content: {
            [op.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: {
              schema: convert(bodySchema, 'input'),
            },
          },
        },
      }),
      responses,
      ...(security.length > 0 && { security }),
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Own backend API',
      version: '1.0.0',
      description: [
        'Accounts, sessions, favorites and watch history of the site, for the web pages and the mobile apps.',
        `Apps send \`Authorization: Bearer <jwt>\` and get tokens in response bodies. The web client sends`,
        `\`${SESSION_MODE_HEADER}: cookie\`: its session is kept in httpOnly cookies and bodies carry no tokens;`,
        'cookie requests that change state must come from the site’s own origin.',
        'Errors: `{ code, message, errors? }` — `errors` maps each invalid field to its messages.',
      ].join('\n'),
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'auth', description: 'Registration, sign-in, sessions, password reset' },
      { name: 'user', description: 'The signed-in user’s account' },
      { name: 'lists', description: 'Favorites and watch history' },
      { name: 'commerce', description: 'Offers, orders, payments and what the viewer has access to' },
      { name: 'notifications', description: 'The bell: announcements and live alerts, read state, "Notify me"' },
      { name: 'ads', description: 'Ad breaks for client-side ad insertion (VMAP / VAST resolved on the server)' },
    ],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
      },
    },
  };
}
