import { warmUpIntl } from './intl-warm-up';
import { createScriptOrigins } from './security/script-origins';

class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: string) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const BLOB_URL = 'blob:http://localhost:8080/warm-up';

describe('warming up Intl in a worker', () => {
  const revoked: string[] = [];
  let sources: string[];

  beforeEach(() => {
    FakeWorker.started = [];
    revoked.length = 0;
    sources = [];
    Object.assign(globalThis, { Worker: FakeWorker });
    URL.createObjectURL = jest.fn((blob: Blob) => {
      sources.push(blob.type);
      return BLOB_URL;
    });
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => {
    delete (globalThis as { Worker?: unknown }).Worker;
  });

  it('starts a worker from a script the shell wrote, admitted by that URL alone, with the page language', () => {
    const origins = createScriptOrigins();
    expect(warmUpIntl('en', origins)).toBe(true);
    expect(sources).toEqual(['text/javascript']);
    expect(origins.allows(BLOB_URL)).toBe(true);
    const [worker] = FakeWorker.started;
    expect(worker?.url).toBe(BLOB_URL);
    expect(worker?.posted).toEqual(['en']);
  });

  it.each([
    ['the worker is done', 'message'],
    ["the worker failed (refused by the page's CSP)", 'error'],
  ])('stops the worker and frees its script when %s', (_case, event) => {
    warmUpIntl('de', createScriptOrigins());
    const [worker] = FakeWorker.started;
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new Event(event));
    expect(worker?.terminated).toBe(true);
    expect(revoked).toEqual([BLOB_URL]);
  });

  it('warms German when the page names no usable language', () => {
    warmUpIntl('', undefined);
    warmUpIntl('de"; alert(1)', undefined);
    expect(FakeWorker.started.map((worker) => worker.posted)).toEqual([['de'], ['de']]);
  });

  it('does nothing where the browser has no workers, or refuses this one', () => {
    delete (globalThis as { Worker?: unknown }).Worker;
    expect(warmUpIntl('de', undefined)).toBe(false);
    Object.assign(globalThis, {
      Worker: class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    });
    expect(warmUpIntl('de', undefined)).toBe(false);
    expect(revoked).toEqual([BLOB_URL]);
  });
});
