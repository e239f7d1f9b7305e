import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { hasAccess } from '@portal/contracts/access';
import type { Membership } from '@portal/contracts/credentials';
import { writeBlockOf } from '@portal/contracts/organization-status';
import type { AccessDeclaration, EstablishmentAccess } from '../lib/access-declaration';

/** One API operation of the built app: its route, zod schemas and access rule. */
export type Operation = {
  /** `GET /api/lookups/jobs/:id` */
  id: string;
  method: string;
  url: string;
  access: AccessDeclaration;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Answer schemas by status code. */
  response: Record<string, z.ZodType>;
  /** Multipart routes read their fields in the handler (`consumes: multipart/form-data`). */
  multipart: boolean;
};

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

type RouteSchema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  consumes?: string[];
};

const toOperations = (route: RouteOptions): Operation[] => {
  const { url } = route;
  const access = route.config?.access as AccessDeclaration | undefined;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs') || !access) return [];
  const schema = (route.schema ?? {}) as RouteSchema;
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD' && method !== 'OPTIONS',
  );
  const response = Object.fromEntries(
    Object.entries(schema.response ?? {}).filter((entry): entry is [string, z.ZodType] => isZod(entry[1])),
  );
  return methods.map((method) => ({
    id: `${method} ${url}`,
    method,
    url,
    access,
    ...(isZod(schema.params) && { params: schema.params }),
    ...(isZod(schema.querystring) && { querystring: schema.querystring }),
    ...(isZod(schema.body) && { body: schema.body }),
    response,
    multipart: schema.consumes?.includes('multipart/form-data') ?? false,
  }));
};

/**
 * The operation catalogue: hand `onRoute` to `createTestApp({ onRoute })`; after the app is ready
 * `operations` lists every API operation once (documentation routes left out).
 */
export const operationCatalogue = () => {
  const operations: Operation[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const operation of toOperations(route)) {
      if (!operations.some((known) => known.id === operation.id)) operations.push(operation);
    }
  };
  return { operations, onRoute };
};

/**
 * Whether an establishment rule admits a membership for reads and writes alike: roles, sub-user
 * exclusion, module permission, and an organisation that may write (not suspended, licence not
 * expired) unless the rule allows suspended ones.
 */
export const admits = (rule: EstablishmentAccess, membership: Membership): boolean => {
  const { establishment, organization, accessRights } = membership;
  if (rule.roles && !rule.roles.includes(establishment.role)) return false;
  if (rule.excludeSubUsers && !establishment.superUser) return false;
  if (rule.module && !hasAccess(accessRights, rule.module, rule.permission ?? 'READ')) return false;
  return writeBlockOf(organization) === null || rule.allowWhenSuspended === true;
};

/** `/api/things/:id/files/:fileId` with the given path values. */
export const fillPath = (url: string, params: Record<string, unknown>): string =>
  url.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(String(params[name] ?? '')));
