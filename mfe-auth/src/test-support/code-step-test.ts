import type { AuthModalName } from '@jetkiz/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthTest } from './auth-test';
import { apiError } from './scripted-api';

/** A flow's SMS code step, as sign-up and password reset both have it. */
export interface CodeStepFlow {
  /** the call that checks the code */
  checkRoute: string;
  /** draws the flow up to its code step, the code sent to +7 (701) 123-45-67 */
  reachCode(): Promise<void>;
  /** the modal an accepted code leads to: the flow's new password */
  next: AuthModalName;
}

/**
 * What the code step does in either flow: sends the phone and code with the bot check's 'verify_phone_code' and moves on
 * to the password; a wrong code's invalid_code goes on the code field until the code is changed.
 */
export function itChecksTheCode(ctx: AuthTest, flow: CodeStepFlow): void {
  const codeField = () => screen.getByLabelText('SMS code');
  const confirm = () => screen.getByRole('button', { name: 'Confirm' });

  it('checks the code and moves on to the new password', async () => {
    await flow.reachCode();
    await userEvent.type(codeField(), '4321');
    await userEvent.click(confirm());
    await screen.findByLabelText('Repeat the password');
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
    await userEvent.type(codeField(), '0000');
    await userEvent.click(confirm());
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    await userEvent.type(codeField(), '{Backspace}1');
    expect(confirm()).toBeEnabled();
  });
}
