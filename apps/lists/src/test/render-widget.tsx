import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, type Language, SWRConfig } from '@ctb/shared';
import { listMessages } from '../messages';
import { PAAS } from './platform-server';

export interface RenderOptions {
  language?: Language;
  editMode?: boolean;
  /** The page's path (plain, encoded into the page config as the CMS does). */
  pagePath?: string;
}

/** Writes the page configuration the CMS would render into the document. */
export function installPageConfig({
  language = 'de',
  editMode = false,
  pagePath = '/de/news',
}: RenderOptions = {}) {
  document.querySelector('script#page-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-config';
  script.textContent = JSON.stringify({
    paasBaseUrl: PAAS,
    language,
    currentPagePath: btoa(pagePath),
    currentLanguagePagePath: btoa(`/${language}`),
    loginCenterPath: `/${language}/login`,
    editMode,
  });
  document.head.append(script);
}

/** Renders a widget as the widget root would: page config, translations, a fresh swr cache. */
export function renderWidget(ui: ReactElement, options: RenderOptions = {}) {
  installPageConfig(options);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider language={options.language ?? 'de'} messages={listMessages}>
        {ui}
      </I18nProvider>
    </SWRConfig>,
  );
}
