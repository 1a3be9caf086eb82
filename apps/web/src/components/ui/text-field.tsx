import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export const inputClasses =
  'focus-ring h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-400 disabled:bg-neutral-100 aria-invalid:border-red-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:disabled:bg-neutral-800';

/** Labelled input with an optional hint and error message wired through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, ...rest }, ref) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <input ref={ref} {...control} className={cn(inputClasses, className)} {...rest} />}
    </FormField>
  );
});
