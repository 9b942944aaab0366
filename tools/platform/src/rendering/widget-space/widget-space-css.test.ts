import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WIDGET_SPACES, widgetSpaceCss } from './widget-space-css';

const spaces = [
  { widget: 'calculators/credit', phone: 1346, desktop: 836 },
  { widget: 'lists/automated-list', space: 'faq', phone: 1887, desktop: 895 },
  { widget: 'banksearch/location-search', space: 'quickbar', phone: 0, desktop: 101 },
];

describe('the page CSS that reserves each widget its space', () => {
  const css = widgetSpaceCss(spaces);
  const [phone, desktop] = css.split('@media (min-width: 768px)');

  it('gives an element its widget’s phone height, and the desktop height from 768 px', () => {
    expect(phone).toContain(
      '[data-widget="calculators/credit"]:not([data-widget-space]) { --ctb-widget-space: 1346px; }',
    );
    expect(desktop).toContain(
      '[data-widget="calculators/credit"]:not([data-widget-space]) { --ctb-widget-space: 836px; }',
    );
  });

  it('sizes a widget whose height depends on its config by the data-widget-space the CMS sets', () => {
    expect(phone).toContain(
      '[data-widget="lists/automated-list"][data-widget-space="faq"] { --ctb-widget-space: 1887px; }',
    );
  });

  it('reserves nothing where the mounted widget takes no height', () => {
    expect(phone).not.toContain('quickbar');
    expect(desktop).toContain('[data-widget-space="quickbar"] { --ctb-widget-space: 101px; }');
  });

  it('holds the space only until the widget has mounted or failed, on every element', () => {
    expect(css).toContain('[data-widget] { --ctb-widget-space: initial; }');
    expect(css).toMatch(
      /\[data-widget\]:not\(\[data-widget-state="mounted"\], \[data-widget-state="error"\]\) \{[^}]*min-height: var\(--ctb-widget-space, 0px\);/,
    );
  });

  it('draws the skeleton in libs/shared’s design tokens, their values as fallbacks', () => {
    const tokens = readFileSync(
      path.resolve(__dirname, '../../../../../libs/shared/src/styles/tokens.css'),
      'utf8',
    );
    const fallbacks = [...css.matchAll(/var\((--ctb-[\w-]+), ([^)]+)\)/g)].filter(
      ([, name]) => name !== '--ctb-widget-space',
    );
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const [, name, value] of fallbacks) expect(tokens).toContain(`${name}: ${value};`);
  });

  it('states a positive size for every widget it lists', () => {
    expect(WIDGET_SPACES.length).toBeGreaterThan(20);
    for (const space of WIDGET_SPACES)
      expect(Math.max(space.phone, space.desktop)).toBeGreaterThan(0);
  });
});
