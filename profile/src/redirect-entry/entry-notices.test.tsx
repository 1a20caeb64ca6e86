import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTestTexts } from '../testing';
import { AlertNotice } from './entry-notices';

beforeEach(() => loadTestTexts('en'));

describe('AlertNotice', () => {
  it('shows the text of its key and can be closed', async () => {
    const onDismiss = jest.fn();
    render(<AlertNotice message="parcelWasBound" onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('The parcel is already bound to a trip');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
