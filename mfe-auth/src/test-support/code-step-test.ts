import type { AuthModalName } from '@jetkiz/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthTest } from './auth-test';
import { apiError } from './scripted-api';
import { renderAuthModal } from './test-host';

export const field = (label: string) => screen.getByLabelText(label);
export const button = (name: string) => screen.getByRole('button', { name });

/** The code step: types `code` and confirms it, then waits for the new password that an accepted code leads to. */
export async function enterCode(code = '1234'): Promise<void> {
  await userEvent.type(field('SMS code'), code);
  await userEvent.click(button('Confirm'));
  await screen.findByLabelText('Repeat the password');
}

/** The flow went back to its phone step, `modal`, saying `alert`, with the phone still typed in. */
export async function expectBackAtPhone(ctx: AuthTest, modal: AuthModalName, alert: string): Promise<void> {
  await waitFor(() => expect(ctx.testHost.modals.current?.name).toBe(modal));
  expect(ctx.testHost.alerts).toEqual([{ message: alert, type: 'error' }]);
  expect(await screen.findByLabelText('Phone number')).toHaveValue('+7 (701) 123-45-67');
}

/**
 * A code sent moments ago, as sign-up and password reset both meet it: `sendRoute` answers 429 with the API's message
 * and a 42 s wait when the phone step, `modal`, asks for a code. The countdown starts from the wait, and the message is
 * the one alert.
 */
export async function expectCodeSentMomentsAgo(ctx: AuthTest, sendRoute: string, modal: AuthModalName): Promise<void> {
  ctx.api.answer(sendRoute, apiError(429, 'phone_confirmation', { message: 'You can resend the code in 42 s.', retryAfter: 42 }));
  await renderAuthModal(ctx.testHost, modal);
  await userEvent.type(field('Phone number'), '7011234567');
  await userEvent.click(button('Get the code'));
  expect(await screen.findByRole('timer')).toHaveTextContent('0:42');
  // The server's text (in the user's language by Accept-Language) is shown as text, never looked up as a key.
  expect(ctx.testHost.alerts).toEqual([{ message: { text: 'You can resend the code in 42 s.', retryAfterSeconds: 42 }, type: 'error' }]);
}

/** A flow's SMS code step, as sign-up and password reset both have it. */
export interface CodeStepFlow {
  /** the call that checks the code */
  checkRoute: string;
  /** draws the flow up to its code step, the code sent to +7 (701) 123-45-67 */
  reachCode(): Promise<void>;
  /** the modal an accepted code leads to: the flow's new password */
  next: AuthModalName;
  /** the flow's error for a code that ran out, and the alert it shows */
  expired: { errorType: string; alert: string };
}

/**
 * What the code step does in either flow: sends the phone and code with the bot check's 'verify_phone_code' and moves on
 * to the password; a wrong code's invalid_code goes on the code field until the code is changed; a code that ran out
 * is said and the phone step shows again, with the phone kept.
 */
export function itChecksTheCode(ctx: AuthTest, flow: CodeStepFlow): void {
  it('checks the code and moves on to the new password', async () => {
    await flow.reachCode();
    await enterCode('4321');
    expect(ctx.api.callsTo(flow.checkRoute)[0]!.body).toEqual({
      phone: '77011234567',
      code: '4321',
      google_recaptcha_action: 'verify_phone_code',
    });
    expect(ctx.testHost.modals.current?.name).toBe(flow.next);
  });

  it("puts a wrong code's invalid_code on the code field", async () => {
    ctx.api.answer(flow.checkRoute, apiError(422, 'invalid_code', { fields: { code: ['invalidCode'] } }));
    await flow.reachCode();
    await userEvent.type(field('SMS code'), '0000');
    await userEvent.click(button('Confirm'));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(button('Confirm')).toBeDisabled();
    await userEvent.type(field('SMS code'), '{Backspace}1');
    expect(button('Confirm')).toBeEnabled();
  });

  it(`${flow.expired.errorType}: says so and returns to the phone, which is kept`, async () => {
    ctx.api.answer(flow.checkRoute, apiError(422, flow.expired.errorType));
    await flow.reachCode();
    await userEvent.type(field('SMS code'), '1234');
    await userEvent.click(button('Confirm'));
    await waitFor(() => expect(ctx.testHost.alerts).toEqual([{ message: flow.expired.alert, type: 'error' }]));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+7 (701) 123-45-67');
  });
}
