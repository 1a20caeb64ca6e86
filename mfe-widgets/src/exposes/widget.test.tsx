import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import Widget from './widget';

describe('widgets Widget', () => {
  it.each([
    ['en', 'trip', 'New trip'],
    ['ru', 'parcel', 'Новая посылка'],
    ['kk', 'parcel', 'Жаңа сәлемдеме'],
  ] as const)('in %s titles the %s widget', async (language, widget, title) => {
    await initTestI18n(language);
    render(<Widget host={null} widget={widget} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });
});
