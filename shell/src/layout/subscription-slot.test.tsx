import { commonTranslations, type LanguageCode, type SubscriptionFormProps } from '@jetkiz/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { loadRemoteComponent } from '../remotes/load-remote-component';
import { createTestShell } from '../testing/test-shell';
import { SubscriptionSlot } from './subscription-slot';

jest.mock('../remotes/load-remote-component', () => {
  const actual = jest.requireActual<typeof import('../remotes/load-remote-component')>('../remotes/load-remote-component');
  return { ...actual, loadRemoteComponent: jest.fn(actual.loadRemoteComponent) };
});
const loadForm = jest.mocked(loadRemoteComponent);

/** The marketing form's part of the contract: it starts from the stand-in's draft and says when it is in place. */
function FormFromTheRemote({ handover }: SubscriptionFormProps) {
  const [draft] = useState(() => handover!.draft());
  const [email, setEmail] = useState(draft.email);
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (draft.focus === 'email') input.current?.focus();
    handover!.done();
  }, [draft, handover]);
  return (
    <form aria-label="the remote's form">
      <label>
        Your e-mail
        <input ref={input} value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      {draft.submitted && <p>submitted on arrival</p>}
    </form>
  );
}

/** The remote's module, arriving when the test says so: then the remote's form is drawn. */
function formArrivingLater() {
  let arrive!: () => void;
  const arrived = new Promise<ComponentType<SubscriptionFormProps>>((resolve) => (arrive = () => resolve(FormFromTheRemote)));
  loadForm.mockImplementationOnce(() => arrived as Promise<never>);
  return () => {
    arrive();
    return screen.findByRole('form', { name: "the remote's form" });
  };
}

async function renderSlot() {
  const { host } = await createTestShell('/en');
  render(<SubscriptionSlot host={host} />);
  return { user: userEvent.setup(), email: screen.getByRole('textbox', { name: 'Your e-mail' }) };
}

afterEach(() => loadForm.mockClear());

describe('SubscriptionSlot', () => {
  it('draws the form with its names but loads its code only when the visitor turns to it', async () => {
    const { user, email } = await renderSlot();
    expect(screen.getByRole('form', { name: 'Jetkiz news' })).toContainElement(email);
    expect(email).toBeRequired();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loadForm).not.toHaveBeenCalled();

    formArrivingLater();
    await user.hover(screen.getByRole('heading', { name: 'Jetkiz news' }));
    expect(loadForm).not.toHaveBeenCalled();
    await user.click(email);
    expect(loadForm).toHaveBeenCalledWith('mfe_marketing/SubscriptionForm');
  });

  it('hands what was typed before the code arrived to the form, with the focus in its field', async () => {
    const { user, email } = await renderSlot();
    const arrive = formArrivingLater();
    await user.click(email);
    await user.keyboard('aigerim@mail.kz');
    const form = await arrive();
    const field = screen.getByRole('textbox', { name: 'Your e-mail' });
    expect(form).toContainElement(field);
    expect(field).toHaveValue('aigerim@mail.kz');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Jetkiz news' })).not.toBeInTheDocument();
    await user.keyboard('.kz');
    expect(field).toHaveValue('aigerim@mail.kz.kz');
    expect(loadForm).toHaveBeenCalledTimes(1);
  });

  it('hands over a submit pressed before the code arrived, once', async () => {
    const { user } = await renderSlot();
    const arrive = formArrivingLater();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await arrive();
    expect(screen.getByText('submitted on arrival')).toBeInTheDocument();
  });

  it('says quietly that the form could not load, with a button that tries again', async () => {
    const { user, email } = await renderSlot();
    await user.type(email, 'a');
    expect(await screen.findByText(/The newsletter form is unavailable right now\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload the form' }));
    expect(await screen.findByRole('button', { name: 'Reload the form' })).toBeInTheDocument();
  });

  it.each<LanguageCode>(['ru', 'kk'])('draws the texts of the common namespace the marketing form draws too, in %s', async (language) => {
    const { host } = await createTestShell(`/${language === 'kk' ? 'kz' : language}`);
    render(<SubscriptionSlot host={host} />);
    const { title, label, submit } = commonTranslations[language].subscriptionForm as Record<string, string>;
    expect(screen.getByRole('form', { name: title })).toContainElement(screen.getByRole('textbox', { name: label }));
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
  });
});
