import { fireEvent, screen } from '@testing-library/react';
import { createTestHost, renderSuspending, setTestLanguage, takeMissingKeys } from '../testing';
import LegalPage from './legal-page';

describe('the legal pages', () => {
  it.each([
    ['en', 'Insure a parcel', '/en/widget/insurance'],
    ['ru', 'Застраховать посылку', '/ru/widget/insurance'],
    ['kk', 'Сәлемдемені сақтандыру', '/kz/widget/insurance'],
  ] as const)('in %s, the insurance conditions lead to the insurance widget', async (language, action, href) => {
    await setTestLanguage(language, ['legal', 'insuranceConditions']);
    const { host, go } = createTestHost({ language });
    await renderSuspending(<LegalPage host={host} page="insurance-conditions" />);
    const link = await screen.findByRole('link', { name: action });
    expect(link).toHaveAttribute('href', href);
    fireEvent.click(link);
    expect(go).toHaveBeenCalledWith('/widget/insurance');
    expect(takeMissingKeys()).toEqual([]);
  });

  it('the public offer does not', async () => {
    await setTestLanguage('en', ['legal', 'publicOffer']);
    const { host } = createTestHost();
    await renderSuspending(<LegalPage host={host} page="public-offer" />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Insure a parcel' })).not.toBeInTheDocument();
  });
});
