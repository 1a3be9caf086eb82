import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Hourglass } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useHiresTranslation } from '../i18n';
import type { HireBanner as BannerKind } from '../lib/hire-rules';

const LOOK: Record<BannerKind, { icon: ReactNode; className: string }> = {
  disputed: {
    icon: <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />,
    className: 'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100',
  },
  awaitingClient: {
    icon: <Hourglass className="size-5 shrink-0" aria-hidden="true" />,
    className: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
  },
  finished: {
    icon: <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />,
    className: 'border-green-300 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100',
  },
};

/** One of the spec's three banners, with its buttons ('Disputar Servicio' and 'Aprobar Servicio' for the finished one). */
export function HireBanner({ kind, children }: { kind: BannerKind; children?: ReactNode }) {
  const { t } = useHiresTranslation();
  const look = LOOK[kind];
  return (
    <div role="status" data-testid={`hire-banner-${kind}`} className={cn('flex flex-col gap-3 rounded-xl border p-4', look.className)}>
      <div className="flex items-start gap-3">
        {look.icon}
        <div>
          <p className="font-semibold">{t(`banner.${kind}`)}</p>
          <p className="text-sm opacity-90">{t(`banner.${kind}Text`)}</p>
        </div>
      </div>
      {children ? <div className="flex flex-wrap gap-2 sm:justify-end">{children}</div> : null}
    </div>
  );
}
