import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError, usePageConfig, type WidgetProps } from '@ctb/shared/runtime';
import { HtmlFragment } from '@ctb/shared/html';
import { PreviewMarker } from '../../common/preview/preview-marker';
import { useDisplayedBranch } from '../../common/stored-branch/use-displayed-branch';
import { useRegionalContent } from './api';
import type { RegionalContentConfig } from './config-schema';
import styles from './regional-content.module.css';
import { insertStageSlides, splitStageSlides } from './stage-slides';

const WIDGET_ID = 'banksearch/regional-content';

/**
 * Regional content (RTI) of the stored branch's bank in a collapsible area; its stage slides go
 * into the page's stage. Loaded only with a stored branch and never in the editor's edit mode;
 * reloaded when the branch is stored again, hidden when it is deleted, when the answer is a whole
 * page or empty, and when loading fails. Widgets in the content mount like any on the page.
 */
export function RegionalContent({ config }: WidgetProps<RegionalContentConfig>) {
  const intl = useIntl();
  const { editMode, currentPagePath } = usePageConfig();
  const { branch, pending, preview } = useDisplayedBranch();
  const active = editMode || pending ? null : branch;
  const { data, error, mutate } = useRegionalContent(active, currentPagePath);
  const [open, setOpen] = useState(!config.collapsed);
  const buttonId = useId();
  const regionId = useId();
  const html = error ? undefined : data;
  const { stageSelector } = config;

  // Storing the same branch again (the store hands out a new value each time) reloads its
  // content; another branch changes the key and loads anyway.
  const shown = useRef(active);
  useEffect(() => {
    const before = shown.current;
    shown.current = active;
    if (active && before && before !== active && before.id === active.id) void mutate();
  }, [active, mutate]);

  useEffect(() => {
    if (error) logWidgetError(WIDGET_ID, 'the regional content is hidden', error);
  }, [error]);

  const split = useMemo(
    () =>
      html === undefined
        ? undefined
        : splitStageSlides(html, Boolean(stageSelector && document.querySelector(stageSelector))),
    [html, stageSelector],
  );

  useEffect(() => {
    const stage = stageSelector ? document.querySelector(stageSelector) : null;
    if (!stage || !split?.slides.length) return undefined;
    return insertStageSlides(stage, split.slides);
  }, [split, stageSelector]);

  if (editMode)
    return (
      <p className={styles.editNote}>
        {intl.formatMessage({ id: 'banksearch.regional.editMode' })}
      </p>
    );
  if (!split) return null;

  const Heading = `h${config.headingLevel ?? 2}` as const;
  return (
    <section className={styles.area} aria-labelledby={buttonId}>
      <div className={styles.head}>
        <Heading className={styles.heading}>
          <button
            type="button"
            id={buttonId}
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <span>{config.title ?? intl.formatMessage({ id: 'banksearch.regional.title' })}</span>
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        </Heading>
        {preview && <PreviewMarker />}
      </div>
      <div id={regionId} className={styles.content} hidden={!open}>
        <HtmlFragment html={split.content} className={styles.fragment} />
      </div>
    </section>
  );
}
