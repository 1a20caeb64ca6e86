import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import Widget from './widget';

describe('logistics Widget', () => {
  it.each([['ru', 'delivery', 'Курьерская доставка']] as const)(
    'in %s shows the %s widget title and says it is not available yet',
    async (language, widget, title) => {
      const i18n = await initTestI18n(language);
      render(<Widget host={null} widget={widget} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByText(i18n.t(`logistics:${widget}.later`))).toBeInTheDocument();
      await act(async () => undefined);
    },
  );

  it.each([
    ['en', 'Parcel insurance'],
    ['kk', 'Сәлемдемені сақтандыру'],
  ] as const)('in %s draws the insurance widget, which needs the site around it', async (language, title) => {
    const i18n = await initTestI18n(language);
    render(<Widget host={null} widget="insurance" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(i18n.t('logistics:insurance.noSite'))).toBeInTheDocument();
    await act(async () => undefined);
  });
});
