import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function LegalInfo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Rechtliche Hinweise</button>
      <Modal
        title="Rechtliche Hinweise zum Kreditrechner"
        open={open}
        onClose={() => setOpen(false)}
      >
        <p>Alle Angaben ohne Gewähr.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its visible title', async () => {
    const user = userEvent.setup();
    render(<LegalInfo />);
    await user.click(screen.getByRole('button', { name: 'Rechtliche Hinweise' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Rechtliche Hinweise zum Kreditrechner',
    });
    expect(dialog).toHaveTextContent('Alle Angaben ohne Gewähr.');
    expect(
      screen.getByRole('heading', { name: 'Rechtliche Hinweise zum Kreditrechner' }),
    ).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the link that opened it', async () => {
    const user = userEvent.setup();
    render(<LegalInfo />);
    await user.click(screen.getByRole('button', { name: 'Rechtliche Hinweise' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechtliche Hinweise' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<LegalInfo />);
    await user.click(screen.getByRole('button', { name: 'Rechtliche Hinweise' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the page behind from scrolling while it is open, and gives the page its styles back', async () => {
    const user = userEvent.setup();
    const root = document.documentElement;
    root.style.overflow = 'auto';
    render(<LegalInfo />);
    await user.click(screen.getByRole('button', { name: 'Rechtliche Hinweise' }));
    await screen.findByRole('dialog');
    expect(root.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(root.style.overflow).toBe('auto');
    root.style.overflow = '';
  });
});
