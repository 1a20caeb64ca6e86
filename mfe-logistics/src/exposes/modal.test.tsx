import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { createFakeHost } from '@jetkiz/contracts/src/host-api/testing';
import Modal from './modal';

describe('logistics Modal', () => {
  it.each([
    ['en', 'delivery-state', 'Courier delivery'],
    ['ru', 'insurance-error', 'Страховка посылки'],
    ['kk', 'delivery-state', 'Курьерлік жеткізу'],
  ] as const)('in %s shows the %s modal and says the feature comes later', async (language, name, title) => {
    const i18n = await initTestI18n(language);
    const { host } = createFakeHost({ language });
    render(<Modal host={host} name={name} params={{}} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(screen.getByText(i18n.t(`logistics:modal.${name}.later`))).toBeInTheDocument();
    await act(async () => undefined);
  });
});
