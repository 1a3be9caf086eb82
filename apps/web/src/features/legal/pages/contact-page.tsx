import { Link } from 'react-router';
import { Trans } from '@/lib/i18n';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@/lib/contact';
import { StaticPage } from '@/components/ui/static-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useLegalTranslation } from '../i18n';

/** /contacto: where to write. */
export function ContactPage() {
  const { t } = useLegalTranslation();
  usePageTitle(t('contact.title'));
  return (
    <StaticPage>
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <h2>{t('contact.support.title')}</h2>
      <p>
        <Trans t={t} i18nKey="contact.support.text" values={{ email: SUPPORT_EMAIL }} components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }} />
      </p>
      <h2>{t('contact.privacy.title')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="contact.privacy.text"
          values={{ email: PRIVACY_EMAIL }}
          components={{ mail: <a href={`mailto:${PRIVACY_EMAIL}`} />, privacy: <Link to="/privacy-policy" /> }}
        />
      </p>
    </StaticPage>
  );
}
