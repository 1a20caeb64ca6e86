import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTestTexts } from '../testing';
import { AlertNotice, ChatNotice } from './entry-notices';

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

describe('ChatNotice', () => {
  it('says plainly that chat does not exist yet and where the request is', async () => {
    const { rerender } = render(<ChatNotice found={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<ChatNotice found />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Chat is not available yet; it is coming soon. Below is the request this conversation belongs to.',
    );
    rerender(<ChatNotice found={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/could not find the request/);
  });
});
