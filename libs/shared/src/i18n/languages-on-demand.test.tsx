import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { I18nProvider } from './i18n-provider';
import { LANGUAGES_ON_DEMAND } from './languages-on-demand';
import type { MessageCatalogue } from './message-catalogue';

/** A catalogue as the build's messages loader leaves it: German inside, English on demand. */
function builtCatalogue(loadEnglish: () => Promise<{ default: Record<string, string> }>) {
  return {
    de: { 'demo.title': 'Rechner' },
    [LANGUAGES_ON_DEMAND]: { en: loadEnglish },
  } as MessageCatalogue;
}

/** Rendered as a widget root would be, awaited since the texts may suspend it. */
function renderTitle(language: 'de' | 'en', catalogue: MessageCatalogue) {
  return act(async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <I18nProvider language={language} messages={catalogue}>
          <h1>
            <FormattedMessage id="demo.title" />
          </h1>
        </I18nProvider>
      </Suspense>,
    );
  });
}

describe('texts the build leaves out of a widget’s chunk', () => {
  it('are not loaded on a German page', async () => {
    const loadEnglish = jest.fn(async () => ({ default: { 'demo.title': 'Calculator' } }));
    await renderTitle('de', builtCatalogue(loadEnglish));
    expect(screen.getByRole('heading')).toHaveTextContent('Rechner');
    expect(loadEnglish).not.toHaveBeenCalled();
  });

  it('are loaded once for a page in their language, which waits for them', async () => {
    const loadEnglish = jest.fn(async () => ({ default: { 'demo.title': 'Calculator' } }));
    const catalogue = builtCatalogue(loadEnglish);
    await renderTitle('en', catalogue);
    expect(await screen.findByRole('heading')).toHaveTextContent('Calculator');
    await renderTitle('en', catalogue);
    expect(screen.getAllByRole('heading')[1]).toHaveTextContent('Calculator');
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  it('fall back to German with one warning when their chunk does not load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Loading chunk texts-en failed.'), {
      name: 'ChunkLoadError',
    });
    await renderTitle(
      'en',
      builtCatalogue(() => Promise.reject(failure)),
    );
    expect(await screen.findByRole('heading')).toHaveTextContent('Rechner');
    await act(() => Promise.resolve());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[ctb] texts in "en" did not load; German is shown instead',
    );
    warn.mockRestore();
  });
});
