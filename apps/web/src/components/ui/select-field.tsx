import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';
import { inputClasses } from './text-field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Labelled native <select> with an optional hint and error message wired through aria-describedby. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, hint, id, className, children, ...rest }, ref) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select ref={ref} {...control} className={cn(inputClasses, 'pr-8', className)} {...rest}>
          {children}
        </select>
      )}
    </FormField>
  );
});
