import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError, safeHref, usePageConfig, type WidgetProps } from '@ctb/shared/runtime';
import { useNearViewport } from '../../common/use-near-viewport';
import { useTeaserItems } from './api';
import type { TeaserSliderConfig } from './config-schema';
import { TeaserCard } from './teaser-card';
import { TeaserCarousel } from './teaser-carousel';
import styles from './teaser-slider.module.css';

const WIDGET_ID = 'lists/teaser-slider';

/**
 * The first items of an automated list (news, events, FAQ, pages, employees, jobs, branches or
 * club benefits) as a carousel. In the editor's edit mode sliders are disabled, so the teasers
 * stand still as a grid.
 */
export function TeaserSlider({ config }: WidgetProps<TeaserSliderConfig>) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  // Below the fold it asks for its teasers (and builds its carousel) when it comes near the
  // viewport; until then it shows its skeleton in the space the page reserved for it.
  const slider = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slider);
  const answer = useTeaserItems(config, !near);
  const { error, isLoading } = answer;
  // The answer is a synchronous update (swr's store); deferred, the cards render in slices
  // between other work instead of in one long task (the skeleton stays until they are ready).
  const items = useDeferredValue(answer.data);
  const showAllHref = safeHref(config.showAllLink?.href, {
    source: 'lists/teaser-slider showAllLink.href',
  });
  // The status region is there empty at first and gets its text a frame later: screen readers
  // announce a live region's changes, rarely the text one was inserted with.
  const [statusReady, setStatusReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setStatusReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logWidgetError(WIDGET_ID, `the ${config.listType} list at ${config.url} failed (${reason})`);
    }
  }, [error, config.listType, config.url]);

  // A teaser slider without teasers is no help to anyone: on errors it is left out.
  if (error) return null;

  const headingLevel = config.headingLevel ?? 2;
  const Heading = `h${headingLevel}` as const;
  const cardHeadingLevel = (headingLevel + 1) as 3 | 4 | 5;
  const label = config.title ?? intl.formatMessage({ id: 'lists.teaserSlider.defaultLabel' });

  const loading = isLoading || !items;
  let content;
  if (loading) {
    content = (
      <div className={styles.skeleton} aria-busy="true">
        <div className={styles.skeletonCard} />
        <div className={styles.skeletonCard} />
        <div className={styles.skeletonCard} />
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <p className={styles.empty}>{intl.formatMessage({ id: 'lists.teaserSlider.empty' })}</p>
    );
  } else if (editMode) {
    content = (
      <ul className={styles.grid} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <TeaserCard item={item} headingLevel={cardHeadingLevel} />
          </li>
        ))}
      </ul>
    );
  } else {
    content = <TeaserCarousel items={items} label={label} cardHeadingLevel={cardHeadingLevel} />;
  }

  return (
    // While loading it keeps the height the page reserved for it (no shift when teasers arrive).
    <div ref={slider} className={loading ? `${styles.slider} ${styles.holdsSpace}` : styles.slider}>
      {(config.title || config.showAllLink) && (
        <div className={styles.header}>
          {config.title && <Heading className={styles.heading}>{config.title}</Heading>}
          {showAllHref && config.showAllLink && (
            <a className={styles.showAll} href={showAllHref}>
              {config.showAllLink.text}
            </a>
          )}
        </div>
      )}
      {/*
        Rendered empty from the first render on and outside the busy skeleton, its text changing:
        screen readers announce a live region's changes, rarely one inserted already filled or one
        inside a busy element. Once loaded it falls silent; the carousel announces the teasers in
        view.
      */}
      <p role="status" className={styles.visuallyHidden}>
        {loading && statusReady ? intl.formatMessage({ id: 'lists.teaserSlider.loading' }) : null}
      </p>
      {content}
    </div>
  );
}
