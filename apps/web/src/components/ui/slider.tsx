import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SliderMark {
  value: number;
  label: string;
}

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** What the value means in words (shown beside the label and read by screen readers). */
  valueText: string;
  /** Labels under the track at given values (outside min..max they are left out). */
  marks?: readonly SliderMark[];
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A labelled native range input with its value shown as text; arrow keys, Page Up/Down, Home and End work. */
export function Slider({ label, value, min, max, step = 1, onChange, valueText, marks = [], hint, disabled, className }: SliderProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const span = max - min;
  const visibleMarks = marks.filter((mark) => mark.value >= min && mark.value <= max);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand-700 tabular-nums dark:text-brand-300">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="focus-ring h-6 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed dark:accent-brand-400"
      />
      {visibleMarks.length > 0 ? (
        <div aria-hidden="true" className="relative h-4 text-xs text-neutral-500 dark:text-neutral-400">
          {visibleMarks.map((mark) => {
            const ratio = span > 0 ? (mark.value - min) / span : 0;
            return (
              <span
                key={mark.value}
                className="absolute top-0 whitespace-nowrap"
                style={{ left: `${ratio * 100}%`, transform: `translateX(-${ratio * 100}%)` }}
              >
                {mark.label}
              </span>
            );
          })}
        </div>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
