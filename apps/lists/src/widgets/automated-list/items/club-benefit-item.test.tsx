import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../testing/render-with-messages';
import { ClubBenefitItemLayout, type ClubBenefitItem } from './club-benefit-item';
import { messages as listsMessages } from '../../../common/messages';
import { messages as itemMessages } from './messages';
import { testSettings } from './testing/item-settings';

const clubBenefitItemMessages = [listsMessages, itemMessages];

const benefit: ClubBenefitItem = {
  type: 'clubBenefit',
  voucherId: 'V-1042',
  title: 'Sportshop Alpin',
  shopPicture: '/images/club/sportshop-alpin.jpg',
  voucherValue: '-15 %',
  zipCode: '6020',
  city: 'Innsbruck',
  validTo: '2026-12-31',
};

function renderBenefit(item: Partial<ClubBenefitItem> = {}) {
  return renderWithMessages(
    <ClubBenefitItemLayout item={{ ...benefit, ...item }} settings={testSettings} />,
    clubBenefitItemMessages,
  );
}

describe('ClubBenefitItemLayout', () => {
  beforeEach(() =>
    window.history.replaceState(null, '', '/de/club/vorteile.html?federalStates=tirol'),
  );

  it('shows the picture, the title, the voucher value and the zip code with the city', () => {
    const { container } = renderBenefit();
    expect(screen.getByRole('heading', { level: 3, name: 'Sportshop Alpin' })).toBeInTheDocument();
    expect(screen.getByText('-15 %')).toBeInTheDocument();
    expect(screen.getByText('6020 Innsbruck')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/images/club/sportshop-alpin.jpg',
    );
  });

  it('names the partner as the title in the old variant', () => {
    renderBenefit({ title: undefined, partner: 'Buchhandlung Tyrolia' });
    expect(screen.getByRole('heading', { name: 'Buchhandlung Tyrolia' })).toBeInTheDocument();
  });

  it('shows the valid-to date as DD.MM.YYYY', () => {
    renderBenefit();
    expect(screen.getByText('Gültig bis 31.12.2026')).toBeInTheDocument();
  });

  it('says "unbegrenzt gültig" when the discount does not expire', () => {
    renderBenefit({ validTo: null });
    expect(screen.getByText('unbegrenzt gültig')).toBeInTheDocument();
  });

  it('sets cd-id to the voucher id with a history entry and a popstate event on "Mehr Details"', async () => {
    const user = userEvent.setup();
    const popstates: unknown[] = [];
    const onPopState = (event: PopStateEvent) => popstates.push(event.state);
    window.addEventListener('popstate', onPopState);
    const entriesBefore = window.history.length;
    renderBenefit();

    await user.click(screen.getByRole('button', { name: 'Mehr Details zu Sportshop Alpin' }));

    window.removeEventListener('popstate', onPopState);
    const url = new URL(window.location.href);
    expect(url.searchParams.get('cd-id')).toBe('V-1042');
    expect(url.searchParams.get('federalStates')).toBe('tirol');
    expect(window.history.length).toBe(entriesBefore + 1);
    expect(popstates).toEqual([{ 'cd-id': 'V-1042' }]);
  });
});
