import type { ServerResponse } from 'node:http';
import { sendJson } from './http-fake.js';
import type { FakeSubscription } from './stripe-fake.js';

type Intent = { id: string; amount: number; refundedAmount: number };
type Refund = { id: string; object: 'refund'; payment_intent: string; amount: number; status: string; metadata: Record<string, string> };

const metadataOf = (form: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...form].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice('metadata['.length, -1), value]));

/**
 * The Stripe fake's money: every payment is a payment intent (a payment-mode session's, or an invoice's in
 * subscription mode), invoices as `GET /v1/invoices/:id` answers them (with their `payments`), and
 * `POST /v1/refunds`, which gives a payment intent back, whole or in parts (`amount`), never more than it took
 * (`amount_too_large`; `charge_already_refunded` once it is all back).
 */
export function fakeMoney() {
  const paymentIntents = new Map<string, Intent>();
  const invoices = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Refund>();
  /** Set `transfers` or `refunds` to make Stripe answer 500 to them until it is cleared. */
  const outage = { transfers: false, refunds: false };
  let sequence = 0;

  const charge = (amount: number) => {
    sequence += 1;
    const intent = { id: `pi_fake${sequence}`, amount, refundedAmount: 0 };
    paymentIntents.set(intent.id, intent);
    return intent.id;
  };

  return {
    invoices,
    refunds,
    outage,
    charge,
    /** An invoice of the subscription as Stripe keeps it; a paid one carries its payment intent in `payments`. */
    invoice<Fields extends Record<string, unknown>>(subscription: FakeSubscription, fields: Fields, paidAmount: number) {
      sequence += 1;
      const id = `in_fake${sequence}`;
      const invoice = {
        id,
        object: 'invoice',
        ...fields,
        parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
        payments: {
          object: 'list',
          data:
            paidAmount > 0
              ? [{ id: `inpay_${id}`, object: 'invoice_payment', status: 'paid', payment: { type: 'payment_intent', payment_intent: charge(paidAmount) } }]
              : [],
        },
      };
      invoices.set(id, invoice);
      return invoice;
    },
    /** Whether the payment behind a paid session (its payment intent, or its first invoice's) was refunded. */
    refunded(session: Record<string, unknown> | undefined): boolean {
      const invoice = session?.invoice ? invoices.get(session.invoice as string) : undefined;
      const payments = invoice?.payments as { data: { payment: { payment_intent: string } }[] } | undefined;
      const intent = (session?.payment_intent as string | undefined) ?? payments?.data[0]?.payment.payment_intent;
      const paid = intent ? paymentIntents.get(intent) : undefined;
      return Boolean(paid && paid.refundedAmount >= paid.amount);
    },
    /** Answers the request if it is one of these endpoints (true), else leaves it to the fake (false). */
    handle(method: string, pathname: string, form: URLSearchParams, res: ServerResponse, remember: (object: Record<string, unknown>) => void): boolean {
      const invoicePath = pathname.match(/^\/v1\/invoices\/([\w]+)$/);
      if (method === 'GET' && invoicePath) {
        const invoice = invoices.get(invoicePath[1]);
        if (!invoice) sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No such invoice: '${invoicePath[1]}'` } });
        else sendJson(res, 200, invoice);
        return true;
      }
      if (method !== 'POST' || pathname !== '/v1/refunds') return false;
      const intent = paymentIntents.get(form.get('payment_intent') ?? '');
      if (outage.refunds) sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      else if (!intent) sendJson(res, 400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      else if (intent.refundedAmount >= intent.amount)
        sendJson(res, 400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } });
      else if (Number(form.get('amount') ?? 0) > intent.amount - intent.refundedAmount)
        sendJson(res, 400, {
          error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount on charge' },
        });
      else {
        const amount = Number(form.get('amount') ?? intent.amount - intent.refundedAmount);
        intent.refundedAmount += amount;
        sequence += 1;
        const refund: Refund = {
          id: `re_fake${sequence}`,
          object: 'refund',
          payment_intent: intent.id,
          amount,
          status: 'succeeded',
          metadata: metadataOf(form),
        };
        refunds.set(refund.id, refund);
        remember(refund);
      }
      return true;
    },
  };
}
