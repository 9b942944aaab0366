import { createWidgetRenderer, type RenderOptions } from '@ctb/test-support';
import startPageWidget from '../start-page-widget';
import { startPageConfigSchema, type StartPageConfig } from '../config-schema';
import { StartPage } from '../start-page';
import * as v from 'valibot';

/** Renders the start page with exactly the texts its chunk brings. */
export const { renderWidget } = createWidgetRenderer(startPageWidget.messages, {
  pagePath: '/de/market',
});

export const BASE_CONFIG = {
  blz: '20320',
  bstnr: '0001',
  indices: [{ symbol: 'ATX' }, { symbol: 'ATXPRIME', label: 'ATX Prime' }, { symbol: 'DAX' }],
};

/** The config as the widget runtime hands it over: validated, defaults filled in. */
export function startPageConfig(overrides: Record<string, unknown> = {}): StartPageConfig {
  return v.parse(startPageConfigSchema, { ...BASE_CONFIG, ...overrides });
}

export function renderStartPage(overrides: Record<string, unknown> = {}, options?: RenderOptions) {
  return renderWidget(<StartPage config={startPageConfig(overrides)} />, options);
}
