import { SearchX } from 'lucide-react';
import { MessagePage } from '@/components/ui/message-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useAppTranslation } from './i18n';

export function NotFoundPage() {
  const { t } = useAppTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <MessagePage icon={SearchX} title={t('notFound.title')}>
      {t('notFound.text')}
    </MessagePage>
  );
}
