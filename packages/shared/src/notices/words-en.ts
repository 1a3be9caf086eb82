import { wordNewMatches } from './new-matches.js';
import type { Notice, NoticeNames, NoticePlan, NoticeService, NoticeWords } from './notice.js';

/** The English words of the notices, for readers who chose English. Same notices as words-es.ts. */

const withCents = (value: number): string => `€${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Where a refunded hire's money went: the card that paid it, or the balance (decision 037). */
const returned = (notice: { amount: number; toCard?: boolean }) =>
  notice.toCard
    ? `We have returned ${withCents(notice.amount)} to the card you paid with: your bank credits it within 5 to 10 business days.`
    : `We have returned ${withCents(notice.amount)} to your Ojeador balance: use it or withdraw it to your card under Balance.`;
const quoted = (titles: string[]) => titles.map((t) => `“${t}”`).join(', ');

function adjustmentText(paused: string[], slowed: number, everyHours: number): string {
  const parts: string[] = [];
  if (paused.length === 1) parts.push(`We have paused the search “${paused[0]}” to fit its limit.`);
  else if (paused.length > 1) parts.push(`We have paused ${paused.length} searches to fit its limit: ${quoted(paused)}.`);
  if (slowed > 0) parts.push(`${slowed === 1 ? 'One search is' : `${slowed} searches are`} now checked every ${everyHours} hours.`);
  return parts.length ? ` ${parts.join(' ')}` : '';
}

export function wordNoticeEn(notice: Notice, names: NoticeNames = {}): NoticeWords {
  const plan = (p: NoticePlan) => names.plan?.(p) ?? p.name;
  const service = (s: NoticeService) => names.service?.(s) ?? s.name;
  switch (notice.code) {
    case 'newMatches':
      return wordNewMatches(notice, 'en');
    case 'hireNew':
      return {
        title: 'New hire',
        message: `${notice.client} has hired your ${service(notice.service)} service. Accept or decline it within ${notice.hours} hours.`,
      };
    case 'hireAccepted':
      return { title: 'Hire accepted', message: `${notice.expert} has accepted your ${service(notice.service)} hire and is already working on your search.` };
    case 'hireRejected':
      return {
        title: 'Hire declined',
        message: `${notice.expert} cannot take your hire.${notice.reason ? ` Reason: “${notice.reason}”.` : ''} ${returned(notice)}`,
      };
    case 'hireWithdrawn':
      return {
        title: 'Request withdrawn',
        message: `${notice.client} withdrew their ${service(notice.service)} request before you accepted it. Nothing to do.`,
      };
    case 'hireExpired':
      return {
        title: 'Hire cancelled',
        message: `${notice.expert} did not answer within ${notice.hours} hours. ${returned(notice)}`,
      };
    case 'hireExpiredExpert':
      return { title: 'Hire expired', message: `You did not answer ${notice.client}’s hire within ${notice.hours} hours.` };
    case 'hireUnpaid':
      return { title: 'Hire not paid', message: `Your ${service(notice.service)} hire was cancelled because the payment was not completed.` };
    case 'hireFinalized':
      return {
        title: 'Service finished',
        message: `${notice.expert} has finished your service. Read the report and approve it or open a dispute within ${notice.days} days; after that it is approved automatically.`,
      };
    case 'hireCompleted':
      return { title: 'Service completed', message: `${notice.client} has approved your ${service(notice.service)} service. The payment is in your balance.` };
    case 'hireDisputed':
      return { title: 'Dispute opened', message: `${notice.client} has opened a dispute about your service. The administrator will resolve it.` };
    case 'hireSettled': {
      const side = notice.split
        ? `with a split: ${withCents(notice.split.client)} goes back to the customer’s ${notice.toCard ? 'card' : 'balance'} and ${withCents(notice.split.expert)} goes to the expert (before commission)`
        : notice.forClient
          ? `in the customer’s favour: ${withCents(notice.amount)} goes back to ${notice.toCard ? 'the card they paid with' : 'their Ojeador balance, which they can withdraw to their card'}`
          : 'in the expert’s favour: the service is paid';
      return { title: notice.by === 'dispute' ? 'Dispute resolved' : 'Search finalized by the administrator', message: `Resolved ${side}.` };
    }
    case 'hireCancelled':
      return {
        title: 'Service cancelled',
        message: `${notice.expert} has cancelled the service. ${returned(notice)}`,
      };
    case 'hireReminder':
      return {
        title: 'Your service will be approved tomorrow',
        message: 'If you neither approve it nor open a dispute, the expert’s service will be completed automatically in 24 hours.',
      };
    case 'hireMessage':
      return {
        title: `New message from ${notice.author}`,
        message: `${notice.search ? `About “${notice.search}”.` : 'About your hire.'}\n“${notice.preview}”`,
      };
    case 'planChanged':
      return {
        title: 'Your plan has changed',
        message: `You now have the ${plan(notice.plan)} plan.${adjustmentText(notice.paused, notice.slowed, notice.everyHours)}`,
      };
    case 'planEnded':
      return {
        title: 'Your plan has ended',
        message: `Your ${plan(notice.plan)} plan has ended; you now have the ${plan(notice.next)} plan.${adjustmentText(notice.paused, notice.slowed, notice.everyHours)}`,
      };
    case 'planRefunded':
      return {
        title: 'We are refunding a payment',
        message: `When your payment for the ${plan(notice.plan)} plan went through you already had that plan or a higher one: we have not applied it and are refunding the full amount to your card.`,
      };
    case 'planPastDue':
      return {
        title: 'We could not charge your subscription',
        message: `The renewal charge for your ${plan(notice.plan)} plan failed. Check your payment method: we will try again and, if it is not possible, you will go back to the Free plan.`,
      };
  }
}
