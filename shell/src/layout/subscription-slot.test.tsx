import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell } from '../testing/test-shell';
import { SubscriptionSlot } from './subscription-slot';

describe('SubscriptionSlot', () => {
  it('says quietly that the form could not load, with a button that tries again', async () => {
    const { host } = await createTestShell('/en');
    render(<SubscriptionSlot host={host} />);
    expect(await screen.findByText(/The newsletter form is unavailable right now\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload the form' }));
    expect(await screen.findByRole('button', { name: 'Reload the form' })).toBeInTheDocument();
  });
});
