import { createWidgetHost, type ShellWidgetHost } from './widget-host';

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

function widget(id: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', id);
  return element;
}

describe('the shell widget host', () => {
  let host: ShellWidgetHost;
  let presenceChanges: number;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    document.body.innerHTML = '';
    presenceChanges = 0;
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    host.disconnect();
    errors.mockRestore();
  });

  function start() {
    host = createWidgetHost({
      root: document,
      domains: new Set(['calculators', 'lists']),
      onPresenceChange: () => (presenceChanges += 1),
    });
  }

  it('marks every widget element already on the page as loading and reports its domain present', () => {
    document.body.append(widget('calculators/credit'), widget('calculators/savings'));
    start();
    const states = Array.from(document.querySelectorAll('[data-widget]')).map((el) =>
      el.getAttribute('data-widget-state'),
    );
    expect(states).toEqual(['loading', 'loading']);
    expect(host.isPresent('calculators')).toBe(true);
    expect(host.isPresent('lists')).toBe(false);
  });

  it('tells a watching app of current elements at once and of elements inserted later', async () => {
    const first = widget('calculators/credit');
    document.body.append(first);
    start();
    const added: HTMLElement[] = [];
    host.watch('calculators', { added: (el) => added.push(el), removed: () => undefined });
    const fragment = document.createElement('section');
    const later = widget('calculators/savings');
    fragment.append(later);
    document.body.append(fragment);
    await flushMutations();
    expect(added).toEqual([first, later]);
    expect(later).toHaveAttribute('data-widget-state', 'loading');
  });

  it('asks single-spa to re-check only when a domain gains its first or loses its last element', async () => {
    start();
    const one = widget('lists/news');
    const two = widget('lists/events');
    document.body.append(one);
    await flushMutations();
    document.body.append(two);
    await flushMutations();
    expect(presenceChanges).toBe(1);
    one.remove();
    await flushMutations();
    expect(presenceChanges).toBe(1);
    two.remove();
    await flushMutations();
    expect(presenceChanges).toBe(2);
    expect(host.isPresent('lists')).toBe(false);
  });

  it('hands every element of a known domain to onElementAdded once, also later ones', async () => {
    const added: string[] = [];
    document.body.append(widget('calculators/credit'), widget('weather/forecast'));
    host = createWidgetHost({
      root: document,
      domains: new Set(['calculators']),
      onPresenceChange: () => undefined,
      onElementAdded: (element, domain) =>
        added.push(`${domain}:${element.getAttribute('data-widget')}`),
    });
    document.body.append(widget('calculators/savings'));
    await flushMutations();
    expect(added).toEqual(['calculators:calculators/credit', 'calculators:calculators/savings']);
  });

  it('tells the app when one of its elements leaves the page', async () => {
    const element = widget('calculators/credit');
    document.body.append(element);
    start();
    const removed: HTMLElement[] = [];
    host.watch('calculators', { added: () => undefined, removed: (el) => removed.push(el) });
    element.remove();
    await flushMutations();
    expect(removed).toEqual([element]);
  });

  it('does not report an element that only moved within the page as removed', async () => {
    const element = widget('calculators/credit');
    const target = document.createElement('div');
    document.body.append(element, target);
    start();
    const removed: HTMLElement[] = [];
    host.watch('calculators', { added: () => undefined, removed: (el) => removed.push(el) });
    target.append(element);
    await flushMutations();
    expect(removed).toEqual([]);
  });

  it('puts an element of an unknown domain in the error state with one clear console error', () => {
    document.body.append(widget('weather/forecast'));
    start();
    expect(document.querySelector('[data-widget]')).toHaveAttribute('data-widget-state', 'error');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[ctb] weather/forecast: no remote is registered for the domain "weather"',
    );
  });

  it('rejects a data-widget value that is not of the form domain/widget', () => {
    document.body.append(widget('Calculators'));
    start();
    expect(document.querySelector('[data-widget]')).toHaveAttribute('data-widget-state', 'error');
    expect(errors.mock.calls[0]?.[0]).toContain('must look like "<domain>/<widget>"');
  });

  it('puts every element of a failed domain in the error state, also ones inserted later', async () => {
    document.body.append(widget('calculators/credit'));
    start();
    expect(host.markFailed('calculators')).toEqual(['calculators/credit']);
    const later = widget('calculators/savings');
    document.body.append(later);
    await flushMutations();
    expect(document.querySelectorAll('[data-widget-state="error"]')).toHaveLength(2);
    expect(host.isFailed('calculators')).toBe(true);
  });

  it('tells the visitor in the page language that a failed domain’s widgets cannot be used now, leaving markup the CMS put there', async () => {
    document.documentElement.lang = 'en';
    const credit = widget('calculators/credit');
    const withFallback = widget('calculators/savings');
    withFallback.innerHTML = '<a href="/sparen">Zum Sparrechner</a>';
    document.body.append(credit, withFallback);
    start();
    host.markFailed('calculators');
    expect(credit).toHaveTextContent(
      'Unfortunately, a technical error has occurred. Please try again later.',
    );
    expect(withFallback).toHaveTextContent('Zum Sparrechner');
    expect(withFallback).not.toHaveTextContent('technical error');
    document.documentElement.lang = 'fr';
    const french = widget('lists/news');
    document.body.append(french);
    await flushMutations();
    host.markFailed('lists');
    expect(french).toHaveTextContent('Leider ist ein technischer Fehler aufgetreten.');
    document.documentElement.lang = '';
  });
});
