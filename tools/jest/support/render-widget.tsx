import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, type Language, type MessageCatalogues } from '@ctb/shared/runtime';
import { SWRConfig } from '@ctb/shared/http';
import { PAAS } from './platform-server';

export interface RenderOptions {
  language?: Language;
  editMode?: boolean;
  /** The page's path (plain, encoded into the page config as the CMS does). */
  pagePath?: string;
  /** Further page-config settings, e.g. mapsScriptUrl or pensionCalculator. */
  settings?: Record<string, unknown>;
}

/**
 * The test renderer of one app: its messages and its page defaults. `renderWidget` renders a
 * widget as the widget root would: page config, translations, a fresh swr cache.
 */
export function createWidgetRenderer(messages: MessageCatalogues, defaults: RenderOptions = {}) {
  function installPageConfig(options: RenderOptions = {}) {
    const {
      language = 'de',
      editMode = false,
      pagePath = '/de/privatkunden',
    } = {
      ...defaults,
      ...options,
    };
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
      ...defaults.settings,
      ...options.settings,
    });
    document.head.append(script);
  }

  function renderWidget(ui: ReactElement, options: RenderOptions = {}) {
    installPageConfig(options);
    return render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <I18nProvider language={options.language ?? defaults.language ?? 'de'} messages={messages}>
          {ui}
        </I18nProvider>
      </SWRConfig>,
    );
  }

  return { installPageConfig, renderWidget };
}
