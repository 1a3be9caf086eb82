import { StaticPage } from '@/components/ui/static-page';
import { PrivacyContent } from '../components/privacy-content';
import { usePageTitle } from '@/lib/use-page-title';
import { useLegalTranslation } from '../i18n';

export function PrivacyPolicyPage() {
  const { t } = useLegalTranslation();
  usePageTitle(t('privacy.title'));
  return (
    // PrivacyContent is an <article> of its own.
    <StaticPage as="div">
      <PrivacyContent />
    </StaticPage>
  );
}
