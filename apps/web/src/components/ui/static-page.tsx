import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from './button';
import { useTranslation } from '@/lib/i18n';

const PROSE =
  '[&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold ' +
  '[&_p]:my-3 [&_p]:leading-relaxed [&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 ' +
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 ' +
  '[&_.updated]:mt-1 [&_.updated]:text-sm [&_.updated]:text-neutral-500';

interface StaticPageProps {
  /** The card is an <article> unless the content already is one. */
  as?: 'article' | 'div';
  children: ReactNode;
}

/** Frame of the small static pages linked from the footer: a back button and a card of prose. */
export function StaticPage({ as: Card = 'article', children }: StaticPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry of this tab's history: nothing to go back to.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Button variant="secondary" size="sm" onClick={goBack} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
        {t('actions.back')}
      </Button>
      <Card className={`mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-8 dark:bg-neutral-900 dark:ring-neutral-800 ${PROSE}`}>
        {children}
      </Card>
    </div>
  );
}
