import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { createFakeHost } from '@jetkiz/contracts/src/host-api/testing';
import Modal from './modal';

describe('logistics Modal', () => {
  it.each([
    ['en', 'delivery-state', 'Courier delivery'],
    ['kk', 'delivery-state', 'Курьерлік жеткізу'],
  ] as const)('in %s shows the %s modal and says the feature comes later', async (language, name, title) => {
    const i18n = await initTestI18n(language);
    const { host } = createFakeHost({ language });
    render(<Modal host={host} name={name} params={{}} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(screen.getByText(i18n.t(`logistics:modal.${name}.later`))).toBeInTheDocument();
    await act(async () => undefined);
  });

  it("shows the insurer's refusal as the 'insurance error' modal", async () => {
    await initTestI18n('ru');
    const { host } = createFakeHost({ language: 'ru' });
    render(<Modal host={host} name="insurance-error" params={{ reason: 'cost_above_limit', name: 'Sapa Insurance JSC' }} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Страховая не может заключить договор');
    expect(screen.getByText('Sapa Insurance JSC')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
