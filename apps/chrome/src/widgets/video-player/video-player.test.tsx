import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentStore, CONSENT_SETTINGS_EVENT } from '@ctb/shared/consent';
import { createWidgetRenderer } from '@ctb/test-support';
import type { VideoPlayerConfig } from './config-schema';
import { messages } from './messages';
import { formatTime, platformPlayerUrl, stepTime, stepVolume } from './player-settings';
import { VideoPlayer } from './video-player';

const { renderWidget } = createWidgetRenderer(messages);

const native: VideoPlayerConfig = {
  title: 'So funktioniert die Überweisung per Foto',
  poster: '/images/poster.svg',
  video: {
    type: 'native',
    sources: [{ src: '/videos/a.webm', type: 'video/webm' }],
    captions: { src: '/videos/a.de.vtt', language: 'de', label: 'Deutsch' },
  },
  loop: false,
  muted: false,
};
const youtube: VideoPlayerConfig = {
  title: 'Online-Banking erklärt',
  poster: '/images/poster.svg',
  video: { type: 'youtube', id: 'aqz-KE-bpKQ' },
  loop: true,
  muted: false,
};

/** jsdom has no media playback: play/pause flip `paused` and fire the events a browser would. */
function fakePlayback(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  Object.defineProperty(video, 'duration', { value: 12, configurable: true });
  video.play = () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  video.pause = () => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
  video.dispatchEvent(new Event('loadedmetadata'));
}

afterEach(() => act(() => consentStore.revoke('video')));

describe('chrome/video-player, native', () => {
  it('never starts by itself, begins at volume 0.5 and carries the captions track', () => {
    const { container } = renderWidget(<VideoPlayer config={native} />);
    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(video.volume).toBe(0.5);
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(screen.getByRole('group', { name: `Videoplayer: ${native.title}` })).toBeVisible();
  });

  it('is played, sought (5 s), turned up and down (0.1) and muted by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<VideoPlayer config={native} />);
    const video = container.querySelector('video')!;
    fakePlayback(video);
    const player = screen.getByRole('group', { name: `Videoplayer: ${native.title}` });
    await user.click(within(player).getByRole('button', { name: 'Abspielen' }));
    expect(video.paused).toBe(false);
    expect(within(player).getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.keyboard('k');
    expect(video.paused).toBe(true);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(10);
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(5);
    await user.keyboard('{ArrowUp}');
    expect(video.volume).toBe(0.6);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(video.volume).toBe(0.4);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    expect(within(player).getByRole('button', { name: 'Ton an' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(player).getByRole('button', { name: 'Untertitel einblenden' }));
    expect(within(player).getByRole('button', { name: 'Untertitel ausblenden' })).toBeVisible();
  });

  it('steps from where the video is, even before it reported the new position', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<VideoPlayer config={native} />);
    const video = container.querySelector('video')!;
    fakePlayback(video);
    const player = screen.getByRole('group', { name: `Videoplayer: ${native.title}` });
    within(player).getByRole('button', { name: 'Abspielen' }).focus();
    // Moved elsewhere (the browser's own controls, a chapter link) with no timeupdate yet.
    video.currentTime = 2;
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(7);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(video.currentTime).toBe(0);
  });
});

describe('chrome/video-player, platforms', () => {
  it('loads nothing of YouTube before a click: the poster asks, and plays this video alone', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<VideoPlayer config={youtube} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Video von YouTube')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Video abspielen (einmalig zustimmen)' }));
    const frame = container.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/aqz-KE-bpKQ');
    expect(src.searchParams.get('loop')).toBe('1');
    expect(frame).toHaveAttribute('title', youtube.title);
    // Consent for this video only: nothing granted for the site.
    expect(consentStore.has('video')).toBe(false);
  });

  it('opens the cookie settings from the poster', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    window.addEventListener(CONSENT_SETTINGS_EVENT, opened);
    renderWidget(<VideoPlayer config={youtube} />);
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    expect(opened).toHaveBeenCalled();
    window.removeEventListener(CONSENT_SETTINGS_EVENT, opened);
  });

  it('with external-media consent shows a play button on the poster, still no frame before it', async () => {
    act(() => consentStore.grant('video'));
    const user = userEvent.setup();
    const config: VideoPlayerConfig = { ...youtube, video: { type: 'vimeo', id: '76979871' } };
    const { container } = renderWidget(<VideoPlayer config={config} />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Video von Vimeo abspielen: Online-Banking erklärt' }),
    );
    const src = new URL(container.querySelector('iframe')!.src);
    expect(src.origin).toBe('https://player.vimeo.com');
    expect(src.searchParams.get('dnt')).toBe('1');
  });
});

describe('player settings', () => {
  it('steps and formats within bounds', () => {
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(0.05, -1)).toBe(0);
    expect(stepTime(2, 12, -1)).toBe(0);
    expect(stepTime(10, 12, 1)).toBe(12);
    expect(formatTime(75)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    const url = new URL(
      platformPlayerUrl(
        { type: 'youtube', id: 'aqz-KE-bpKQ' },
        { loop: false, muted: true, language: 'de' },
      ),
    );
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('hl')).toBe('de');
  });
});
