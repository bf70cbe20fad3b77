// A form's image URL value edited through the image upload field.
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import type { ImageFolder } from '@/lib/image-upload';

interface ImageUploadFormFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | null>;
  label: string;
  folder: ImageFolder;
  /** Lets the form wait (disable saving) while an upload runs. */
  onUploadingChange: (uploading: boolean) => void;
}

export function ImageUploadFormField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  folder,
  onUploadingChange,
}: ImageUploadFormFieldProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <ImageUploadField
      label={label}
      folder={folder}
      value={field.value as string | null}
      onChange={field.onChange}
      onUploadingChange={onUploadingChange}
    />
  );
}
