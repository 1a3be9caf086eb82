import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Hourglass } from 'lucide-react';
import { HIRE_MESSAGES } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import type { HireBanner as BannerKind } from '../lib/hire-rules';
import { HIRE_TEXTS } from '../lib/hire-texts';

const LOOK: Record<BannerKind, { title: string; text: string; icon: ReactNode; className: string }> = {
  disputed: {
    title: HIRE_MESSAGES.bannerDisputed,
    text: HIRE_TEXTS.disputedExplainer,
    icon: <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />,
    className: 'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100',
  },
  awaitingClient: {
    title: HIRE_MESSAGES.bannerAwaitingClient,
    text: HIRE_TEXTS.awaitingClientExplainer,
    icon: <Hourglass className="size-5 shrink-0" aria-hidden="true" />,
    className: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
  },
  finished: {
    title: HIRE_MESSAGES.bannerFinished,
    text: HIRE_TEXTS.finishedExplainer,
    icon: <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />,
    className: 'border-green-300 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100',
  },
};

/** One of the spec's three banners, with its buttons ('Disputar Servicio' and 'Aprobar Servicio' for the finished one). */
export function HireBanner({ kind, children }: { kind: BannerKind; children?: ReactNode }) {
  const look = LOOK[kind];
  return (
    <div role="status" data-testid={`hire-banner-${kind}`} className={cn('flex flex-col gap-3 rounded-xl border p-4', look.className)}>
      <div className="flex items-start gap-3">
        {look.icon}
        <div>
          <p className="font-semibold">{look.title}</p>
          <p className="text-sm opacity-90">{look.text}</p>
        </div>
      </div>
      {children ? <div className="flex flex-wrap gap-2 sm:justify-end">{children}</div> : null}
    </div>
  );
}
