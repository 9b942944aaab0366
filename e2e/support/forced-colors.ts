import { expect, type Locator } from '@playwright/test';

/**
 * Forced colours (Windows' contrast themes, `test.use({ forcedColors: 'active' })`): the browser
 * paints every author colour in the visitor's system colours and drops shadows, so a state that
 * only a background, a border colour or a shadow showed is gone. What an element looks like
 * there is what its computed style keeps: the system colours it ends with (a `Highlight` the
 * widget asked for stays), border and outline widths and styles, text decoration, weight, size
 * and the shapes of its `::before`/`::after` and its first descendants.
 */
const PROPERTIES = [
  'backgroundColor',
  'color',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderTopStyle',
  'borderBottomStyle',
  'borderTopColor',
  'borderBottomColor',
  'outlineStyle',
  'outlineWidth',
  'textDecorationLine',
  'textDecorationThickness',
  'fontWeight',
  'boxShadow',
  'backgroundImage',
  'opacity',
  'visibility',
] as const;

export function forcedLook(element: Locator): Promise<string> {
  return element.evaluate((root, properties) => {
    const look = (node: Element, pseudo: string | null) => {
      const style = getComputedStyle(node, pseudo);
      if (pseudo && ['none', 'normal'].includes(style.content)) return '';
      const shape = pseudo ? [style.content, style.width, style.height, style.transform] : [];
      return [...properties.map((name) => style[name]), ...shape].join('|');
    };
    const parts: string[] = [];
    for (const node of [root, ...root.querySelectorAll('*')].slice(0, 9)) {
      parts.push(look(node, null), look(node, '::before'), look(node, '::after'));
    }
    return parts.join('//');
  }, PROPERTIES);
}

/**
 * Fails when the element in a state (selected, pressed, checked, the current page) and one of its
 * siblings out of it look alike in forced colours: the visitor could not tell which one it is.
 */
export async function expectStateSeenInForcedColors(inState: Locator, outOfState: Locator) {
  const [on, off] = await Promise.all([forcedLook(inState), forcedLook(outOfState)]);
  expect(on, 'the element in the state looks like one out of it in forced colours').not.toBe(off);
  expect(
    await lowestTextContrast(inState),
    'contrast of its text against what is painted under it',
  ).toBeGreaterThanOrEqual(4.5);
}

/**
 * The lowest contrast of the element's text against what lies under it in forced colours. Unless
 * `forced-color-adjust: none` hands the element its own system colours, the browser lays a
 * Canvas backplate under every line of text: `color: HighlightText` on a Highlight fill then
 * reads as white on white.
 */
export function lowestTextContrast(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'Canvas';
    document.body.append(probe);
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const ground = (node: Element): string => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (rgb(colour)[3] !== 0) return colour;
      }
      return canvas;
    };
    let lowest = Infinity;
    for (const node of [root, ...root.querySelectorAll('*')]) {
      const text = [...node.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      );
      if (!text) continue;
      const style = getComputedStyle(node);
      const under = style.forcedColorAdjust === 'none' ? ground(node) : canvas;
      const [a, b] = [luminance(rgb(style.color)), luminance(rgb(under))];
      lowest = Math.min(lowest, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
    }
    return lowest;
  });
}

/**
 * Fails when nothing outlines the element in forced colours (no border, no outline): a button or
 * a panel that only a background or a shadow set apart from the page melts into it.
 */
export async function expectOutlinedInForcedColors(element: Locator) {
  const edge = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const border = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return border || outline;
  });
  expect(edge, 'a border or an outline in forced colours').toBe(true);
}
