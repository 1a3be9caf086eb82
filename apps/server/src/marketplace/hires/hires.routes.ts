import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutUrlSchema,
  completeServiceRequestSchema,
  disputeDetailsSchema,
  disputeServiceRequestSchema,
  finalizeHireRequestSchema,
  forceFinalizeRequestSchema,
  hireActionResponseSchema,
  hireDetailSchema,
  hireIdRequestSchema,
  hireListSchema,
  hireServiceRequestSchema,
  openDisputeSchema,
  hireServiceResponseSchema,
  hireStatusUpdateSchema,
  idParamSchema,
  resolveDisputeRequestSchema,
  searchHireIdParamSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { HireDisputes } from './hire-disputes.js';
import type { HireOpening } from './hire-opening.service.js';
import type { HireReading } from './hire-reading.js';
import type { HiresService } from './hires.service.js';

const tags = ['Hires'];
const action = { 200: hireActionResponseSchema };

/** Hiring an expert and every step of the hire; bodies in camelCase or the spec's PascalCase. */
export const hiresRoutes: FastifyPluginAsyncZod<{ hires: HiresService; opening: HireOpening; disputes: HireDisputes; reading: HireReading }> = async (
  app,
  { hires, opening, disputes, reading },
) => {
  app.post(
    '/api/Subscription/hire-service',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "The search's owner hires a service: holds the price from the balance ({url: null}) or answers the url of a checkout for it. 409 HIRE_OPEN while the search has a live hire",
        body: hireServiceRequestSchema,
        response: { 200: hireServiceResponseSchema },
      },
    },
    async (request) => opening.hire(requireUser(request), request.body),
  );

  app.post(
    '/api/SearchHire/create-checkout-session/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'A new checkout for a hire still waiting for its payment (its customer only)',
        params: idParamSchema,
        response: { 200: checkoutUrlSchema },
      },
    },
    async (request) => opening.createCheckoutSession(requireUser(request), request.params.id),
  );

  app.get(
    '/api/SearchHire/client',
    { config: { access: 'user' }, schema: { tags, description: "The caller's hires as a customer, newest first", response: { 200: hireListSchema } } },
    async (request) => hires.listForClient(requireUser(request)),
  );

  app.get(
    '/api/SearchHire/expert',
    { config: { access: ['Expert'] }, schema: { tags, description: "The expert's hires (the panel's Contrataciones tab)", response: { 200: hireListSchema } } },
    async (request) => hires.listForExpert(requireUser(request)),
  );

  app.get(
    '/api/SearchHire/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'One hire for its customer, its expert or the admin, also after its search was deleted (searchId null, searchTitle kept)',
        params: idParamSchema,
        response: { 200: hireDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reading.read(requireUser(request), request.params.id);
    },
  );

  app.put(
    '/api/SearchHire/:id/status',
    {
      config: { access: ['Expert'] },
      schema: {
        tags,
        description:
          'The hired expert accepts (Accepted) or rejects (Cancelled, refunded) a pending hire; a rejection needs a reason (10-500 characters) the customer reads',
        params: idParamSchema,
        body: hireStatusUpdateSchema,
        response: action,
      },
    },
    async (request) => hires.updateStatus(requireUser(request), request.params.id, request.body.status, request.body.reason),
  );

  app.post(
    '/api/SearchHire/:id/withdraw',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'The customer withdraws a request the expert has not accepted: the held price goes back to their balance at once. 403 to the expert, 409 HIRE_STATE once it is no longer pending',
        params: idParamSchema,
        response: action,
      },
    },
    async (request) => hires.withdraw(requireUser(request), request.params.id),
  );

  app.post(
    '/api/SearchHire/:id/finalize',
    {
      config: { access: ['Expert'] },
      schema: {
        tags,
        description: 'The hired expert finishes the work with a written report (and, for an in-person review, the checklist of its category)',
        params: idParamSchema,
        body: finalizeHireRequestSchema,
        response: action,
      },
    },
    async (request) => hires.finalize(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/Subscription/complete-service',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "The customer approves the expert's work: the price is released to the expert",
        body: completeServiceRequestSchema,
        response: action,
      },
    },
    async (request) => hires.approve(requireUser(request), request.body.searchHireId),
  );

  app.post(
    '/api/Subscription/dispute-service',
    {
      config: { access: 'user' },
      schema: { tags, description: 'The customer disputes a finished service with a reason', body: disputeServiceRequestSchema, response: action },
    },
    async (request) => hires.dispute(requireUser(request), request.body.searchHireId, request.body.reason),
  );

  app.post(
    '/api/Subscription/resolve-dispute',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description:
          'Admin: in favour of the customer (refund), of the expert (release), or a split in euros whose two parts add up to the held price (400 otherwise)',
        body: resolveDisputeRequestSchema,
        response: action,
      },
    },
    async (request) => hires.resolveDispute(requireUser(request), request.body.searchHireId, request.body),
  );

  app.post(
    '/api/Subscription/force-finalize',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description: 'Admin: completes any open hire, refunding the customer or paying the expert',
        body: forceFinalizeRequestSchema,
        response: action,
      },
    },
    async (request) => hires.forceFinalize(requireUser(request), request.body.searchHireId, request.body.resolveInFavorOfClient),
  );

  app.post(
    '/api/Subscription/cancel-service',
    {
      config: { access: ['Expert'] },
      schema: {
        tags,
        description: 'The hired expert gives up (not once completed, cancelled or disputed): the customer is refunded',
        body: hireIdRequestSchema,
        response: action,
      },
    },
    async (request) => hires.cancel(requireUser(request), request.body.searchHireId),
  );

  app.get(
    '/api/Dispute/open',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description: "Admin: open disputes, then hires waiting for the customer's decision, with their search ids",
        response: { 200: z.array(openDisputeSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return disputes.openDisputes();
    },
  );

  app.get(
    '/api/Dispute/details/:searchHireId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "The hire's dispute: its customer, its expert or the admin",
        params: searchHireIdParamSchema,
        response: { 200: disputeDetailsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return disputes.disputeDetails(requireUser(request), request.params.searchHireId);
    },
  );
};
