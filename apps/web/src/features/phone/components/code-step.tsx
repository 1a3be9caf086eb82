import { useId, type FormEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { Trans } from '@/lib/i18n';
import { usePhoneTranslation } from '../i18n';

interface CodeStepProps {
  phoneNumber: string;
  code: string;
  onCodeChange: (code: string) => void;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
  onChangeNumber: () => void;
  /** Seconds until another code may be requested (0: now). */
  resendIn: number;
  resending: boolean;
  onResend: () => void;
}

export function CodeStep({ phoneNumber, code, onCodeChange, pending, error, onSubmit, onChangeNumber, resendIn, resending, onResend }: CodeStepProps) {
  const { t } = usePhoneTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const complete = code.length === VERIFICATION_CODE_LENGTH;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete && !pending) onSubmit();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        <Trans
          t={t}
          i18nKey="code.sentTo"
          values={{ length: VERIFICATION_CODE_LENGTH, phoneNumber }}
          components={{ number: <strong className="whitespace-nowrap text-neutral-900 dark:text-neutral-100" /> }}
        />
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          {t('code.label')}
        </label>
        <input
          id={inputId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          autoFocus
          className={cn(inputClasses, 'text-center font-mono text-2xl tracking-[0.5em]')}
        />
        <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {t('code.hint', { length: VERIFICATION_CODE_LENGTH })}
        </p>
      </div>

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      ) : null}

      <Button type="submit" size="lg" disabled={!complete || pending} loading={pending} className="w-full">
        {t('code.verify')}
      </Button>

      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button variant="link" onClick={onChangeNumber} disabled={pending}>
          {t('code.changeNumber')}
        </Button>
        <Button variant="link" onClick={onResend} disabled={resendIn > 0 || resending || pending}>
          {resendIn > 0 ? t('code.resendIn', { seconds: resendIn }) : t('code.resend')}
        </Button>
      </div>
    </form>
  );
}
