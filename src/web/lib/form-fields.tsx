import type { ComponentProps } from 'react';
import { SelectField, TextArea, TextField } from '../ui/Field';
import { useFieldError, useFormStore, useTextInput, useValue } from './form-store';

/**
 * The site's fields bound to the form store around them (`FormProvider`) by the path of their
 * value: each shows that value, changes it, and shows its message under it.
 */

type Bound<Props> = Omit<Props, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & { name: string };

export function FormTextField({ name, ...props }: Bound<ComponentProps<typeof TextField>>) {
  return <TextField {...props} {...useTextInput(name)} />;
}

export function FormTextArea({ name, ...props }: Bound<ComponentProps<typeof TextArea>>) {
  return <TextArea {...props} {...useTextInput(name)} />;
}

export function FormSelectField({ name, ...props }: Bound<ComponentProps<typeof SelectField>>) {
  const store = useFormStore();
  const value = useValue(name);
  return (
    <SelectField
      {...props}
      name={name}
      value={String(value ?? '')}
      onChange={(next) => store.setValue(name, next)}
      error={useFieldError(name)}
    />
  );
}
