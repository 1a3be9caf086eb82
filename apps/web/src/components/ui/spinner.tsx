import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Accessible text; the spinner is decorative when omitted. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={cn('inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50dvh] items-center justify-center text-brand-600">
      <Spinner className="size-8" label={t('states.loading')} />
    </div>
  );
}
