import { forwardRef } from 'react';
import { Input, type InputProps } from './input';

/**
 * A decimal number typed the pt-BR way ('199,90'), with the phone's decimal keypad. A text field,
 * not type="number": that one shows and takes a decimal point ('0.00') whatever the language. The
 * form converts at its edges: decimalFieldValue for the value shown, optionalNumber (parseDecimal)
 * for the value saved.
 */
export const DecimalInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type' | 'inputMode'>>(
  function DecimalInput(props, ref) {
    return (
      <Input ref={ref} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />
    );
  },
);
