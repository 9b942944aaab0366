import { render, screen } from '@testing-library/react';
import { BranchFeatureIcons } from './branch-feature-icons';

const labels = {
  parking: 'Kundenparkplätze',
  accessible: 'Barrierefreier Zugang',
  central: 'Zentrale',
};

describe('BranchFeatureIcons', () => {
  it('names each feature by its label, in the given order, the drawing hidden', () => {
    render(<BranchFeatureIcons features={['central', 'parking']} labels={labels} />);

    const icons = screen.getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Zentrale',
      'Kundenparkplätze',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: 'Barrierefreier Zugang' })).not.toBeInTheDocument();
    expect(icons[0]).not.toHaveAttribute('title');
    expect(icons[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the names as tooltips when asked', () => {
    render(<BranchFeatureIcons features={['accessible']} labels={labels} tooltips />);

    expect(screen.getByRole('img', { name: 'Barrierefreier Zugang' })).toHaveAttribute(
      'title',
      'Barrierefreier Zugang',
    );
  });

  it('renders nothing for a branch without features', () => {
    const { container } = render(<BranchFeatureIcons features={[]} labels={labels} />);

    expect(container).toBeEmptyDOMElement();
  });
});
