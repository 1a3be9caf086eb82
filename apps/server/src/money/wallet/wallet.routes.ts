import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceSchema,
  checkoutUrlSchema,
  idParamSchema,
  loadMoneyRequestSchema,
  paymentSummarySchema,
  withdrawalSchema,
  withdrawRequestSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { WalletService } from './wallet.service.js';

const tags = ['Wallet'];

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/api/Subscription/balance',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "The caller's balance in euros: available, held for open hires, earned (experts) and the latest movements, one line per event the customer would name (`kind` hire, refund, topup, card_refund, earning, commission or payout; a hire names its expert); the ledger's entries stay in the admin's GET /api/User/{id}/money",
        response: { 200: balanceSchema },
      },
    },
    async (request) => wallet.balance(requireUser(request)),
  );

  app.post(
    '/api/Subscription/load-money',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'Top-up of 10, 20 or 50 €: answers the url of a checkout; the balance is credited when the checkout is paid',
        body: loadMoneyRequestSchema,
        response: { 200: checkoutUrlSchema },
      },
    },
    async (request) => wallet.loadMoney(requireUser(request), request.body.amount),
  );

  app.post(
    '/api/Subscription/withdraw',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Sends euros of the available balance back to the cards that paid them (refunded hires, unused top-ups; card payments of the last 180 days, newest first, partly refunded at the provider). 409 WITHDRAW_LIMIT above `withdrawable` of the balance (details.withdrawable)',
        body: withdrawRequestSchema,
        response: { 200: withdrawalSchema },
      },
    },
    async (request) => wallet.withdraw(requireUser(request), request.body.amount),
  );

  app.get(
    '/api/Payments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "One of the caller's payments (the success and cancel pages)",
        params: idParamSchema,
        response: { 200: paymentSummarySchema },
      },
    },
    async (request) => wallet.summary(requireUser(request), request.params.id),
  );
};
