import type { HostApi, ModalName } from '@jetkiz/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startScriptedApi, type ScriptedApi } from '../test-support/scripted-api';
import { createTestHost, renderAuthModal } from '../test-support/test-host';
import { loadTexts } from '../test-support/test-texts';
import Modal from './modal';

function hostRecordingModals(opened: ModalName[]): HostApi {
  return { modals: { open: (name: ModalName) => opened.push(name) } } as unknown as HostApi;
}

describe('the exposed auth Modal', () => {
  it('draws the authorization choice without loading any flow', async () => {
    await loadTexts('en');
    const opened: ModalName[] = [];
    render(<Modal host={hostRecordingModals(opened)} name="authorization" params={{}} />);

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['register-verify-phone', 'login']);
    expect(screen.getByRole('button', { name: 'Social login is coming soon' })).toBeDisabled();
  });
});

describe('texts in every language', () => {
  let api: ScriptedApi;
  beforeEach(async () => {
    api = await startScriptedApi();
  });
  afterEach(() => api.close());

  it.each([
    ['ru', 'Номер телефона', 'Забыли пароль?', 'Введите номер телефона полностью'],
    ['kk', 'Телефон нөмірі', 'Құпиясөзді ұмыттыңыз ба?', 'Телефон нөмірін толық енгізіңіз'],
  ] as const)('%s: the login form and its rule messages', async (language, phoneLabel, forgot, phoneRule) => {
    await loadTexts(language);
    await renderAuthModal(createTestHost(api), 'login');
    await userEvent.type(screen.getByLabelText(phoneLabel), '70');
    await userEvent.tab();
    expect(screen.getByText(phoneRule)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: forgot })).toBeInTheDocument();
  });
});
