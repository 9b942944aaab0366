import { keepOutOfTabOrder } from './decorative-chart';

// What apexcharts draws with its keyboard navigation on: a focusable SVG application and
// focusable legend entries.
function drawnChart() {
  const wrapper = document.createElement('div');
  wrapper.setAttribute('aria-hidden', 'true');
  wrapper.innerHTML = `
    <div class="apexcharts-canvas">
      <svg tabindex="0" role="application" aria-label="Balkendiagramm"><g><rect /></g></svg>
      <div class="apexcharts-legend">
        <div class="apexcharts-legend-series" role="button" tabindex="0">Nettopension</div>
      </div>
    </div>`;
  document.body.append(wrapper);
  return wrapper;
}

describe('keepOutOfTabOrder', () => {
  it('leaves nothing in the drawn chart that the keyboard can reach', () => {
    const chart = drawnChart();
    keepOutOfTabOrder(chart);
    expect(chart.querySelectorAll('[tabindex]')).toHaveLength(0);
    const svg = chart.querySelector('svg');
    svg?.focus();
    expect(svg).not.toHaveFocus();
  });
});
