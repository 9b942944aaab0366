/**
 * Branch "photos": SVG illustrations of a bank building's facade, one per variant (the dataset's
 * `listImage` and `titleImageLink` name `/assets/branches/facade-<n>.svg`). Deterministic: the
 * same variant draws the same picture; `width` only sets the rendered size (res1x / res2x).
 */

/** Variants the dataset uses (`facade-1.svg` … `facade-8.svg`). */
export const FACADE_VARIANTS = 8;
/** Intrinsic size of every facade; the aspect ratio 4:3 stays for any requested width. */
export const FACADE_WIDTH = 640;
export const FACADE_HEIGHT = 480;
export const MIN_FACADE_WIDTH = 80;
export const MAX_FACADE_WIDTH = 1600;

type Roof = 'flat' | 'gable' | 'hip' | 'glass';

interface Facade {
  sky: [string, string];
  wall: string;
  trim: string;
  roof: Roof;
  roofColour: string;
  floors: number;
  columns: number;
  /** rounded window tops (older buildings) */
  arched: boolean;
  /** a tree beside the building */
  tree: boolean;
  /** mountains behind (alpine towns) */
  mountains: boolean;
  awning: string;
}

const FACADES: readonly Facade[] = [
  // 1: baroque town house on a square, ochre
  {
    sky: ['#bfe0f5', '#eef7fc'],
    wall: '#e8c583',
    trim: '#fff7e6',
    roof: 'hip',
    roofColour: '#9b4a32',
    floors: 3,
    columns: 5,
    arched: true,
    tree: false,
    mountains: false,
    awning: '#00427a',
  },
  // 2: modern glass-and-concrete branch
  {
    sky: ['#a9d3ef', '#e6f3fb'],
    wall: '#d9dee3',
    trim: '#7fa7c6',
    roof: 'glass',
    roofColour: '#5d6d7c',
    floors: 2,
    columns: 6,
    arched: false,
    tree: true,
    mountains: false,
    awning: '#00427a',
  },
  // 3: alpine village bank with a gable roof
  {
    sky: ['#9ccbf0', '#e1f1fb'],
    wall: '#f4efe6',
    trim: '#7a5230',
    roof: 'gable',
    roofColour: '#5e3b24',
    floors: 2,
    columns: 4,
    arched: false,
    tree: true,
    mountains: true,
    awning: '#0b5d3b',
  },
  // 4: Viennese Gründerzeit block, light grey
  {
    sky: ['#c4d9ea', '#f1f6fa'],
    wall: '#cfd3d6',
    trim: '#f7f7f5',
    roof: 'flat',
    roofColour: '#6f777e',
    floors: 4,
    columns: 5,
    arched: true,
    tree: false,
    mountains: false,
    awning: '#00427a',
  },
  // 5: pastel market-town house, green
  {
    sky: ['#b3dcf2', '#ecf7fd'],
    wall: '#b9d8b1',
    trim: '#fbfaf3',
    roof: 'hip',
    roofColour: '#8a3b2b',
    floors: 2,
    columns: 4,
    arched: true,
    tree: true,
    mountains: false,
    awning: '#00427a',
  },
  // 6: office building with a flat roof, warm brick
  {
    sky: ['#a7cde9', '#e4f1fa'],
    wall: '#c7785a',
    trim: '#f0e4da',
    roof: 'flat',
    roofColour: '#5a3a2e',
    floors: 3,
    columns: 6,
    arched: false,
    tree: false,
    mountains: false,
    awning: '#00427a',
  },
  // 7: mountain valley branch, timber upper floor
  {
    sky: ['#8fc3ea', '#dcedf9'],
    wall: '#ece3d2',
    trim: '#8b5e34',
    roof: 'gable',
    roofColour: '#46515b',
    floors: 2,
    columns: 3,
    arched: false,
    tree: false,
    mountains: true,
    awning: '#0b5d3b',
  },
  // 8: pink baroque corner house
  {
    sky: ['#c0e1f4', '#f0f8fd'],
    wall: '#e9b7b0',
    trim: '#fff8f4',
    roof: 'hip',
    roofColour: '#6c3b33',
    floors: 3,
    columns: 4,
    arched: true,
    tree: true,
    mountains: false,
    awning: '#00427a',
  },
];

