import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@ctb/shared/runtime';
import { useLoginReturn } from '../../common/login/use-login-return';
import type { DiscountPageConfig } from './config-schema';
import { DetailView } from './detail-view';
import { Overview } from './overview';
import {
  overviewUrl,
  readDiscountPageParameters,
  type DiscountPageParameters,
} from './url-parameters';
import styles from './discount-page.module.css';

/**
 * `club/discount-page` (SPEC section 2): the overview (title and the club benefits list) or, with
 * `cd-id`, one discount's detail view, switched without reload. The lists app's "Mehr Details"
 * pushes `cd-id` and sends popstate, as back and forward do: one listener serves all three. The
 * overview stays mounted (hidden) under a detail, so back finds its filters, loaded items and
 * scroll position as they were.
 */
export function DiscountPage({ config }: WidgetProps<DiscountPageConfig>) {
  // First, before anything renders: take `code` and `state` of a login return off the address.
  const loginReturn = useLoginReturn(config.login);
  const [parameters, setParameters] = useState(readDiscountPageParameters);
  const [overviewMounted, setOverviewMounted] = useState(!parameters.discountId);
  const current = useRef<DiscountPageParameters>(parameters);
  const overview = useRef({ scrollY: 0, focus: null as HTMLElement | null, entered: false });

  const show = useCallback((next: DiscountPageParameters) => {
    const before = current.current;
    if (!before.discountId && next.discountId) {
      // Leaving the overview: remember where the visitor was and what had the focus.
      overview.current = {
        scrollY: window.scrollY,
        focus: document.activeElement instanceof HTMLElement ? document.activeElement : null,
        entered: true,
      };
    }
    current.current = next;
    setParameters(next);
    if (!next.discountId) setOverviewMounted(true);
  }, []);

  useEffect(() => {
    const onPopState = () => {
      const next = readDiscountPageParameters();
      if (next.discountId !== current.current.discountId) show(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  // Back on the overview: the same scroll position, the focus back on the item's button.
  const showingDetail = parameters.discountId !== undefined;
  const previous = useRef(showingDetail);
  useLayoutEffect(() => {
    if (previous.current && !showingDetail && overview.current.entered) {
      window.scrollTo(0, overview.current.scrollY);
      const target = overview.current.focus;
      if (target?.isConnected) target.focus({ preventScroll: true });
    }
    previous.current = showingDetail;
  }, [showingDetail]);

  const backToOverview = () => {
    // Came from the overview: go back in history, so forward leads to the detail again.
    if (overview.current.entered) {
      window.history.back();
      return;
    }
    window.history.pushState(null, '', overviewUrl());
    show(readDiscountPageParameters());
  };

  const intent =
    loginReturn && loginReturn !== 'pending' && loginReturn.kind === 'loggedIn'
      ? loginReturn.intent
      : undefined;

  return (
    <div className={styles.page}>
      {overviewMounted ? (
        <div hidden={showingDetail}>
          <Overview
            config={config}
            parameters={parameters}
            loginReturn={showingDetail ? undefined : loginReturn}
          />
        </div>
      ) : null}
      {parameters.discountId ? (
        <DetailView
          key={parameters.discountId}
          config={config}
          voucherId={parameters.discountId}
          onBack={backToOverview}
          loginReturn={loginReturn}
          autoAction={intent?.voucherId === parameters.discountId ? intent.action : undefined}
        />
      ) : null}
    </div>
  );
}
