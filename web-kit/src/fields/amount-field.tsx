import { groupedAmountText, type LanguageCode } from '@jetkiz/contracts';
import type { BoundField } from './bound-field';
import { TextField, type TextFieldProps } from './text-field';

export interface AmountFieldProps extends Omit<TextFieldProps, 'type' | 'format' | 'rows' | 'inputMode'> {
  /** the page's language, whose grouping the amount is shown in once the field is left */
  language: LanguageCode;
}

/** The field rewrites its text only when the grouping changes, so a server error on it stays until the user edits. */
function regroupedOnBlur(field: BoundField<string>, language: LanguageCode): BoundField<string> {
  return {
    get value() {
      return field.value;
    },
    get visibleErrors() {
      return field.visibleErrors;
    },
    setValue: (value) => field.setValue(value),
    blur: () => {
      const grouped = groupedAmountText(field.value, language);
      if (grouped !== field.value) field.setValue(grouped);
      field.blur();
    },
  };
}

/** Whole tenge, typed as people write it ('5 000', '5000') and shown grouped as the language writes amounts. */
export function AmountField({ field, language, ...props }: AmountFieldProps) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} field={regroupedOnBlur(field, language)} />;
}
