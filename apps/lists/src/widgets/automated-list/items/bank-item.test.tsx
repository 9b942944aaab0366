import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../testing/render-with-messages';
import { BankItemLayout, type BankItem } from './bank-item';
import { messages as listsMessages } from '../../../common/messages';
import { messages as itemMessages } from './messages';
import { testSettings } from './testing/item-settings';

const bankItemMessages = [listsMessages, itemMessages];

const branch: BankItem = {
  type: 'bank',
  id: '36000-0001',
  name: 'Raiffeisenbank Lienz',
  blz: '36000',
  address: { street: 'Hauptplatz 3', postalCode: '9900', city: 'Lienz' },
  contact: {
    telephone: '+43 4852 123-0',
    email: 'lienz@bank-demo.at',
    website: '/banken/tirol/filialen/lienz.html',
    chat: null,
  },
  parkinglots: 4,
  accessible: true,
  central: false,
  openingHours: {
    openNow: true,
    periods: [
      {
        day: 0,
        intervals: [
          { open: '08:00', close: '12:00' },
          { open: '13:00', close: '16:00' },
        ],
      },
      { day: 4, intervals: [{ open: '08:00', close: '17:30' }] },
    ],
  },
  consultingHours: { periods: [{ day: 0, intervals: [{ open: '08:00', close: '18:00' }] }] },
  listImage: {
    xs: { res1x: '/images/b-xs@1x.svg', res2x: '/images/b-xs@2x.svg' },
    sm: { res1x: '/images/b-sm@1x.svg', res2x: '/images/b-sm@2x.svg' },
    alt: 'Filiale Lienz von außen',
  },
};

function renderBank(item: Partial<BankItem> = {}, language: 'de' | 'en' = 'de') {
  return renderWithMessages(
    <BankItemLayout item={{ ...branch, ...item }} settings={{ ...testSettings, language }} />,
    bankItemMessages,
    language,
  );
}

describe('BankItemLayout', () => {
  it('shows the picture, the name and the address of the branch', () => {
    renderBank();
    // Branch photos are 4:3: the box has that shape before the picture arrives (no shift).
    const photo = screen.getByRole('img', { name: 'Filiale Lienz von außen' });
    expect(photo).toHaveAttribute('width', '768');
    expect(photo).toHaveAttribute('height', '576');
    expect(screen.getByRole('heading', { level: 3, name: 'Raiffeisenbank Lienz' })).toBeVisible();
    expect(screen.getByText(/Hauptplatz 3/)).toHaveTextContent(/Hauptplatz 3\s*9900 Lienz/);
  });

  it('names the parking, accessible and central pictograms for screen readers', () => {
    const { unmount } = renderBank();
    expect(screen.getByRole('img', { name: 'Kundenparkplätze' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Barrierefreier Zugang' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Zentrale' })).not.toBeInTheDocument();
    unmount();
    renderBank({ parkinglots: 0, accessible: false, central: true });
    expect(screen.queryByRole('img', { name: 'Kundenparkplätze' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zentrale' })).toBeInTheDocument();
  });

  it('tells whether the branch is open now, as the item says', () => {
    const { unmount } = renderBank();
    expect(screen.getByRole('button', { name: /Jetzt geöffnet/ })).toBeInTheDocument();
    unmount();
    renderBank({ openingHours: { openNow: false, periods: [] } });
    expect(screen.getByRole('button', { name: /Jetzt geschlossen/ })).toBeInTheDocument();
  });

  it('opens and closes the opening and consulting hours per weekday from Monday', async () => {
    const user = userEvent.setup();
    renderBank();
    const toggle = screen.getByRole('button', { name: /Öffnungszeiten anzeigen/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Öffnungs- und Beratungszeiten' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Montag08:00–12:00, 13:00–16:0008:00–18:00');
    expect(rows[5]).toHaveTextContent('Freitag08:00–17:30geschlossen');
    expect(rows[7]).toHaveTextContent('Sonntaggeschlossengeschlossen');

    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('links the phone number with a large tap target and the email address', () => {
    renderBank();
    expect(screen.getByRole('link', { name: 'Telefon +43 4852 123-0' })).toHaveAttribute(
      'href',
      'tel:+4348521230',
    );
    expect(screen.getByRole('link', { name: 'lienz@bank-demo.at' })).toHaveAttribute(
      'href',
      'mailto:lienz@bank-demo.at',
    );
  });

  it('offers the bank page when the bank code does not begin with 5', () => {
    renderBank();
    expect(screen.getByRole('link', { name: 'Bankseite öffnen' })).toHaveAttribute(
      'href',
      '/banken/tirol/filialen/lienz.html',
    );
    expect(screen.queryByRole('link', { name: 'Filialseite öffnen' })).not.toBeInTheDocument();
  });

  it('offers the branch page when the bank code begins with 5', () => {
    renderBank({ blz: '57000' });
    expect(screen.getByRole('link', { name: 'Filialseite öffnen' })).toBeInTheDocument();
  });

  it('shows the distance in km with one decimal from 1 km on, else in metres', () => {
    const { unmount } = renderBank({ distance: 2345 });
    expect(screen.getByText('Entfernung: 2,3 km')).toBeInTheDocument();
    unmount();
    renderBank({ distance: 640 });
    expect(screen.getByText('Entfernung: 600 m')).toBeInTheDocument();
  });

  it('shows no distance when the answer has none', () => {
    renderBank();
    expect(screen.queryByText(/Entfernung/)).not.toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    renderBank({ blz: '57000' }, 'en');
    expect(screen.getByRole('link', { name: 'Open branch page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open now/ })).toBeInTheDocument();
  });
});
