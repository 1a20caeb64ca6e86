import { FieldModel, MESSAGE_KEYS, emailRule, phoneRule, requiredRule } from '@jetkiz/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addKitTexts } from '../testing/kit-texts';
import { ChoiceField, CodeField, PhoneField, SelectField, TextField, plainField } from './index';

beforeAll(addKitTexts);

describe('TextField', () => {
  it('shows its errors only once the field was left, tied to the input', async () => {
    const email = new FieldModel('', [requiredRule, emailRule]);
    render(<TextField field={email} name="email" label="E-mail" type="email" hint="We write only about your parcels" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    // tied to the (still empty) error container too, so only the hint is read
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(input).toHaveAccessibleDescription(/^\s*We write only about your parcels$/);

    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required We write only about your parcels');

    await userEvent.type(input, 'a@b.kz');
    expect(email.value).toBe('a@b.kz');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows server errors at once', () => {
    const name = new FieldModel('Ann', [requiredRule]);
    name.setServerErrors([MESSAGE_KEYS.onlyLettersRequired]);
    render(<TextField field={name} name="first_name" label="Name" rows={2} />);
    expect(screen.getByRole('textbox', { name: 'Name' }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('Letters only')).toBeInTheDocument();
  });
});

describe('PhoneField and CodeField', () => {
  it('fill the phone mask and keep a code to its digits', async () => {
    const phone = new FieldModel('', [requiredRule, phoneRule]);
    const code = new FieldModel('');
    render(
      <>
        <PhoneField field={phone} name="phone" label="Phone" />
        <CodeField field={code} name="code" label="Code" />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '7012345678');
    expect(phone.value).toBe('+7 (701) 234-56-78');
    expect(phone.isValid).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '12a345');
    expect(code.value).toBe('1234');
  });
});

describe('PhoneField: the imask phone mask (issue 22 item 1)', () => {
  function renderPhone(initial = '') {
    const phone = new FieldModel(initial, [requiredRule, phoneRule]);
    render(<PhoneField field={phone} name="phone" label="Phone" />);
    return { phone, input: screen.getByRole('textbox', { name: 'Phone' }) };
  }

  /** The usual ways one number is written: with 8, +7 or 7 before it, or none, spaced or not. */
  const NUMBER_WRITTEN = ['8 701 234 56 78', '87012345678', '+7 701 234 56 78', '7 701 234 56 78', '77012345678', '7012345678'];

  it.each([...NUMBER_WRITTEN, '+77012345678', '701 234 56 78'])('typing %j key by key gives +7 (701) 234-56-78', async (keys) => {
    const { phone, input } = renderPhone();
    await userEvent.type(input, keys);
    expect(input).toHaveValue('+7 (701) 234-56-78');
    expect(phone.value).toBe('+7 (701) 234-56-78');
    expect(phone.isValid).toBe(true);
  });

  it.each([...NUMBER_WRITTEN, '+7 (701) 234-56-78', '8 (701) 234-56-78'])('pasting %j gives +7 (701) 234-56-78', async (pasted) => {
    const { phone, input } = renderPhone();
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue('+7 (701) 234-56-78');
    expect(phone.isValid).toBe(true);
  });

  it.each(['7771234567', '777 123 45 67', '7751234567'])(
    'reads %j, a 77x number typed without a prefix, as the whole national number once the field is left',
    async (keys) => {
      const { phone, input } = renderPhone();
      await userEvent.type(input, keys);
      await userEvent.tab();
      expect(input).toHaveValue(
        `+7 (${keys.replace(/\D/g, '').slice(0, 3)}) ${keys.replace(/\D/g, '').slice(3, 6)}-${keys.replace(/\D/g, '').slice(6, 8)}-${keys.replace(/\D/g, '').slice(8)}`,
      );
      expect(phone.isValid).toBe(true);
    },
  );

  it('keeps numbers that start with 77 whole: typed with or without the country code, and a key past the end changes nothing', async () => {
    const { phone, input } = renderPhone();
    await userEvent.type(input, '87771234567');
    expect(phone.value).toBe('+7 (777) 123-45-67');
    await userEvent.type(input, '8');
    expect(phone.value).toBe('+7 (777) 123-45-67');
    await userEvent.clear(input);
    await userEvent.type(input, '+77771234567');
    expect(phone.value).toBe('+7 (777) 123-45-67');
  });

  it('never lets a mangled number pass: a number outside the plan or one short is refused', async () => {
    const { phone, input } = renderPhone();
    await userEvent.type(input, '80123456789');
    expect(phone.isValid).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '701234567');
    expect(phone.value).toBe('+7 (701) 234-56-7');
    expect(phone.isValid).toBe(false);
    expect(phoneRule.isValidSync('+7 (870) 123-45-67')).toBe(false);
  });

  it('shows a number the model was given (a prefill), and a reset empties it', async () => {
    const { phone, input } = renderPhone('77012345678');
    await waitFor(() => expect(input).toHaveValue('+7 (701) 234-56-78'));
    expect(phone.value).toBe('+7 (701) 234-56-78');
    act(() => phone.reset());
    act(() => phone.setValue(''));
    expect(input).toHaveValue('');
  });

  it('reads a number given before imask has loaded by the same rule, then shows it through the mask', async () => {
    const { phone, input } = renderPhone();
    fireEvent.input(input, { target: { value: '8 701 234 56 78' } });
    expect(phone.value).toBe('+7 (701) 234-56-78');
    await waitFor(() => expect(input).toHaveValue('+7 (701) 234-56-78'));
    expect(phone.isValid).toBe(true);
  });

  it('reads keys typed before imask has loaded as typed keys once it has', async () => {
    const { phone, input } = renderPhone();
    fireEvent.input(input, { target: { value: '7' } });
    fireEvent.input(input, { target: { value: '70' } });
    await waitFor(() => expect(input).toHaveValue('+7 (70'));
    await userEvent.type(input, '71234567');
    expect(input).toHaveValue('+7 (707) 123-45-67');
    expect(phone.value).toBe('+7 (707) 123-45-67');
    expect(phone.isValid).toBe(true);
  });

  it('the code mask keeps digits only, four of them', async () => {
    const code = new FieldModel('');
    render(<CodeField field={code} name="code" label="Code" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.paste('12-34 5');
    expect(code.value).toBe('1234');
  });
});

describe('SelectField and ChoiceField', () => {
  it('bind a select and a radio group to field models', async () => {
    const city = new FieldModel('', [requiredRule]);
    const type = new FieldModel('documents');
    const options = [
      { value: 'almaty', label: 'Almaty' },
      { value: 'astana', label: 'Astana' },
    ];
    render(
      <>
        <SelectField field={city} name="from" label="From" placeholder="Choose a city" options={options} />
        <ChoiceField
          field={type}
          name="type"
          legend="What"
          options={[
            { value: 'documents', label: 'Documents' },
            { value: 'parcel', label: 'Parcel', hint: 'up to 5 kg' },
          ]}
        />
      </>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Astana');
    expect(city.value).toBe('astana');
    await userEvent.click(screen.getByRole('radio', { name: 'Parcel up to 5 kg' }));
    expect(type.value).toBe('parcel');
  });

  it('take a plain value a store keeps itself', async () => {
    const chosen: string[] = [];
    render(
      <SelectField
        field={plainField('a', (value) => chosen.push(value))}
        label="Sort"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'B');
    expect(chosen).toEqual(['b']);
  });
});
