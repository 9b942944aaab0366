import { useIntl } from 'react-intl';
import type { StageEntry } from './stage-entries';
import styles from './stage-slider.module.css';

export interface StageControlsProps {
  slides: readonly StageEntry[];
  index: number;
  autoplay: boolean;
  onToggleAutoplay: () => void;
  onShow: (index: number) => void;
}

/** The rotation button (first, as the APG asks), previous, one button per slide, next. */
export function StageControls({
  slides,
  index,
  autoplay,
  onToggleAutoplay,
  onShow,
}: StageControlsProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `chrome.stageSlider.${id}` }, values);
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={`${styles.control} ${autoplay ? styles.pauseIcon : styles.playIcon}`}
        aria-label={text(autoplay ? 'stop' : 'start')}
        onClick={onToggleAutoplay}
      />
      <button
        type="button"
        className={`${styles.control} ${styles.previousIcon}`}
        aria-label={text('previous')}
        onClick={() => onShow(index - 1)}
      />
      <ul className={styles.picker} aria-label={text('picker')}>
        {slides.map((slide, position) => (
          <li key={slide.key}>
            <button
              type="button"
              className={styles.dot}
              aria-label={text('show', {
                index: position + 1,
                heading: slide.heading ?? text('regional'),
              })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => onShow(position)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${styles.control} ${styles.nextIcon}`}
        aria-label={text('next')}
        onClick={() => onShow(index + 1)}
      />
    </div>
  );
}
