import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithMessages } from '../testing/render-with-messages';
import { EmployeeItemLayout, type EmployeeItem } from './employee-item';
import { messages as listsMessages } from '../../../common/messages';
import { messages as itemMessages } from './messages';
import type { ItemLayoutSettings } from './item-layout-props';
import { testSettings } from './testing/item-settings';

const employeeItemMessages = [listsMessages, itemMessages];

const employee: EmployeeItem = {
  type: 'employee',
  accessibilityID: 'employee-001',
  academicDegree: 'Mag.',
  firstname: 'Anna',
  lastname: 'Berger',
  masterDegree: 'MBA',
  businessField: 'Privatkundenbetreuerin',
  specialisation: 'Wohnbaufinanzierung',
  languages: ['Deutsch', 'Englisch'],
  phone: '+43 5 0700 123',
  mobile: '+43 664 1234567',
  email: 'anna.berger@regionalbank-demo.at',
  location: { text: 'Filiale Lienz, Hauptplatz 3, 9900 Lienz', subsidiary: 'Filiale Lienz' },
  subsidiary: 'Filiale Lienz',
  subsidiaryAddress: 'Hauptplatz 3, 9900 Lienz',
  links: [
    {
      text: 'Termin vereinbaren',
      href: '/de/formulare/terminvereinbarung.html',
      target: '_self',
      formPrefillValues: { advisor: 'Mag. Anna Berger, MBA', subsidiary: 'Filiale Lienz' },
    },
  ],
  listImage: {
    sm: { res1x: '/images/employee-001-sm@1x.svg', res2x: '/images/employee-001-sm@2x.svg' },
    alt: 'Anna Berger',
  },
};

function renderEmployee(
  item: Partial<EmployeeItem> = {},
  settings: Partial<ItemLayoutSettings> = {},
) {
  return renderWithMessages(
    <EmployeeItemLayout
      item={{ ...employee, ...item }}
      settings={{ ...testSettings, ...settings }}
    />,
    employeeItemMessages,
  );
}

describe('EmployeeItemLayout', () => {
  it('names the person with the academic degree before and the master degree after the name', () => {
    renderEmployee();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Mag. Anna Berger, MBA');
  });

  it('names a person without degrees by first and last name only', () => {
    renderEmployee({ academicDegree: '', masterDegree: '' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Anna Berger$/);
  });

  it('shows the function and the specialisation only when the site settings say so', () => {
    const { unmount } = renderEmployee();
    expect(screen.queryByText('Privatkundenbetreuerin')).not.toBeInTheDocument();
    expect(screen.queryByText('Wohnbaufinanzierung')).not.toBeInTheDocument();
    unmount();
    renderEmployee({}, { showFunction: true, showSpecialisation: true });
    expect(screen.getByText('Funktion').nextElementSibling).toHaveTextContent(
      'Privatkundenbetreuerin',
    );
    expect(screen.getByText('Spezialisierung').nextElementSibling).toHaveTextContent(
      'Wohnbaufinanzierung',
    );
  });

  it('lists the languages the person speaks', () => {
    renderEmployee();
    expect(screen.getByText('Sprachen').nextElementSibling).toHaveTextContent(
      'Deutsch und Englisch',
    );
  });

  it('links the phone number and the email address', () => {
    renderEmployee();
    expect(screen.getByRole('link', { name: '+43 5 0700 123' })).toHaveAttribute(
      'href',
      'tel:+4350700123',
    );
    expect(screen.getByRole('link', { name: 'anna.berger@regionalbank-demo.at' })).toHaveAttribute(
      'href',
      'mailto:anna.berger@regionalbank-demo.at',
    );
  });

  it('leaves out phone and email when the person has none', () => {
    renderEmployee({ phone: '', email: '' });
    expect(screen.queryByText('Telefon')).not.toBeInTheDocument();
    expect(screen.queryByText('E-Mail')).not.toBeInTheDocument();
  });

  it('shows the mobile number only when the site setting says so and the person has one', () => {
    const { unmount } = renderEmployee();
    expect(screen.queryByText('Mobil')).not.toBeInTheDocument();
    unmount();
    const second = renderEmployee({}, { showMobile: true });
    expect(screen.getByRole('link', { name: '+43 664 1234567' })).toHaveAttribute(
      'href',
      'tel:+436641234567',
    );
    second.unmount();
    renderEmployee({ mobile: '' }, { showMobile: true });
    expect(screen.queryByText('Mobil')).not.toBeInTheDocument();
  });

  it('shows the branch and its address', () => {
    renderEmployee();
    const location = screen.getByText('Standort').nextElementSibling;
    expect(location).toHaveTextContent('Filiale Lienz');
    expect(location).toHaveTextContent('Hauptplatz 3, 9900 Lienz');
  });

  it('marks form links with their prefill values for the forms overlay', () => {
    renderEmployee();
    const link = screen.getByRole('link', { name: 'Termin vereinbaren' });
    expect(link).toHaveAttribute('href', '/de/formulare/terminvereinbarung.html');
    expect(link).toHaveAttribute('data-ctb-form-overlay');
    expect(JSON.parse(link.getAttribute('data-ctb-form-prefill') ?? '{}')).toEqual({
      advisor: 'Mag. Anna Berger, MBA',
      subsidiary: 'Filiale Lienz',
    });
  });

  it('shows the portrait with its alternative text', () => {
    renderEmployee();
    expect(screen.getByRole('img', { name: 'Anna Berger' })).toHaveAttribute(
      'src',
      '/images/employee-001-sm@1x.svg',
    );
  });

  it('shows a decorative silhouette when the person has no picture', () => {
    const { container } = renderEmployee({ listImage: undefined });
    expect(screen.queryByRole('img', { name: /.+/ })).not.toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
