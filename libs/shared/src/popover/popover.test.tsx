import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '../i18n/i18n-provider';
import { Popover } from './popover';

function InfoButton({ id = 'bank-info', label = 'Ihre Bank' }: { id?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Info</button>
      <Popover id={id} label={label} open={open} onClose={() => setOpen(false)}>
        <a href="/de/bank">Bank ändern</a>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('opens as a dialog named by its label with a ctb-popover- id', async () => {
    const user = userEvent.setup();
    render(<InfoButton />);
    await user.click(screen.getByRole('button', { name: 'Info' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ihre Bank' });
    expect(dialog).toHaveAttribute('id', 'ctb-popover-bank-info');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('.ctb-layer')).not.toBeNull();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<InfoButton />);
    await user.click(screen.getByRole('button', { name: 'Info' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Info' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<InfoButton />);
    await user.click(screen.getByRole('button', { name: 'Info' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Info' })).toHaveFocus();
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    render(<InfoButton />);
    await user.click(screen.getByRole('button', { name: 'Info' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside while open', async () => {
    const user = userEvent.setup();
    render(<InfoButton />);
    await user.click(screen.getByRole('button', { name: 'Info' }));

    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Bank ändern' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });

  it('names the close button in the visitor language', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider language="it">
        <InfoButton />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('logs "Missing popover configuration" and shows nothing without an id or label', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<InfoButton label="" />);
    await user.click(screen.getByRole('button', { name: 'Info' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Missing popover configuration', expect.anything());
    error.mockRestore();
  });
});
