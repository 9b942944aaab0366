import { render, screen } from '@testing-library/react';
import { HtmlFragment } from './html-fragment';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Text</p><script>steal()</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Text</p>');
  });

  it('keeps widget markers, forms and links to new tabs, made safe', () => {
    const clean = sanitizeHtml(
      '<div data-widget="forms/contact" data-config=\'{"id":1}\'></div>' +
        '<form action="/f"><input name="q"></form><a href="https://example.at" target="_blank">Partner</a>',
    );
    expect(clean).toContain('data-widget="forms/contact"');
    expect(clean).toContain('<input name="q">');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});

describe('HtmlFragment', () => {
  it('shows the fragment content without its scripts', () => {
    const { container } = render(
      <HtmlFragment
        html={'<h3>Rechtliche Hinweise</h3><script>window.hacked = true</script>'}
        className="legal"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Rechtliche Hinweise' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.firstElementChild).toHaveClass('legal');
  });
});
