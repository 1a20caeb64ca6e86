import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost, offlineApiUrl, takeMissingKeys, setUpMockedHostTest } from '../testing';
import { SubscriptionSlot } from './subscription-slot';

const ctx = setUpMockedHostTest(['subscription']);

async function renderForm() {
  const user = userEvent.setup();
  render(<SubscriptionSlot host={ctx.test.host} />);
  const email = await screen.findByLabelText(/^Your e-mail/);
  return { user, email, submit: screen.getByRole('button', { name: 'Subscribe' }) };
}

const errorText = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || null;
};

describe('subscription form', () => {
  it('is a labelled form named by its heading', async () => {
    await renderForm();
    expect(screen.getByRole('form', { name: 'Jetkiz news' })).toBeInTheDocument();
    expect(takeMissingKeys()).toEqual([]);
  });

  it('requires an e-mail and sends nothing without one', async () => {
    const { user, email, submit } = await renderForm();
    await user.click(submit);
    expect(errorText(email)).toBe('This field is required');
    expect(email).toHaveFocus();
    expect(ctx.api.calls).toHaveLength(0);
  });

  it('checks the e-mail once the field is left', async () => {
    const { user, email } = await renderForm();
    await user.type(email, 'aigerim@');
    expect(errorText(email)).toBeNull();
    await user.tab();
    expect(errorText(email)).toBe('Invalid e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('subscribes, shows the success alert and empties the field', async () => {
    ctx.api.answer('POST', '/malling/subscribe', { status: 200, body: { success: true } });
    const { user, email, submit } = await renderForm();
    await user.type(email, ' aigerim@mail.kz ');
    await user.click(submit);
    await waitFor(() => expect(ctx.test.alerts).toHaveBeenCalledWith('successMallingSubscribe', 'success'));
    expect(ctx.api.calls[0]).toMatchObject({ method: 'POST', path: '/malling/subscribe', body: { email: 'aigerim@mail.kz' } });
    expect(email).toHaveValue('');
    expect(errorText(email)).toBeNull();
  });

  it('shows only the field error on 422', async () => {
    ctx.api.answer('POST', '/malling/subscribe', {
      status: 422,
      body: { error_type: 'validation', error_message: 'Invalid', validation_errors: { email: ['emailNotValid'] } },
    });
    const { user, email, submit } = await renderForm();
    await user.type(email, 'aigerim@mail.kz');
    await user.click(submit);
    await waitFor(() => expect(errorText(email)).toBe('Invalid e-mail'));
    expect(ctx.test.alerts).not.toHaveBeenCalled();
    expect(email).toHaveValue('aigerim@mail.kz');
  });

  it.each([
    [500 as const, { error_type: 'server_error', error_message: 'boom' }],
    [429 as const, { error_type: 'too_many_requests', error_message: 'slow down' }],
  ])('says something went wrong on %i', async (status, body) => {
    ctx.api.answer('POST', '/malling/subscribe', { status, body });
    const { user, email, submit } = await renderForm();
    await user.type(email, 'aigerim@mail.kz');
    await user.click(submit);
    await waitFor(() => expect(ctx.test.alerts).toHaveBeenCalledWith('somethingWentWrong', 'error'));
    expect(ctx.test.alerts).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong when the API does not answer', async () => {
    ctx.test = createTestHost({ apiUrl: offlineApiUrl() });
    const { user, email, submit } = await renderForm();
    await user.type(email, 'aigerim@mail.kz');
    await user.click(submit);
    await waitFor(() => expect(ctx.test.alerts).toHaveBeenCalledWith('somethingWentWrong', 'error'));
    expect(submit).toBeEnabled();
  });
});
