import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestShell } from '../testing/test-shell';
import { ModalDialog } from './modal-dialog';

function Page({ locked = false, content = <h2>Call me back</h2> }: { locked?: boolean; content?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind the modal</a>
      {open && (
        <ModalDialog locked={locked} onClose={() => setOpen(false)} contentKey="contact-form">
          {content}
          <label>
            Name <input />
          </label>
          <button type="button">Send</button>
        </ModalDialog>
      )}
    </>
  );
}

beforeAll(() => createTestShell('/en'));

describe('ModalDialog', () => {
  it('moves focus in, keeps Tab and Shift+Tab inside, and returns focus to the opener on close', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();

    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const send = screen.getByRole('button', { name: 'Send' });
    for (const expected of [close, name, send, close]) {
      await userEvent.tab();
      expect(expected).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    expect(send).toHaveFocus();

    screen.getByRole('link', { name: 'Behind the modal' }).focus();
    expect(dialog).toHaveFocus();

    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses Escape and the close button while loading', async () => {
    render(<Page locked />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('is named by the heading of its content, and generically before it has one', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Call me back' })).toBeInTheDocument();
  });

  it('has a generic name while its content has no heading', async () => {
    render(<Page content={<p>Loading…</p>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Dialog' })).toBeInTheDocument();
  });
});
