import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';
import { EmptyState } from './empty-state';
import { useTranslation } from '@/lib/i18n';

interface ComingSoonProps {
  /** What will live here, e.g. "Tus favoritos". */
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Placeholder for screens and panels that a later issue builds. */
export function ComingSoon({ children, action, className }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<Hammer className="size-6" aria-hidden="true" />} title={t('comingSoon')} action={action} className={className}>
      {children}
    </EmptyState>
  );
}
