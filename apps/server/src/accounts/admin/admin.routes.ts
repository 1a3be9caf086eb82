import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserMoneySchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  blockToggleResponseSchema,
  blockUserRequestSchema,
  idParamSchema,
  withdrawalSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { AdminUsersService } from './admin-users.service.js';

const tags = ['Admin'];

/** The administrator's user management (spec /admin, Users tab). */
export const adminRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (app, { users }) => {
  app.get(
    '/api/User/all',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description:
          "Admin: users newest first (deleted ones left out). Without query parameters, the spec's plain list of every user; " +
          'with any of q, status, page or pageSize, one page `{users, total, page, pageSize}` filtered by text (name or e-mail) and status',
        querystring: adminUsersQuerySchema,
        response: { 200: z.union([adminUsersPageSchema, z.array(adminUserSchema)]) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const asked = new URL(request.url, 'http://localhost').searchParams.size > 0;
      return asked ? users.list(request.query) : users.listAll();
    },
  );

  app.put(
    '/api/User/:id/block',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description:
          "Admin: blocks or unblocks the user (toggle). An optional body `{reason}` (at most 500 characters) is kept with a block and answers the blocked user's 403 ACCOUNT_BLOCKED in `details.reason`. Blocking ends their plan at once and expires their open checkouts at the provider; their balance stays theirs. 409 SELF_ACTION for the admin themselves",
        params: idParamSchema,
        body: blockUserRequestSchema,
        response: { 200: blockToggleResponseSchema },
      },
    },
    async (request) => users.toggleBlock(requireUser(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/User/:id/money',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description:
          "Admin: the user's money history, also once the account is deleted: balances, payments (with refunds: refund_due, refunded) and ledger movements, newest first, in euros. 404 for an id that never existed",
        params: idParamSchema,
        response: { 200: adminUserMoneySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.money(request.params.id);
    },
  );

  app.post(
    '/api/User/:id/withdraw',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description:
          'Admin: sends everything of the user’s available balance that can go back to their cards (card payments of the last 180 days) back to them: a blocked customer asking for their money, or before a deletion. 404 for an unknown id; 409 WITHDRAW_LIMIT when nothing can go back',
        params: idParamSchema,
        response: { 200: withdrawalSchema },
      },
    },
    async (request) => users.withdraw(request.params.id),
  );

  app.delete(
    '/api/User/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        description:
          'Admin: sends what of the balance can go back to the cards that paid it back there first (decision 037), then deletes the person’s data and anonymises the user that payments, hires and reviews keep; ends their plan and expires their open checkouts at the provider. 409 USER_HAS_OPEN_HIRE, USER_HAS_BALANCE (money that cannot go back to a card) or SELF_ACTION',
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await users.delete(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
