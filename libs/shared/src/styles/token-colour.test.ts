import { readTokenColour } from './token-colour';

describe('readTokenColour', () => {
  let element: HTMLElement;

  beforeEach(() => {
    element = document.createElement('div');
    document.body.append(element);
  });

  afterEach(() => element.remove());

  it('gives a hex token as the widget declares it', () => {
    element.style.setProperty('--ctb-color-primary', ' #00427A ');
    expect(readTokenColour(element, '--ctb-color-primary', '#000000')).toBe('#00427A');
  });

  it('gives the fallback for a token nobody set', () => {
    expect(readTokenColour(element, '--ctb-color-primary', '#00427a')).toBe('#00427a');
  });

  it('resolves a colour only CSS understands through the browser and leaves nothing behind', () => {
    element.style.setProperty('--ctb-color-primary', 'rebeccapurple');
    expect(readTokenColour(element, '--ctb-color-primary', '#00427a')).toBe('rgb(102, 51, 153)');
    expect(element.children).toHaveLength(0);
  });
});
