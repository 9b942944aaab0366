import { logWidgetError, useWidgetContext } from '@ctb/shared/runtime';
import { Modal } from '@ctb/shared/dialogs';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import parts from '../form-parts/form-parts.module.css';
import { Notice, NoticeText } from '../form-parts/notice';
import styles from './form-overlay.module.css';
import { loadForm, type Prefill } from './load-form';

export interface OverlayRequest {
  /** The form page (a path of this site) the form is loaded from. */
  href: string;
  title: string;
  prefill?: Prefill;
  /** Gets the focus back when the overlay closes. */
  opener: HTMLElement | null;
}

interface Props {
  request: OverlayRequest | null;
  onClose: () => void;
}

/**
 * The form overlay: a modal dialog that loads the form page by ajax and shows its form, which
 * the shell's observer mounts where it is inserted (its own widget, with its own token, drafts
 * and submit). Focus stays inside while it is open and goes back to the opener on close.
 */
export function FormOverlayDialog({ request, onClose }: Props) {
  const close = () => {
    const target = request?.opener;
    onClose();
    // The trap returns the focus to what had it; a link clicked in Safari never had it.
    requestAnimationFrame(() => {
      if (target?.isConnected && !target.contains(document.activeElement)) target.focus();
    });
  };

  return (
    <Modal title={request?.title ?? ''} open={request !== null} onClose={close}>
      {request && <LoadedForm key={request.href} request={request} />}
    </Modal>
  );
}

type LoadState = 'loading' | 'ready' | 'failed';

function LoadedForm({ request }: { request: OverlayRequest }) {
  const intl = useIntl();
  const { widgetId } = useWidgetContext();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const { href, prefill } = request;

  useEffect(() => {
    const controller = new AbortController();
    const slot = container.current;
    loadForm(href, prefill, controller.signal)
      .then((form) => {
        slot?.replaceChildren(form);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logWidgetError(widgetId, `the form of ${href} could not be loaded`, error);
        setState('failed');
      });
    return () => {
      controller.abort();
      // Taking the element out lets the shell unmount the form it holds.
      slot?.replaceChildren();
    };
  }, [href, prefill, widgetId]);

  return (
    <div className={styles.body} aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <p className={parts.loading} role="status">
          {intl.formatMessage({ id: 'forms.overlay.loading' })}
        </p>
      )}
      {state === 'failed' && (
        <Notice
          tone="error"
          role="alert"
          headingLevel={3}
          title={intl.formatMessage({ id: 'forms.overlay.failedTitle' })}
        >
          <NoticeText>{intl.formatMessage({ id: 'forms.overlay.failedText' })}</NoticeText>
          <p className={styles.fallback}>
            <a href={href}>{intl.formatMessage({ id: 'forms.overlay.openPage' })}</a>
          </p>
        </Notice>
      )}
      <div ref={container} className={styles.form} />
    </div>
  );
}
