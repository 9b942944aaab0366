import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, installPageConfigForTests, type Language, SWRConfig } from '@ctb/shared';
import { banksearchMessages } from '../messages';

export interface RenderOptions {
  language?: Language;
  editMode?: boolean;
  /** The page's path (plain, encoded into the page config as the CMS does). */
  pagePath?: string;
  /** Further page-config settings, e.g. mapsScriptUrl. */
  settings?: Record<string, unknown>;
}

/** Renders a widget as the widget root would: page config, translations, a fresh swr cache. */
export function renderWidget(ui: ReactElement, options: RenderOptions = {}) {
  const { language = 'de', editMode = false, pagePath = '/de/privatkunden' } = options;
  installPageConfigForTests({
    language,
    editMode,
    currentPagePath: btoa(pagePath),
    currentLanguagePagePath: btoa(`/${language}`),
    loginCenterPath: `/${language}/login`,
    ...options.settings,
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider language={language} messages={banksearchMessages}>
        {ui}
      </I18nProvider>
    </SWRConfig>,
  );
}
