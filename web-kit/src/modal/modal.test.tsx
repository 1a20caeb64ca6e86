import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DialogOpener } from '../testing/dialog-opener';
import { addKitTexts } from '../testing/kit-texts';
import { Modal } from './modal';

function Page({ locked = false, content = <h2>Call me back</h2> }: { locked?: boolean; content?: ReactNode }) {
  return (
    <DialogOpener
      label="Open"
      dialog={(close) => (
        <Modal locked={locked} onClose={close} contentKey="contact-form">
          {content}
          <label>
            Name <input />
          </label>
        </Modal>
      )}
    />
  );
}

async function openModal(page: ReactNode = <Page />) {
  render(page);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

beforeAll(addKitTexts);

describe('Modal', () => {
  it('is a native modal <dialog> that takes focus and gives it back to the opener on close', async () => {
    const { opener, dialog } = await openModal();
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and on a click on the backdrop, not on a click inside', async () => {
    const { dialog } = await openModal();
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses Escape, the backdrop and the close button while loading', async () => {
    const { dialog } = await openModal(<Page locked />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveAttribute('open');
  });

  it('opens again when the browser closes it while loading', async () => {
    const { dialog } = await openModal(<Page locked />);
    act(() => (dialog as HTMLDialogElement).close());
    expect(dialog).toHaveAttribute('open');
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('is named by the heading of its content, and generically while it has none', async () => {
    await openModal();
    expect(screen.getByRole('dialog', { name: 'Call me back' })).toBeInTheDocument();
  });

  it('has a generic name while its content has no heading', async () => {
    await openModal(<Page content={<p>Loading…</p>} />);
    expect(screen.getByRole('dialog', { name: 'Dialog' })).toBeInTheDocument();
  });
});
