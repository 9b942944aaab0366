import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { locationSearchConfigSchema } from './config-schema';
import { LocationSearchSection } from './location-search-section';
import { renderWidget } from './testing/render-widget';

describe('banksearch/location-search widget', () => {
  it('reads its config with defaults and rejects an unknown variant', () => {
    expect(v.parse(locationSearchConfigSchema, {})).toEqual({
      variant: 'default',
      headingLevel: 2,
    });
    expect(v.safeParse(locationSearchConfigSchema, { variant: 'header' }).success).toBe(false);
  });

  it('renders title and description above the search', () => {
    const config = v.parse(locationSearchConfigSchema, {
      title: 'Ihre Bank in der Nähe',
      description: 'Finden Sie Bankstellen in ganz Österreich.',
    });
    renderWidget(<LocationSearchSection config={config} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Bank in der Nähe' })).toBeVisible();
    expect(screen.getByText('Finden Sie Bankstellen in ganz Österreich.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' })).toBeVisible();
  });
});
