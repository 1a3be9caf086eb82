import { Link } from 'react-router';
import { Trans } from '@/lib/i18n';
import { readBlock } from '@/lib/blocked-account';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { StaticPage } from '@/components/ui/static-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useAuthTranslation } from '../i18n';

/**
 * /cuenta-bloqueada: where a blocked customer lands (BlockedNotice): the admin's reason, what happens to their money
 * (blocking leaves the balance alone and ends the plan, decision 027) and how to reach support.
 */
export function BlockedAccountPage() {
  const { t } = useAuthTranslation();
  usePageTitle(t('blocked.title'));
  const reason = readBlock()?.reason ?? null;
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('blocked.mailSubject'))}`;
  return (
    <StaticPage>
      <h1>{t('blocked.title')}</h1>
      <p>{t('blocked.intro')}</p>
      <h2>{t('blocked.reasonTitle')}</h2>
      {reason ? <blockquote className="whitespace-pre-line break-words">{reason}</blockquote> : <p>{t('blocked.noReason')}</p>}
      <h2>{t('blocked.balanceTitle')}</h2>
      <ul>
        <li>{t('blocked.balanceStays')}</li>
        <li>{t('blocked.balanceRefund')}</li>
        <li>{t('blocked.balanceHeld')}</li>
        <li>{t('blocked.planEnded')}</li>
      </ul>
      <h2>{t('blocked.supportTitle')}</h2>
      <p>
        <Trans t={t} i18nKey="blocked.supportText" values={{ email: SUPPORT_EMAIL }} components={{ mail: <a href={mailto} /> }} />
      </p>
      <p>
        <Link to="/">{t('blocked.home')}</Link>
      </p>
    </StaticPage>
  );
}