const GROUND = 400;
const HOUSE_LEFT = 120;
const HOUSE_RIGHT = 520;
const GROUND_FLOOR = 100;

function roofPath(facade: Facade, top: number): string {
  const { roofColour } = facade;
  switch (facade.roof) {
    case 'gable':
      return `<path d="M${HOUSE_LEFT - 24} ${top} L320 ${top - 90} L${HOUSE_RIGHT + 24} ${top} Z" fill="${roofColour}"/>
<path d="M${HOUSE_LEFT - 24} ${top} L320 ${top - 90} L${HOUSE_RIGHT + 24} ${top}" fill="none" stroke="${facade.trim}" stroke-width="6"/>`;
    case 'hip':
      return `<path d="M${HOUSE_LEFT - 14} ${top} L${HOUSE_LEFT + 50} ${top - 56} L${HOUSE_RIGHT - 50} ${top - 56} L${HOUSE_RIGHT + 14} ${top} Z" fill="${roofColour}"/>
<rect x="${HOUSE_LEFT + 130}" y="${top - 44}" width="34" height="26" fill="#5d87a8" stroke="${facade.trim}" stroke-width="4"/><rect x="${HOUSE_RIGHT - 164}" y="${top - 44}" width="34" height="26" fill="#5d87a8" stroke="${facade.trim}" stroke-width="4"/>`;
    case 'glass':
      return `<rect x="${HOUSE_LEFT - 8}" y="${top - 14}" width="${HOUSE_RIGHT - HOUSE_LEFT + 16}" height="14" fill="${roofColour}"/>`;
    case 'flat':
      return `<rect x="${HOUSE_LEFT - 10}" y="${top - 18}" width="${HOUSE_RIGHT - HOUSE_LEFT + 20}" height="18" fill="${roofColour}"/>
<rect x="${HOUSE_LEFT - 10}" y="${top - 2}" width="${HOUSE_RIGHT - HOUSE_LEFT + 20}" height="6" fill="${facade.trim}"/>`;
  }
}

function windows(facade: Facade, top: number, floorHeight: number): string {
  const width = HOUSE_RIGHT - HOUSE_LEFT;
  const cell = width / facade.columns;
  const glass = facade.roof === 'glass' ? '#9cc6e4' : '#5d87a8';
  const shapes: string[] = [];
  // The ground floor holds the entrance and the sign: windows start one floor up.
  for (let floor = 0; floor < facade.floors - 1; floor++) {
    const y = top + floor * floorHeight + floorHeight * 0.22;
    const height = floorHeight * 0.56;
    for (let column = 0; column < facade.columns; column++) {
      const windowWidth = facade.roof === 'glass' ? cell - 10 : cell * 0.5;
      const x = HOUSE_LEFT + column * cell + (cell - windowWidth) / 2;
      const radius = facade.arched ? windowWidth / 2 : 0;
      if (facade.arched) {
        shapes.push(
          `<path d="M${x} ${y + height} V${y + radius} A${radius} ${radius} 0 0 1 ${x + windowWidth} ${y + radius} V${y + height} Z" fill="${glass}" stroke="${facade.trim}" stroke-width="5"/>`,
        );
      } else {
        shapes.push(
          `<rect x="${x}" y="${y}" width="${windowWidth}" height="${height}" fill="${glass}" stroke="${facade.trim}" stroke-width="5"/>`,
        );
      }
      if (facade.roof !== 'glass')
        shapes.push(
          `<line x1="${x + windowWidth / 2}" y1="${y + radius}" x2="${x + windowWidth / 2}" y2="${y + height}" stroke="${facade.trim}" stroke-width="3"/>`,
        );
    }
  }
  return shapes.join('\n');
}

