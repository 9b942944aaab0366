import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from './contrast-ratio';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--ctb-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`token --ctb-${name} is missing`);
  return match[1];
}

describe('design tokens', () => {
  it('are declared on widget roots and layers, never on :root', () => {
    expect(css).toMatch(/\[data-widget\],\s*\.ctb-layer\s*\{/);
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(withoutComments).not.toMatch(/:root/);
  });

  it.each([
    ['color-text', 'color-surface'],
    ['color-text', 'color-surface-alt'],
    ['color-text-muted', 'color-surface'],
    ['color-text-muted', 'color-surface-alt'],
    ['color-on-primary', 'color-primary'],
    ['color-on-primary', 'color-primary-hover'],
    ['color-primary', 'color-primary-tint'],
    ['color-success', 'color-success-bg'],
    ['color-error', 'color-error-bg'],
    ['color-warning', 'color-warning-bg'],
    ['color-error', 'color-surface'],
  ])('give text %s on %s at least 4.5:1 contrast', (foreground, background) => {
    expect(contrastRatio(token(foreground), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([['color-border'], ['color-focus']])('give %s at least 3:1 contrast on white', (name) => {
    expect(contrastRatio(token(name), '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
