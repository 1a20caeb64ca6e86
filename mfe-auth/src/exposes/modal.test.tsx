import type { HostApi, ModalName } from '@jetkiz/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import Modal from './modal';

function hostRecordingModals(opened: ModalName[]): HostApi {
  return { modals: { open: (name: ModalName) => opened.push(name) } } as unknown as HostApi;
}

describe('auth Modal: authorization', () => {
  it('leads to sign-up or log-in; social login is disabled', async () => {
    await initTestI18n('en');
    const opened: ModalName[] = [];
    render(<Modal host={hostRecordingModals(opened)} name="authorization" params={{}} />);

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['register-verify-phone', 'login']);
    expect(screen.getByRole('button', { name: 'Social login is coming soon' })).toBeDisabled();
  });
});
