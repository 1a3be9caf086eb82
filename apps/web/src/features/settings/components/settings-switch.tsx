import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SettingsSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Explanation shown under the label (and read with the switch). */
  description?: ReactNode;
  icon?: ReactNode;
}

/** A labelled on/off switch (role="switch"): click, Space or Enter flips it. */
export function SettingsSwitch({ label, checked, onChange, disabled, description, icon }: SettingsSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start gap-3">
      {icon ? <span className="mt-0.5 text-neutral-500 dark:text-neutral-400">{icon}</span> : null}
      <div className="min-w-0 flex-1">
        <span id={labelId} className="block text-sm font-medium text-neutral-900 dark:text-neutral-100">
          {label}
        </span>
        {description ? (
          <div id={descriptionId} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {description}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'focus-ring relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50',
          checked ? 'bg-brand-600 dark:bg-brand-500' : 'bg-neutral-300 dark:bg-neutral-700',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')}
        />
      </button>
    </div>
  );
}
