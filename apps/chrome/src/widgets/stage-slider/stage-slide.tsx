import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { safeHref } from '@ctb/shared/runtime';
import { ResponsiveImage } from '../../common/responsive-image';
import type { StageSlideData } from './config-schema';
import styles from './stage-slider.module.css';

const SOURCE = 'chrome/stage-slider';

export interface StageSlideProps {
  slide: StageSlideData;
  headingLevel: 1 | 2 | 3;
  /** The slide on screen (a video plays only then, and only when `mayPlay`). */
  active: boolean;
  /** Motion allowed and the slider in view: a video slide plays when it is entered. */
  mayPlay: boolean;
  /** The first slide's picture loads at once (it is the page's largest picture). */
  eager: boolean;
}

/** A slide of the editor's: picture (or a muted looping video over it), heading, text, link. */
export function StageSlide({ slide, headingLevel, active, mayPlay, eager }: StageSlideProps) {
  const Heading = `h${headingLevel}` as const;
  const href = slide.link && safeHref(slide.link.href, { source: `${SOURCE} slides.link.href` });
  return (
    <div className={styles.slideContent}>
      <div className={styles.media}>
        <ResponsiveImage
          className={styles.image}
          image={slide.image}
          sizes="100vw"
          ratio={[21, 9]}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decorative={Boolean(slide.video)}
        />
        {slide.video && (
          <StageVideo
            video={slide.video}
            poster={slide.image.md.res1x}
            active={active}
            mayPlay={mayPlay}
          />
        )}
      </div>
      <div className={styles.panel}>
        <Heading className={styles.heading}>{slide.heading}</Heading>
        {slide.text && <p className={styles.text}>{slide.text}</p>}
        {href && slide.link && (
          <a className={styles.cta} href={href}>
            {slide.link.text}
          </a>
        )}
      </div>
    </div>
  );
}

interface StageVideoProps {
  video: NonNullable<StageSlideData['video']>;
  poster: string;
  active: boolean;
  mayPlay: boolean;
}

/**
 * A muted, looping background video: it plays when its slide is entered (unless the visitor
 * prefers reduced motion or the slider is out of view) and pauses when the slide is left. Its own
 * button stops and starts it, as anything moving for more than five seconds needs.
 */
function StageVideo({ video, poster, active, mayPlay }: StageVideoProps) {
  const intl = useIntl();
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // The visitor's own stop holds until they start it again or the slide is left.
  const [stopped, setStopped] = useState(false);

  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setStopped(false);
  }

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    if (active && mayPlay && !stopped) {
      // A browser may refuse (power saving): the poster stays and the button offers to play.
      player.play()?.catch(() => setPlaying(false));
    } else {
      player.pause();
    }
  }, [active, mayPlay, stopped]);

  return (
    <>
      <video
        ref={element}
        className={styles.video}
        muted
        loop
        playsInline
        preload="metadata"
        poster={poster}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {video.captions && (
          <track
            kind="captions"
            src={video.captions.src}
            srcLang={video.captions.language}
            label={video.captions.label}
          />
        )}
      </video>
      <button
        type="button"
        className={`${styles.videoToggle} ${playing ? styles.pauseIcon : styles.playIcon}`}
        aria-label={intl.formatMessage({
          id: playing ? 'chrome.stageSlider.pauseVideo' : 'chrome.stageSlider.playVideo',
        })}
        onClick={() => {
          const player = element.current;
          if (!player) return;
          if (playing) {
            setStopped(true);
            player.pause();
          } else {
            setStopped(false);
            player.play()?.catch(() => setPlaying(false));
          }
        }}
      />
    </>
  );
}

/** A slide another widget put into the stage (regional content): its sanitised element moved in. */
export function ExternalSlide({ element }: { element: Element }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = holder.current;
    if (target && element.parentElement !== target) target.append(element);
  }, [element]);
  return <div ref={holder} className={styles.external} />;
}
