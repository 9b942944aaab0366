import { createReleaseStamp, RELEASE_ATTRIBUTE } from './remote-releases';

function widget(id: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', id);
  document.body.append(element);
  return element;
}

describe('the release a widget runs', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("is written on the domain's elements once its manifest names it, and on later ones", () => {
    const credit = widget('calculators/credit');
    const news = widget('lists/news');
    const releases = createReleaseStamp(document);
    releases.record('calculators', '0.1.0-abc1234');
    expect(credit).toHaveAttribute(RELEASE_ATTRIBUTE, '0.1.0-abc1234');
    expect(news).not.toHaveAttribute(RELEASE_ATTRIBUTE);
    const savings = widget('calculators/savings');
    releases.stamp(savings, 'calculators');
    expect(savings).toHaveAttribute(RELEASE_ATTRIBUTE, '0.1.0-abc1234');
    expect(releases.versionOf('calculators')).toBe('0.1.0-abc1234');
  });

  it('writes nothing for a domain whose release is not known yet', () => {
    const credit = widget('calculators/credit');
    const releases = createReleaseStamp(document);
    releases.record('lists', '0.1.0-abc1234');
    releases.stamp(credit, 'calculators');
    expect(credit).not.toHaveAttribute(RELEASE_ATTRIBUTE);
  });
});
