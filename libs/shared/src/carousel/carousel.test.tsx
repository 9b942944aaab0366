import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import type { CarouselLabels } from './carousel-types';

const labels: CarouselLabels = {
  carousel: 'Karussell',
  previous: 'Vorherige Angebote',
  next: 'Nächste Angebote',
  shown: (first, last, total) => `${first} bis ${last} von ${total} Angeboten angezeigt`,
};

const offers = ['Girokonto', 'Sparbuch', 'Wohnkredit', 'Leasing', 'Fonds', 'Versicherung'];

function renderCarousel(items: readonly string[] = offers) {
  return render(<OffersCarousel items={items} />);
}

function OffersCarousel({ items }: { items: readonly string[] }) {
  return (
    <Carousel
      items={items}
      itemKey={(offer) => offer}
      renderItem={(offer) => <a href={`/de/${offer}`}>{offer}</a>}
      label="Unsere Angebote"
      labels={labels}
      slidesPerView={3}
      showArrows
    />
  );
}

const region = () => screen.getByRole('region', { name: 'Unsere Angebote' });
const nextButton = () => screen.getByRole('button', { name: 'Nächste Angebote' });

beforeEach(() => {
  // jsdom has no layout: a width lets swiper page through the slides.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

afterEach(() => jest.restoreAllMocks());

describe('Carousel', () => {
  it('starts paging after the first frame, keeping the same slides and the region', async () => {
    renderCarousel();
    await waitFor(() =>
      expect(within(region()).queryByRole('list', { busy: true })).not.toBeInTheDocument(),
    );
    expect(region()).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(within(region()).getAllByRole('listitem')).toHaveLength(6);
    expect(nextButton()).toHaveAttribute('aria-disabled', 'false');

    await userEvent.click(nextButton());
    expect(await screen.findByText('4 bis 6 von 6 Angeboten angezeigt')).toBeInTheDocument();
  });

  // After the test above swiper's code is loaded: the first commit still holds the static slides.
  it('shows every slide at once, in a busy list with the arrows not yet available', () => {
    renderCarousel();
    const list = within(region()).getByRole('list', { busy: true });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: 'Girokonto' })).toBeVisible();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('pages through slides added after it started', async () => {
    const { rerender } = renderCarousel(offers.slice(0, 3));
    await waitFor(() =>
      expect(within(region()).queryByRole('list', { busy: true })).not.toBeInTheDocument(),
    );
    rerender(<OffersCarousel items={offers} />);
    await userEvent.click(nextButton());
    expect(await screen.findByText('4 bis 6 von 6 Angeboten angezeigt')).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Leasing' })).toBeInTheDocument();
  });

  it('leaves nothing running when removed before its first frame', async () => {
    const frames = jest.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderCarousel();
    unmount();
    expect(frames).toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
