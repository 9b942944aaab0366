import type { ComponentType } from 'react';
import type { WidgetDefinition, WidgetProps } from '@ctb/shared';
import { OverlayHostSlot } from './overlay-host-slot';

/**
 * Gives every widget of the domain the means to show the bank search overlay that
 * `openBranchSearch` asks for: one overlay per page, whichever widget opened it.
 */
export function withOverlayHost(definition: WidgetDefinition): WidgetDefinition {
  const Widget = definition.component as ComponentType<WidgetProps<unknown>>;
  function WidgetWithOverlayHost(props: WidgetProps<unknown>) {
    return (
      <>
        <Widget {...props} />
        <OverlayHostSlot />
      </>
    );
  }
  WidgetWithOverlayHost.displayName = `WithOverlayHost(${Widget.displayName ?? Widget.name})`;
  return { ...definition, component: WidgetWithOverlayHost };
}
