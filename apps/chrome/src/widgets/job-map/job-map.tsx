import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { safeHref, type WidgetProps } from '@ctb/shared/runtime';
import { Popover } from '@ctb/shared/dialogs';
import { useJobCounts } from './api';
import { AUSTRIA_STATES, AUSTRIA_VIEW_BOX } from './austria-states.generated';
import type { JobMapConfig, MapState } from './config-schema';
import styles from './job-map.module.css';

const WIDGET_ID = 'chrome/job-map';

/**
 * Austria's nine federal states (paths drawn at build time from the official borders). Each
 * state of the config is a button named by the state and its open positions; a click, Enter or
 * Space opens a popover with the state's title, positions, layer text and link. The same states
 * stand beside the map as a list of links (for screen readers and small screens).
 */
export function JobMap({ config }: WidgetProps<JobMapConfig>) {
  const intl = useIntl();
  const { data: counts } = useJobCounts(config.jobsUrl);
  const [openId, setOpenId] = useState<string | null>(null);
  const byId = new Map(config.states.map((state) => [state.id as string, state]));
  const open = openId ? byId.get(openId) : undefined;
  const openShape = AUSTRIA_STATES.find((shape) => shape.name === openId);

  const jobsText = (state: MapState) => {
    const count = counts?.[state.id];
    return count === undefined
      ? undefined
      : intl.formatMessage({ id: 'chrome.jobMap.jobs' }, { count });
  };
  const nameOf = (state: MapState) => [state.label, jobsText(state)].filter(Boolean).join(', ');
  const onKeyDown = (event: KeyboardEvent<SVGPathElement>, id: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpenId(id);
  };

  const Heading = `h${config.headingLevel ?? 2}` as const;
  const title = config.title ?? intl.formatMessage({ id: 'chrome.jobMap.title' });
  const linkOf = (state: MapState) =>
    safeHref(state.link.href, { source: `${WIDGET_ID} states.link.href` });
  return (
    <section className={styles.jobMap} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.layout}>
        <figure className={styles.figure}>
          <svg
            className={styles.map}
            viewBox={AUSTRIA_VIEW_BOX}
            role="group"
            aria-label={intl.formatMessage({ id: 'chrome.jobMap.mapLabel' })}
          >
            {AUSTRIA_STATES.map((shape) => {
              const state = byId.get(shape.name);
              if (!state) {
                return <path key={shape.iso} className={styles.inactive} d={shape.d} />;
              }
              return (
                <path
                  key={shape.iso}
                  className={styles.state}
                  d={shape.d}
                  role="button"
                  tabIndex={0}
                  aria-label={nameOf(state)}
                  aria-haspopup="dialog"
                  aria-expanded={openId === state.id}
                  data-state={state.id}
                  onClick={() => setOpenId(state.id)}
                  onKeyDown={(event) => onKeyDown(event, state.id)}
                />
              );
            })}
            <g aria-hidden="true" className={styles.badges}>
              {AUSTRIA_STATES.map((shape) => {
                const count = counts?.[shape.name];
                if (count === undefined || !byId.has(shape.name)) return null;
                return (
                  <g key={shape.iso} transform={`translate(${shape.labelX} ${shape.labelY})`}>
                    <circle r={shape.name === 'Wien' ? 15 : 19} />
                    <text dy="0.35em">{count}</text>
                  </g>
                );
              })}
            </g>
          </svg>
          <figcaption className={styles.attribution}>
            {intl.formatMessage({ id: 'chrome.jobMap.attribution' })}
          </figcaption>
        </figure>
        <nav className={styles.list} aria-label={intl.formatMessage({ id: 'chrome.jobMap.list' })}>
          <ul>
            {config.states.map((state) => {
              const href = linkOf(state);
              const jobs = jobsText(state);
              return (
                <li key={state.id}>
                  {href ? <a href={href}>{state.label}</a> : <span>{state.label}</span>}
                  {jobs && <span className={styles.count}>{jobs}</span>}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      {open && openShape && (
        <Popover
          id={`job-map-${openShape.iso}`}
          label={open.label}
          open
          onClose={() => setOpenId(null)}
        >
          <div className={styles.layer}>
            <p className={styles.layerTitle}>{open.label}</p>
            {jobsText(open) && <p className={styles.layerJobs}>{jobsText(open)}</p>}
            {open.layer && <p className={styles.layerText}>{open.layer}</p>}
            {linkOf(open) && (
              <a className={styles.layerLink} href={linkOf(open)}>
                {open.link.text}
              </a>
            )}
          </div>
        </Popover>
      )}
    </section>
  );
}
