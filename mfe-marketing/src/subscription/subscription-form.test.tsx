import type { SubscriptionDraft, SubscriptionHandover } from '@jetkiz/contracts';
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

/** The footer's stand-in as the shell hands it over: what it holds, and whether it was told to go. */
function standIn(draft: SubscriptionDraft) {
  const taken = { done: 0 };
  const handover: SubscriptionHandover = { draft: () => draft, done: () => void taken.done++ };
  return { handover, taken };
}

describe('subscription form taking the footer’s stand-in’s place', () => {
  it('keeps what was typed, with the focus in its field, and sends the stand-in away', async () => {
    const { handover, taken } = standIn({ email: 'aigerim@mail', focus: 'email', submitted: false });
    render(<SubscriptionSlot host={ctx.test.host} handover={handover} />);
    const email = await screen.findByLabelText(/^Your e-mail/);
    expect(email).toHaveValue('aigerim@mail');
    expect(email).toHaveFocus();
    expect(taken.done).toBe(1);
    expect(ctx.api.calls).toHaveLength(0);

    await userEvent.type(email, '.kz');
    expect(email).toHaveValue('aigerim@mail.kz');
  });

  it('moves the focus to its button when the stand-in’s had it', async () => {
    const { handover } = standIn({ email: '', focus: 'submit', submitted: false });
    render(<SubscriptionSlot host={ctx.test.host} handover={handover} />);
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  it('sends a submit pressed before its code arrived, once', async () => {
    ctx.api.answer('POST', '/malling/subscribe', { status: 200, body: { success: true } });
    const { handover } = standIn({ email: 'aigerim@mail.kz', focus: 'submit', submitted: true });
    render(<SubscriptionSlot host={ctx.test.host} handover={handover} />);
    await waitFor(() => expect(ctx.test.alerts).toHaveBeenCalledWith('successMallingSubscribe', 'success'));
    expect(ctx.api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/malling/subscribe', body: { email: 'aigerim@mail.kz' } }),
    ]);
    expect(screen.getByLabelText(/^Your e-mail/)).toHaveValue('');
  });

  it('checks an empty submit pressed before its code arrived and points at the field', async () => {
    const { handover } = standIn({ email: '', focus: 'submit', submitted: true });
    render(<SubscriptionSlot host={ctx.test.host} handover={handover} />);
    const email = await screen.findByLabelText(/^Your e-mail/);
    await waitFor(() => expect(errorText(email)).toBe('This field is required'));
    expect(email).toHaveFocus();
    expect(ctx.api.calls).toHaveLength(0);
  });
});
