import type { CityList } from '@jetkiz/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CitiesFailedNote } from './cities-failed-note';

function cityList(status: CityList['status']) {
  return { status, load: jest.fn(() => Promise.resolve()) } as unknown as CityList & { load: jest.Mock };
}

describe('CitiesFailedNote', () => {
  it('says the cities failed and loads them again on retry', async () => {
    const cities = cityList('failed');
    render(<CitiesFailedNote cities={cities} text="The cities did not load." retry="Retry" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The cities did not load. Retry');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(cities.load).toHaveBeenCalledTimes(1);
  });

  it.each(['idle', 'loading', 'ready'] as const)('shows nothing while the list is %s', (status) => {
    const { container } = render(<CitiesFailedNote cities={cityList(status)} text="The cities did not load." retry="Retry" />);
    expect(container).toBeEmptyDOMElement();
  });
});
