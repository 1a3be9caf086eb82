import { StaticPage } from '@/components/ui/static-page';
import { PrivacyContent } from '../components/privacy-content';
import { usePageTitle } from '@/lib/use-page-title';

export function PrivacyPolicyPage() {
  usePageTitle('Política de privacidad');
  return (
    // PrivacyContent is an <article> of its own.
    <StaticPage as="div">
      <PrivacyContent />
    </StaticPage>
  );
}