function groundFloor(facade: Facade, y: number, height: number): string {
  const door = `<rect x="290" y="${y + height * 0.3}" width="60" height="${height * 0.7}" fill="#2f3e4c"/>
<rect x="296" y="${y + height * 0.36}" width="22" height="${height * 0.6}" fill="#7ea7c7"/><rect x="322" y="${y + height * 0.36}" width="22" height="${height * 0.6}" fill="#7ea7c7"/>`;
  const shop = (x: number) =>
    `<rect x="${x}" y="${y + height * 0.35}" width="110" height="${height * 0.5}" fill="#6f97b8" stroke="${facade.trim}" stroke-width="5"/>`;
  const awning = `<path d="M270 ${y + height * 0.3} h100 l12 -20 h-124 Z" fill="${facade.awning}"/>`;
  const sign = `<rect x="236" y="${y + 6}" width="168" height="30" rx="4" fill="${facade.awning}"/>
<rect x="246" y="${y + 12}" width="18" height="18" rx="3" fill="#ffffff"/>
<path d="M250 ${y + 27} v-11 h6 a3 3 0 0 1 0 6 h-6 m5 0 l5 5" fill="none" stroke="${facade.awning}" stroke-width="2"/>
<text x="272" y="${y + 27}" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="#ffffff">Regionalbank</text>`;
  return [shop(150), shop(380), door, awning, sign].join('\n');
}

function surroundings(facade: Facade): string {
  const parts: string[] = [];
  if (facade.mountains)
    parts.push(
      `<path d="M0 300 L110 170 L190 240 L300 120 L420 250 L520 160 L640 280 V${GROUND} H0 Z" fill="#8ea6b8"/>
<path d="M270 155 L300 120 L332 160 L315 152 L300 165 Z M492 192 L520 160 L548 196 L530 190 Z" fill="#ffffff"/>`,
    );
  parts.push(`<rect y="${GROUND}" width="640" height="80" fill="#c9c4b8"/>
<rect y="${GROUND}" width="640" height="8" fill="#a9a398"/>`);
  if (facade.tree)
    parts.push(`<rect x="566" y="${GROUND - 70}" width="10" height="72" fill="#6b4a2f"/>
<circle cx="571" cy="${GROUND - 96}" r="38" fill="#4f8a4a"/><circle cx="552" cy="${GROUND - 80}" r="24" fill="#5f9b57"/>`);
  return parts.join('\n');
}

/** The facade of `variant` (1-based) as an SVG document, `width` pixels wide (4:3). */
export function facadeSvg(variant: number, width: number = FACADE_WIDTH): string {
  const facade = FACADES[(variant - 1) % FACADES.length] ?? FACADES[0]!;
  const height = Math.round((width * FACADE_HEIGHT) / FACADE_WIDTH);
  // The ground floor (entrance, sign, shop windows) keeps its height; upper floors share the rest.
  const top = GROUND - 240 - (facade.floors > 2 ? 30 : 0);
  const groundTop = GROUND - GROUND_FLOOR;
  const upperFloorHeight = (groundTop - top) / (facade.floors - 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FACADE_WIDTH} ${FACADE_HEIGHT}" width="${width}" height="${height}" role="img" aria-label="Bankgebäude, Außenansicht">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${facade.sky[0]}"/><stop offset="1" stop-color="${facade.sky[1]}"/></linearGradient></defs>
<rect width="${FACADE_WIDTH}" height="${FACADE_HEIGHT}" fill="url(#sky)"/>
<circle cx="90" cy="80" r="30" fill="#fff3c4"/>
${surroundings(facade)}
${roofPath(facade, top)}
<rect x="${HOUSE_LEFT}" y="${top}" width="${HOUSE_RIGHT - HOUSE_LEFT}" height="${GROUND - top}" fill="${facade.wall}"/>
<rect x="${HOUSE_LEFT}" y="${groundTop - 6}" width="${HOUSE_RIGHT - HOUSE_LEFT}" height="6" fill="${facade.trim}"/>
${windows(facade, top, upperFloorHeight)}
${groundFloor(facade, groundTop, GROUND_FLOOR)}
</svg>
`;
}

/** The requested width of `?w=`: a whole number within the limits, else the intrinsic width. */
export function facadeWidth(raw: unknown): number | undefined {
  if (raw === undefined) return FACADE_WIDTH;
  if (typeof raw !== 'string' || !/^\d{1,4}$/.test(raw)) return undefined;
  const width = Number(raw);
  return width >= MIN_FACADE_WIDTH && width <= MAX_FACADE_WIDTH ? width : undefined;
}
