/** One violation as browsers report it, reduced to what a test or a person needs to see. */
export interface CspViolation {
  /** The report URL's tag (e2e: the test that opened the page), or '' */
  tag: string;
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sourceFile: string;
  line: number | null;
  sample: string;
  disposition: string;
  receivedAt: string;
}

const MAX_KEPT = 2000;

type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** A legacy report-uri body (`{ "csp-report": {...} }`, kebab-case keys). */
function fromLegacy(report: Json, tag: string, receivedAt: string): CspViolation {
  return {
    tag,
    documentUrl: text(report['document-uri']),
    directive: text(report['effective-directive']) || text(report['violated-directive']),
    blockedUrl: text(report['blocked-uri']),
    sourceFile: text(report['source-file']),
    line: num(report['line-number']),
    sample: text(report['script-sample']),
    disposition: text(report['disposition']),
    receivedAt,
  };
}

/** A Reporting API report (`[{ type: "csp-violation", body: {...} }]`, camelCase keys). */
function fromReportingApi(body: Json, tag: string, receivedAt: string): CspViolation {
  return {
    tag,
    documentUrl: text(body['documentURL']),
    directive: text(body['effectiveDirective']),
    blockedUrl: text(body['blockedURL']),
    sourceFile: text(body['sourceFile']),
    line: num(body['lineNumber']),
    sample: text(body['sample']),
    disposition: text(body['disposition']),
    receivedAt,
  };
}

/** The violations the platform received, newest last; kept in memory, capped. */
export class CspReportStore {
  readonly #violations: CspViolation[] = [];

  /** Records what a browser posted; answers how many violations the body held. */
  record(payload: unknown, tag: string, now = new Date()): number {
    const receivedAt = now.toISOString();
    const found: CspViolation[] = [];
    const items = Array.isArray(payload) ? payload : [payload];
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const entry = item as Json;
      if (typeof entry['csp-report'] === 'object' && entry['csp-report'] !== null)
        found.push(fromLegacy(entry['csp-report'] as Json, tag, receivedAt));
      else if (entry['type'] === 'csp-violation' && typeof entry['body'] === 'object')
        found.push(fromReportingApi(entry['body'] as Json, tag, receivedAt));
    }
    this.#violations.push(...found);
    this.#violations.splice(0, Math.max(0, this.#violations.length - MAX_KEPT));
    return found.length;
  }

  list(tag?: string): CspViolation[] {
    return tag === undefined
      ? [...this.#violations]
      : this.#violations.filter((violation) => violation.tag === tag);
  }

  clear(tag?: string): void {
    if (tag === undefined) this.#violations.length = 0;
    else {
      const kept = this.#violations.filter((violation) => violation.tag !== tag);
      this.#violations.splice(0, this.#violations.length, ...kept);
    }
  }
}
