import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost, offlineApiUrl, takeMissingKeys, setUpMockedHostTest } from '../testing';
import { ContactForm } from './contact-form';

const ctx = setUpMockedHostTest(['contactForm']);

async function renderForm() {
  const user = userEvent.setup();
  render(<ContactForm host={ctx.test.host} />);
  await screen.findByRole('heading', { name: 'Call me back' });
  return {
    user,
    name: screen.getByLabelText(/^Name/),
    phone: screen.getByLabelText(/^Phone/),
    email: screen.getByLabelText(/^E-mail/),
    question: screen.getByLabelText(/^Your question/),
    submit: screen.getByRole('button', { name: 'Call me back' }),
  };
}

function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return error?.textContent || null;
}

describe('contact form', () => {
  it('labels every field and marks name and phone as required', async () => {
    const { name, phone, email, question } = await renderForm();
    expect(name).toBeRequired();
    expect(phone).toBeRequired();
    expect(email).not.toBeRequired();
    expect(question).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(takeMissingKeys()).toEqual([]);
  });

  it('shows a field error only after the field is left, linked with aria-describedby', async () => {
    const { user, name, phone } = await renderForm();
    await user.click(name);
    expect(errorOf(name)).toBeNull();
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await user.click(phone);
    expect(errorOf(name)).toBe('This field is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Әйгерім');
    expect(errorOf(name)).toBeNull();
  });

  it('fills the phone mask as the visitor types and wants the whole number', async () => {
    const { user, name, phone } = await renderForm();
    await user.type(phone, '70112');
    expect(phone).toHaveValue('+7 (701) 12');
    await user.click(name);
    expect(errorOf(phone)).toBe('Enter the full phone number');
    await user.type(phone, '34567');
    expect(phone).toHaveValue('+7 (701) 123-45-67');
    expect(errorOf(phone)).toBeNull();
  });

  it('accepts an empty e-mail but not a wrong one, and limits the question', async () => {
    const { user, email, question, name } = await renderForm();
    await user.click(email);
    await user.click(name);
    expect(errorOf(email)).toBeNull();
    await user.type(email, 'aigerim@mail');
    await user.click(name);
    expect(errorOf(email)).toBe('Invalid e-mail');
    await user.click(question);
    await user.paste('?'.repeat(2001));
    await user.click(name);
    expect(errorOf(question)).toBe('Too long');
  });

  it('sends nothing while required fields are empty, shows their errors and focuses the first', async () => {
    const { user, name, phone, submit } = await renderForm();
    await user.click(submit);
    expect(errorOf(name)).toBe('This field is required');
    expect(errorOf(phone)).toBe('This field is required');
    expect(name).toHaveFocus();
    expect(ctx.api.calls).toHaveLength(0);
  });

  it('sends the request with a normalised phone, locks the modal meanwhile and then shows the success view', async () => {
    ctx.api.answer('POST', '/callback/send', { status: 201, body: { success: true } });
    const held = ctx.api.hold('POST', '/callback/send');
    const { user, name, phone, email, question, submit } = await renderForm();
    await user.type(name, 'Айгерим');
    await user.type(phone, '8 701 123 45 67');
    await user.type(email, ' aigerim@mail.kz ');
    await user.type(question, 'Сколько стоит отправить документы в Астану?');
    await user.click(submit);

    await waitFor(() => expect(ctx.api.calls).toHaveLength(1));
    expect(ctx.test.setLoading).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    held.release();

    expect(await screen.findByRole('heading', { name: 'Request received' })).toHaveFocus();
    expect(ctx.test.setLoading).toHaveBeenLastCalledWith(false);
    expect(ctx.api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/callback/send',
      body: {
        first_name: 'Айгерим',
        phone: '77011234567',
        email: 'aigerim@mail.kz',
        question: 'Сколько стоит отправить документы в Астану?',
      },
    });
    expect(ctx.api.calls[0]!.headers['accept-language']).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(ctx.test.closeModal).toHaveBeenCalled();
    expect(ctx.test.alerts).not.toHaveBeenCalled();
  });

  it('leaves out an empty e-mail and question', async () => {
    ctx.api.answer('POST', '/callback/send', { status: 201, body: { success: true } });
    const { user, name, phone, submit } = await renderForm();
    await user.type(name, 'Данияр');
    await user.type(phone, '7071234567');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Request received' });
    expect(ctx.api.calls[0]!.body).toEqual({ first_name: 'Данияр', phone: '77071234567' });
  });

  it('puts the server’s 422 field errors on the fields, without an alert', async () => {
    ctx.api.answer('POST', '/callback/send', {
      status: 422,
      body: { error_type: 'validation', error_message: 'Invalid', validation_errors: { phone: ['phoneNotValid'] } },
    });
    const { user, name, phone, submit } = await renderForm();
    await user.type(name, 'Мурат');
    await user.type(phone, '7001234567');
    await user.click(submit);
    await waitFor(() => expect(errorOf(phone)).toBe('Enter the full phone number'));
    expect(phone).toHaveFocus();
    expect(ctx.test.alerts).not.toHaveBeenCalled();
    expect(ctx.test.setLoading).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('heading', { name: 'Request received' })).toBeNull();
  });

  it('shows the alert the error table names for any other failure', async () => {
    ctx.api.answer('POST', '/callback/send', { status: 500, body: { error_type: 'server_error', error_message: 'boom' } });
    const { user, name, phone, submit } = await renderForm();
    await user.type(name, 'Елена');
    await user.type(phone, '7771234567');
    await user.click(submit);
    await waitFor(() => expect(ctx.test.alerts).toHaveBeenCalledWith('tryAgainLater', 'error'));
    expect(screen.getByRole('button', { name: 'Call me back' })).toBeEnabled();
  });

  it('says something went wrong when no answer comes', async () => {
    const offline = createTestHost({ apiUrl: offlineApiUrl() });
    ctx.test = offline;
    const { user, name, phone, submit } = await renderForm();
    await user.type(name, 'Елена');
    await user.type(phone, '7771234567');
    await user.click(submit);
    await waitFor(() => expect(offline.alerts).toHaveBeenCalledWith('somethingWentWrong', 'error'));
    expect(offline.setLoading).toHaveBeenLastCalledWith(false);
  });

  it('closes the modal and goes to the confidentiality policy from the consent link', async () => {
    const { user } = await renderForm();
    const link = screen.getByRole('link', { name: 'confidentiality policy' });
    expect(link).toHaveAttribute('href', '/en/confidentiality-policy');
    await user.click(link);
    expect(ctx.test.closeModal).toHaveBeenCalled();
    expect(ctx.test.go).toHaveBeenCalledWith('/confidentiality-policy');
  });
});
