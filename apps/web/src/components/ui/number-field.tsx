import { forwardRef, type ComponentProps } from 'react';
import { TextField } from './text-field';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/** A labelled number input (TextField): the numeric keypad on phones unless `inputMode` asks for decimals. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField({ inputMode = 'numeric', ...rest }, ref) {
  return <TextField ref={ref} type="number" inputMode={inputMode} {...rest} />;
});
