import { FieldModel, requiredRule } from '@jetkiz/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceField, TextField } from '../fields';
import { addKitTexts } from '../testing/kit-texts';
import { expectSubmitLedTo, recordScrollsIntoView } from '../testing/scrolls-into-view';
import { Form } from './form';

beforeAll(addKitTexts);

describe('Form', () => {
  it('submits on Enter without loading a page or asking the browser to check the fields', async () => {
    const onSubmit = jest.fn();
    render(
      <Form aria-label="Search" onSubmit={onSubmit}>
        <label>
          City
          <input name="city" required />
        </label>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Search' });
    expect(form).toHaveAttribute('novalidate');
    await userEvent.type(screen.getByLabelText('City'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(fireEvent.submit(form)).toBe(false);
  });
});

describe('Form: a submit that leaves errors (issue 22 item 4)', () => {
  const scrolled = recordScrollsIntoView();

  /** A form of the kit's fields on the field model: type (radios), name and reward, all required. */
  function renderOrder() {
    const type = new FieldModel('', [requiredRule]);
    const name = new FieldModel('', [requiredRule]);
    const reward = new FieldModel('', [requiredRule]);
    const fields = { type, name, reward };
    const submit = () => Object.values(fields).forEach((field) => field.blur());
    render(
      <Form aria-label="Order" onSubmit={submit}>
        <ChoiceField
          field={type}
          name="type"
          legend="Type"
          options={[
            { value: 'documents', label: 'Documents' },
            { value: 'parcel', label: 'Parcel' },
          ]}
        />
        <TextField field={name} name="name" label="Name" required />
        <TextField field={reward} name="reward" label="Reward" />
        <button type="submit">Send</button>
      </Form>,
    );
    return fields;
  }

  it('scrolls to and focuses the first invalid field, and announces its name and error', async () => {
    renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const documents = screen.getByRole('radio', { name: 'Documents' });
    await expectSubmitLedTo(scrolled, documents, 'Type: This field is required');
    expect(documents).toHaveAccessibleDescription('This field is required');
  });

  it('names a required field without its asterisk', async () => {
    renderOrder();
    await userEvent.click(screen.getByRole('radio', { name: 'Parcel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Name: This field is required$/);
  });

  it('goes to the next invalid field once the first is filled', async () => {
    renderOrder();
    await userEvent.click(screen.getByRole('radio', { name: 'Parcel' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Aigerim');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'false');
    const reward = screen.getByRole('textbox', { name: 'Reward' });
    await waitFor(() => expect(reward).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Reward: This field is required');
  });

  it('leaves the focus where it is and announces nothing when every field is valid', async () => {
    const { type, name, reward } = renderOrder();
    type.setValue('parcel');
    name.setValue('Aigerim');
    reward.setValue('5000');
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(send).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });
});
