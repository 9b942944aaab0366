/**
 * The drawn chart is a picture only: its wrapper is aria-hidden and the figure's table speaks for
 * it. Whatever the chart library made focusable (its SVG, legend entries) is taken out of the tab
 * order, so keyboard users never land on something screen readers do not see.
 */
export function keepOutOfTabOrder(chart: Element) {
  for (const node of chart.querySelectorAll('[tabindex]')) node.removeAttribute('tabindex');
}
