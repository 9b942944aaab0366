import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig, useReducedMotion, type WidgetProps } from '@ctb/shared/runtime';
import { useSwipe } from '../../common/swipe/use-swipe';
import type { StageSliderConfig } from './config-schema';
import { ExternalSlide, StageSlide } from './stage-slide';
import { StageControls } from './stage-controls';
import { useExternalSlides } from './use-external-slides';
import { useInView } from './use-in-view';
import { stageSlides, type StageEntry } from './stage-entries';
import styles from './stage-slider.module.css';

/** Autoplay moves on every 10 s (SPEC). */
export const AUTOPLAY_MS = 10_000;

/**
 * The stage at the top of a page, as the WAI-ARIA APG auto-rotating carousel: a rotation button
 * first, previous/next and a slide picker, slides as labelled groups, the ones off screen inert.
 * It turns every 10 s while nobody holds it: not after the visitor stopped it (until they start it
 * again), not while the pointer or the focus is inside, not while it is out of view, never on its
 * own for visitors who prefer reduced motion. Regional slides of the visitor's bank join and
 * leave without a reload. In the editor's edit mode all slides stand one below the other.
 */
export function StageSlider({ config }: WidgetProps<StageSliderConfig>) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  const reducedMotion = useReducedMotion();
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const external = useExternalSlides(config.regionalSlides);
  const slides = stageSlides(external, config.slides);
  const count = slides.length;

  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const found = slides.findIndex((slide) => slide.key === activeKey);
  const index = found === -1 ? 0 : found;

  // The visitor's choice; motion-averse visitors start stopped (and may start it themselves).
  const [autoplay, setAutoplay] = useState(() => !reducedMotion);
  const [motionBefore, setMotionBefore] = useState(reducedMotion);
  if (motionBefore !== reducedMotion) {
    setMotionBefore(reducedMotion);
    if (reducedMotion) setAutoplay(false);
  }
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const inView = useInView(root);

  const controls = count >= 2 && !editMode;
  const rotating = controls && autoplay && !pointerInside && !focusInside && inView;

  const show = (target: number) => {
    const slide = slides[(target + count) % count];
    if (slide) setActiveKey(slide.key);
  };

  // The slides as of the latest render, for the timer (which restarts only when what is shown
  // changes, not on every render).
  const latestSlides = useRef(slides);
  useEffect(() => {
    latestSlides.current = slides;
  });

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => {
      const next = latestSlides.current[(index + 1) % count];
      if (next) setActiveKey(next.key);
    }, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  useSwipe(track, (direction) => show(direction === 'next' ? index + 1 : index - 1), controls);

  const label = config.label ?? intl.formatMessage({ id: 'chrome.stageSlider.label' });
  const headingLevel = config.headingLevel ?? 2;

  if (editMode) {
    return (
      <section className={styles.stacked} aria-label={label}>
        {slides.map((slide) => (
          <div key={slide.key} className={styles.stackedSlide}>
            {renderSlide(slide, headingLevel, false, false, false)}
          </div>
        ))}
      </section>
    );
  }

  return (
    <section
      ref={root}
      className={styles.stage}
      data-reduced-motion={reducedMotion || undefined}
      aria-roledescription={intl.formatMessage({ id: 'chrome.stageSlider.roleDescription' })}
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setPointerInside(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      }}
    >
      {controls && (
        <StageControls
          slides={slides}
          index={index}
          autoplay={autoplay}
          onToggleAutoplay={() => setAutoplay((on) => !on)}
          onShow={show}
        />
      )}
      <div ref={track} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const active = position === index;
          return (
            <div
              key={slide.key}
              className={styles.slide}
              data-active={active}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'chrome.stageSlider.slide' })}
              aria-label={intl.formatMessage(
                { id: 'chrome.stageSlider.position' },
                { index: position + 1, total: count },
              )}
              aria-hidden={!active}
              inert={!active}
            >
              {renderSlide(
                slide,
                headingLevel,
                active,
                active && inView && !reducedMotion,
                position === 0,
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function renderSlide(
  slide: StageEntry,
  headingLevel: 1 | 2 | 3,
  active: boolean,
  mayPlay: boolean,
  eager: boolean,
) {
  return slide.kind === 'external' ? (
    <ExternalSlide element={slide.element} />
  ) : (
    <StageSlide
      slide={slide.data}
      headingLevel={headingLevel}
      active={active}
      mayPlay={mayPlay}
      eager={eager}
    />
  );
}
