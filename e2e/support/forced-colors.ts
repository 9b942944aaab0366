import { expect, type Locator, type Page } from '@playwright/test';

/** The colour (`rgb(...)`) the theme paints its ground in: the system colour Canvas. */
function canvasColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'Canvas';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
}

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const linear = (c: number) =>
      c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [a, b] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

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
async function lowestTextContrast(element: Locator): Promise<number> {
  const canvas = await canvasColour(element.page());
  const pairs = await element.evaluate((root, canvas) => {
    const opaque = (colour: string) => (colour.match(/[\d.]+/g) ?? [])[3] !== '0';
    const ground = (node: Element): string => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return canvas;
    };
    return [root, ...root.querySelectorAll('*')].flatMap((node) => {
      const text = [...node.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      );
      if (!text) return [];
      const style = getComputedStyle(node);
      return [[style.color, style.forcedColorAdjust === 'none' ? ground(node) : canvas]];
    });
  }, canvas);
  return Math.min(Infinity, ...pairs.map(([text, under]) => contrast(text!, under!)));
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

/** An element's picture as a visitor sees it: the colour (`r,g,b`) at each point. */
async function picture(element: Locator) {
  const png = (await element.screenshot()).toString('base64');
  const { width, height, data } = await element.page().evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    return { width: image.width, height: image.height, data: [...pixels] };
  }, png);
  const at = (x: number, y: number) =>
    data.slice((y * width + x) * 4, (y * width + x) * 4 + 3).join();
  return { width, height, at };
}

/** The colours that paint at least a tenth of an element's picture. */
async function paintedColours(element: Locator): Promise<string[]> {
  const { width, height, at } = await picture(element);
  const shares = new Map<string, number>();
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) shares.set(at(x, y), (shares.get(at(x, y)) ?? 0) + 1);
  return [...shares]
    .filter(([, count]) => count / (width * height) >= 0.1)
    .map(([colour]) => colour)
    .sort();
}

/**
 * Fails when an element in a state (the chosen day) is painted in the same colours as one out of
 * it: a background that only changed from transparent to the page's own colour differs in its
 * computed style, not on the screen.
 */
export async function expectPaintedApartInForcedColors(inState: Locator, outOfState: Locator) {
  const [on, off] = [await paintedColours(inState), await paintedColours(outOfState)];
  expect(on, 'the colours of the element in the state and of one out of it').not.toEqual(off);
}

/**
 * Fails when a slider shows no track: on its picture, a row through its middle must be drawn over
 * most of its width, not only where the thumb is.
 */
export async function expectSliderTrackSeen(slider: Locator) {
  const { width, height, at } = await picture(slider);
  const ground = at(0, 0);
  const middle = Math.floor(height / 2);
  let widest = 0;
  for (let y = Math.max(0, middle - 4); y <= Math.min(height - 1, middle + 4); y += 1) {
    let inked = 0;
    for (let x = 0; x < width; x += 1) if (at(x, y) !== ground) inked += 1;
    widest = Math.max(widest, inked / width);
  }
  expect(widest, 'the share of the slider’s width its track is seen on').toBeGreaterThan(0.6);
}

/**
 * The colour each mark of a drawing (an SVG line, bar or text) is painted in, with its contrast
 * against the theme's ground: forced colours leave SVG paint alone, so a chart drawn for a light
 * page can vanish on a dark theme's Canvas.
 */
export async function drawnColours(
  marks: Locator,
): Promise<{ colour: string; contrast: number }[]> {
  const canvas = await canvasColour(marks.page());
  const colours = await marks.evaluateAll((elements) =>
    elements.map((element) => {
      const { fill, stroke } = getComputedStyle(element);
      return fill === 'none' || fill.startsWith('url') ? stroke : fill;
    }),
  );
  return colours.map((colour) => ({ colour, contrast: contrast(colour, canvas) }));
}
