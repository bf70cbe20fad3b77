// An on/off form value shown as a switch with its visible label beside it.
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, boolean>;
  id: string;
  label: string;
  /** As tall as a text input, for a row whose controls line up at the bottom. */
  inputHeight?: boolean;
}

export function SwitchField<Values extends FieldValues, Output>({
  control,
  name,
  id,
  label,
  inputHeight = false,
}: SwitchFieldProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <div className={inputHeight ? 'flex h-11 items-center gap-3' : 'flex items-center gap-3'}>
      <Switch id={id} checked={field.value as boolean} onCheckedChange={field.onChange} />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}
