import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from './button';
import { EmptyState } from './empty-state';
import { Page } from './page';
import { useTranslation } from '@/lib/i18n';

interface MessagePageProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A whole page that only says something and offers the way back to the home page. */
export function MessagePage({ icon: Icon, title, children }: MessagePageProps) {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon={<Icon className="size-6" aria-hidden="true" />}
        title={title}
        action={
          <Link to="/" className={buttonClasses('primary')}>
            {t('actions.backHome')}
          </Link>
        }
      >
        {children}
      </EmptyState>
    </Page>
  );
}
