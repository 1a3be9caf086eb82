import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export const textAreaClasses =
  'focus-ring min-h-28 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-400 disabled:bg-neutral-100 aria-invalid:border-red-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:disabled:bg-neutral-800';

/** Labelled multi-line input with an optional hint and error message wired through aria-describedby. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id, className, ...rest }, ref) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <textarea ref={ref} {...control} className={cn(textAreaClasses, className)} {...rest} />}
    </FormField>
  );
});
