import { jsonForScript } from '../../../rendering/html';
import { XSS_PAYLOADS, type XssPayload } from './xss-corpus';

/** `all` (each place gets the next payload of its kind, so one page carries the corpus) or one id. */
export type XssSelection = 'all' | number;

/** Fields whose text a widget shows: the payload is appended, so the original stays readable. */
const TEXT_KEYS = new Set([
  'title',
  'subTitle',
  'text',
  'name',
  'label',
  'longLabel',
  'alt',
  'copyright',
  'place',
  'eventDescriptionText',
  'street',
  'city',
  'telephone',
  'email',
  'partner',
  'voucherValue',
  'firm',
  'companyName',
  'subsidiary',
  'businessField',
  'headline',
  'lead',
  'linkText',
  'description',
]);

/** Link, image and navigation fields: the value is replaced by a URL payload. */
const URL_KEYS = new Set([
  'url',
  'href',
  'website',
  'chat',
  'routePlanner',
  'res1x',
  'res2x',
  'shopPicture',
  'titleImageLink',
  'linkUrl',
  'appointmentUrl',
  'loginCenterPath',
]);

/** Widget configs name their services with `url` too: there only real links are replaced. */
const CONFIG_URL_KEYS = new Set(['href', 'linkUrl', 'appointmentUrl', 'loginCenterPath']);

/**
 * In a widget config a `name` beside a `label` names a form field (a newsletter topic, the bank
 * field's hidden input): technical, the key a service gets, never shown, so never a text. Ids and
 * types are in no list. A widget still drops a bad one (logged): its own component tests show it.
 */
const isFieldName = (key: string, object: object) => key === 'name' && 'label' in object;

/** Where `injectIntoJson` puts payloads: link keys, and whether the value is a widget config. */
interface InjectionKeys {
  urlKeys: ReadonlySet<string>;
  /** Widget and page configs: `name` of a form field is technical there. */
  config: boolean;
}

const ANSWER_KEYS: InjectionKeys = { urlKeys: URL_KEYS, config: false };
const CONFIG_KEYS: InjectionKeys = { urlKeys: CONFIG_URL_KEYS, config: true };

/** Hands out payloads for one answer: round robin per kind with `all`, else the one chosen. */
export class PayloadPicker {
  readonly #next = { markup: 0, url: 0 };

  constructor(readonly selection: XssSelection) {}

  /** The payloads of this kind a single place gets (one, or none for an unknown id). */
  next(kind: XssPayload['kind']): string | undefined {
    if (this.selection !== 'all')
      return XSS_PAYLOADS.find((payload) => payload.id === this.selection)?.payload;
    const ofKind = XSS_PAYLOADS.filter((payload) => payload.kind === kind);
    const payload = ofKind[this.#next[kind] % ofKind.length];
    this.#next[kind] += 1;
    return payload?.payload;
  }

  /** Every markup payload (all of them with `all`), for an HTML fragment. */
  markupBlock(): string {
    const chosen =
      this.selection === 'all'
        ? XSS_PAYLOADS.filter((payload) => payload.kind === 'markup')
        : XSS_PAYLOADS.filter((payload) => payload.id === this.selection);
    return chosen.map((payload) => `<p class="xss-probe">${payload.payload}</p>`).join('\n');
  }
}

/** A copy of a JSON value with payloads in its text and link fields. */
export function injectIntoJson(
  value: unknown,
  picker: PayloadPicker,
  keys: InjectionKeys = ANSWER_KEYS,
): unknown {
  if (Array.isArray(value)) return value.map((item) => injectIntoJson(item, picker, keys));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (typeof field === 'string' && field !== '' && keys.urlKeys.has(key))
        return [key, picker.next('url') ?? field];
      const technical = keys.config && isFieldName(key, value);
      if (typeof field === 'string' && field !== '' && TEXT_KEYS.has(key) && !technical) {
        const payload = picker.next('markup');
        return [key, payload ? `${field} ${payload}` : field];
      }
      return [key, injectIntoJson(field, picker, keys)];
    }),
  );
}

/** An HTML fragment (legal info, regional content, Content+) with the markup payloads after it. */
export function injectIntoFragment(html: string, picker: PayloadPicker): string {
  return `${html}\n${picker.markupBlock()}`;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const PAGE_CONFIG = /(<script[^>]*id="page-config"[^>]*>)([\s\S]*?)(<\/script>)/;
const DATA_CONFIG = /data-config='([^']*)'/g;

/**
 * A whole page with payloads in its page config (a link setting and a text the widgets never
 * expected) and in every widget's `data-config` (texts and links), escaped as the CMS escapes.
 */
export function injectIntoPage(html: string, picker: PayloadPicker): string {
  const withConfig = html.replace(
    PAGE_CONFIG,
    (_match, open: string, json: string, close: string) => {
      const config = JSON.parse(json.replace(/\\u003c/g, '<')) as Record<string, unknown>;
      const injected = injectIntoJson(config, picker, CONFIG_KEYS) as Record<string, unknown>;
      return `${open}${jsonForScript({ ...injected, xssProbe: picker.next('markup') })}${close}`;
    },
  );
  return withConfig.replace(DATA_CONFIG, (match, escaped: string) => {
    try {
      const config = JSON.parse(unescapeHtml(escaped)) as unknown;
      const injected = injectIntoJson(config, picker, CONFIG_KEYS);
      return `data-config='${escapeAttribute(JSON.stringify(injected))}'`;
    } catch {
      return match;
    }
  });
}
