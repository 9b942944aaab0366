import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig } from '@ctb/shared/runtime';
import { openConsentSettings, useConsent } from '@ctb/shared/consent';
import type { PlatformVideo } from './config-schema';
import { PLAYER_DEFAULTS, platformPlayerUrl } from './player-settings';
import styles from './video-player.module.css';

const PLATFORM_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
const PLATFORM_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

export interface PlatformPlayerProps {
  title: string;
  poster: string;
  video: PlatformVideo;
  loop: boolean;
  muted: boolean;
}

/**
 * A YouTube (no-cookie host) or Vimeo (Do Not Track) video. Nothing of the platform loads before
 * a click: the site's own poster first. Without external-media consent the poster explains and
 * offers to play this one video (consent for it alone) or to open the cookie settings; with
 * consent it offers to play. The platform's player then starts at volume 0.5.
 */
export function PlatformPlayer({ title, poster, video, loop, muted }: PlatformPlayerProps) {
  const intl = useIntl();
  const { language } = usePageConfig();
  const consented = useConsent('video');
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const platform = PLATFORM_NAMES[video.type];
  const text = (id: string) =>
    intl.formatMessage({ id: `chrome.videoPlayer.${id}` }, { platform, title });

  // The players take commands by message (no script of theirs on our page).
  const setVolume = () => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const message =
      video.type === 'youtube'
        ? { event: 'command', func: 'setVolume', args: [PLAYER_DEFAULTS.volume * 100] }
        : { method: 'setVolume', value: PLAYER_DEFAULTS.volume };
    target.postMessage(JSON.stringify(message), PLATFORM_ORIGINS[video.type]);
  };

  if (started) {
    return (
      <div className={styles.frame}>
        <iframe
          ref={frame}
          className={styles.iframe}
          src={platformPlayerUrl(video, { loop, muted, language })}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={setVolume}
        />
      </div>
    );
  }

  return (
    <div className={styles.frame}>
      <img className={styles.poster} src={poster} alt="" width={1280} height={720} />
      {consented ? (
        <button
          type="button"
          className={styles.bigPlay}
          aria-label={text('playPlatform')}
          onClick={() => setStarted(true)}
        />
      ) : (
        <div className={styles.consent}>
          <p className={styles.consentHeading}>{text('consentHeading')}</p>
          <p className={styles.consentText}>{text('consentText')}</p>
          <div className={styles.consentActions}>
            <button type="button" className={styles.primary} onClick={() => setStarted(true)}>
              {text('consentOnce')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={(event) => openConsentSettings(event.currentTarget)}
            >
              {text('settings')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
