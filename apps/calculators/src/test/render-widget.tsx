import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, type Language, SWRConfig } from '@ctb/shared';
import { calculatorMessages } from '../messages';
import { PAAS } from './platform-server';

export interface RenderOptions {
  language?: Language;
  editMode?: boolean;
}

/** Writes the page configuration the CMS would render into the document. */
export function installPageConfig({ language = 'de', editMode = false }: RenderOptions = {}) {
  document.querySelector('script#page-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-config';
  script.textContent = JSON.stringify({
    paasBaseUrl: PAAS,
    language,
    currentPagePath: btoa('/de/rechner'),
    currentLanguagePagePath: btoa('/de'),
    loginCenterPath: '/de/login',
    pensionCalculator: { serviceUrl: '/api/calculators/pension' },
    editMode,
  });
  document.head.append(script);
}

/** Renders a widget as the widget root would: page config, translations, a fresh swr cache. */
export function renderWidget(ui: ReactElement, options: RenderOptions = {}) {
  installPageConfig(options);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider language={options.language ?? 'de'} messages={calculatorMessages}>
        {ui}
      </I18nProvider>
    </SWRConfig>,
  );
}
