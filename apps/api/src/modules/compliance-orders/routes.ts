import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  complianceDecisionSchema,
  complianceOrderListSchema,
  complianceOrderSchema,
  complianceOrderTransitions,
  decidableComplaintListSchema,
} from '@portal/contracts/compliance-orders';
import { errorBodySchema } from '@portal/contracts/error-body';
import { idParamsSchema } from '@portal/contracts/fields';
import type { Database } from '../../db/client';
import { actionAccess, routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import type { SettingReader } from '../settings/providers';
import { COMPLIANCE_ORDER_HISTORY_FIELDS } from './history-fields';
import {
  canSeeOrder,
  confirmOrder,
  decide,
  getOrder,
  listDecidableComplaints,
  listOrders,
  reportOrder,
} from './service';

export type ComplianceOrderRoutesOptions = { db: Database; settingValue: SettingReader };

const OFFICES = { office: ['PRO_OFFICE', 'PRO_COMPANY'] } as const;
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Compliance orders (decision 0059): admins decide on complaints; offices report; admins confirm. */
export const complianceOrderRoutes = async (app: FastifyInstance, options: ComplianceOrderRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, settingValue } = options;
  const common = { tags: ['compliance-orders'], security: [{ bearer: [] }] };

  api.get(
    '/api/compliance-orders/complaints',
    {
      config: { access: routeAccess('admin.complaints', 'READ') },
      schema: {
        ...common,
        summary: 'Every complaint of the issue tracker, newest first, with the order decided on it (admins)',
        response: { 200: decidableComplaintListSchema, 403: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => listDecidableComplaints(db, establishmentSessionOf(request)),
  );

  api.post(
    '/api/compliance-orders',
    {
      config: { access: routeAccess('admin.complaints', 'WRITE') },
      schema: {
        ...common,
        summary:
          "An admin's decision on a complaint: an order for its office with a clock (409: decided already)",
        body: complianceDecisionSchema,
        response: { 201: complianceOrderSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await decide(db, establishmentSessionOf(request), request.body, settingValue)),
  );

  api.get(
    '/api/compliance-orders',
    {
      config: { access: routeAccess('complianceOrders', 'READ') },
      schema: {
        ...common,
        summary: "The caller's compliance orders, newest first (an office its own, admins every one)",
        response: { 200: complianceOrderListSchema, 403: errorBodySchema },
      },
    },
    async (request) => listOrders(db, establishmentSessionOf(request)),
  );

  api.get(
    '/api/compliance-orders/:id',
    {
      config: { access: routeAccess('complianceOrders', 'READ') },
      schema: {
        ...common,
        summary: 'One compliance order with its clock',
        params: idParamsSchema,
        response: { 200: complianceOrderSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getOrder(db, establishmentSessionOf(request), request.params.id),
  );

  api.post(
    '/api/compliance-orders/:id/report',
    {
      // A suspended office must still be able to say it complied: the one write it keeps.
      config: {
        access: {
          ...actionAccess('complianceOrders', complianceOrderTransitions.actions.report, OFFICES),
          allowWhenSuspended: true,
        },
      },
      schema: {
        ...common,
        summary: 'The office reports it complied (from OPEN or BREACHED)',
        params: idParamsSchema,
        response: { 200: complianceOrderSchema, ...errors },
      },
    },
    async (request) => reportOrder(db, establishmentSessionOf(request), request.params.id),
  );

  api.post(
    '/api/compliance-orders/:id/confirm',
    {
      config: {
        access: actionAccess('complianceOrders', complianceOrderTransitions.actions.confirm, OFFICES),
      },
      schema: {
        ...common,
        summary:
          'An admin confirms the office complied: the order ends and the suspension it caused is lifted',
        params: idParamsSchema,
        response: { 200: complianceOrderSchema, ...errors },
      },
    },
    async (request) => confirmOrder(db, establishmentSessionOf(request), request.params.id),
  );

  // Every step of an order (decision 0059): whoever sees the order reads its history.
  registerHistoryRoute(app, {
    db,
    entityType: 'complianceOrder',
    fields: COMPLIANCE_ORDER_HISTORY_FIELDS,
    access: routeAccess('complianceOrders', 'READ'),
    canSee: canSeeOrder,
  });
};
