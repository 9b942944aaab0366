import { createReleaseStamp, RELEASE_ATTRIBUTE } from './remote-releases';

function widget(id: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', id);
  document.body.append(element);
  return element;
}

type Hook = (args: object) => void;

describe('the release a widget runs', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("is written on the domain's elements once its remote is initialised, and on later ones", () => {
    const credit = widget('calculators/credit');
    const news = widget('lists/news');
    const releases = createReleaseStamp(document);
    (releases.plugin.afterInitRemote as unknown as Hook)({
      remoteInfo: { name: 'calculators' },
      remoteSnapshot: { buildVersion: '0.1.0-abc1234' },
    });
    expect(credit).toHaveAttribute(RELEASE_ATTRIBUTE, '0.1.0-abc1234');
    expect(news).not.toHaveAttribute(RELEASE_ATTRIBUTE);
    const savings = widget('calculators/savings');
    releases.stamp(savings, 'calculators');
    expect(savings).toHaveAttribute(RELEASE_ATTRIBUTE, '0.1.0-abc1234');
    expect(releases.versionOf('calculators')).toBe('0.1.0-abc1234');
  });

  it('writes nothing for a remote loaded without a manifest (no build version)', () => {
    const credit = widget('calculators/credit');
    const releases = createReleaseStamp(document);
    (releases.plugin.afterInitRemote as unknown as Hook)({ remoteInfo: { name: 'calculators' } });
    releases.stamp(credit, 'calculators');
    expect(credit).not.toHaveAttribute(RELEASE_ATTRIBUTE);
  });
});
