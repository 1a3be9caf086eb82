import { StaticPage } from '@/components/ui/static-page';
import { PrivacyContent } from '../components/privacy-content';

export function PrivacyPolicyPage() {
  return (
    // PrivacyContent is an <article> of its own.
    <StaticPage as="div">
      <PrivacyContent />
    </StaticPage>
  );
}
