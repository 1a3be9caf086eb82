import { Link } from 'react-router';
import { Trans } from '@/lib/i18n';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { StaticPage } from '@/components/ui/static-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useLegalTranslation } from '../i18n';

/** /terminos: the conditions of use, in plain words. */
export function TermsPage() {
  const { t } = useLegalTranslation();
  usePageTitle(t('terms.title'));
  return (
    <StaticPage>
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.intro')}</p>
      <h2>{t('terms.what.title')}</h2>
      <p>{t('terms.what.text')}</p>
      <h2>{t('terms.account.title')}</h2>
      <ul>
        <li>{t('terms.account.signIn')}</li>
        <li>{t('terms.account.responsible')}</li>
        <li>{t('terms.account.block')}</li>
      </ul>
      <h2>{t('terms.results.title')}</h2>
      <ul>
        <li>{t('terms.results.plan')}</li>
        <li>{t('terms.results.score')}</li>
        <li>{t('terms.results.coverage')}</li>
      </ul>
      <h2>{t('terms.experts.title')}</h2>
      <p>{t('terms.experts.text')}</p>
      <h2>{t('terms.privacy.title')}</h2>
      <p>
        <Trans t={t} i18nKey="terms.privacy.text" components={{ privacy: <Link to="/privacy-policy" /> }} />
      </p>
      <h2>{t('terms.contact.title')}</h2>
      <p>
        <Trans t={t} i18nKey="terms.contact.text" values={{ email: SUPPORT_EMAIL }} components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }} />
      </p>
    </StaticPage>
  );
}
