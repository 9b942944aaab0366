import { render, screen } from '@testing-library/react';
import { HtmlFragment } from './html-fragment';
import { sanitizeHtml, sanitizeHtmlFragment } from './sanitize-html';
import { resetSanitizerPolicyForTests, SANITIZER_POLICY_NAME } from './sanitizer-policy';

const text = (html: TrustedHTML | string) => String(html);

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = text(
      sanitizeHtml(
        '<p onclick="steal()">Text</p><script>steal()</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a>',
      ),
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Text</p>');
  });

  it('keeps widget markers, forms and links to new tabs, made safe', () => {
    const clean = text(
      sanitizeHtml(
        '<div data-widget="forms/contact" data-config=\'{"id":1}\'></div>' +
          '<form action="/f"><input name="q"></form><a href="https://example.at" target="_blank">Partner</a>',
      ),
    );
    expect(clean).toContain('data-widget="forms/contact"');
    expect(clean).toContain('<input name="q">');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('drops inline styles and style elements (CSS injection), keeping classes', () => {
    const clean = text(
      sanitizeHtml(
        '<style>body{display:none}</style><p class="cms-lead" style="position:fixed;inset:0">Hallo</p>',
      ),
    );
    expect(clean).toBe('<p class="cms-lead">Hallo</p>');
  });
});

describe('sanitizeHtmlFragment', () => {
  it('returns the cleaned nodes as a fragment of the page document', () => {
    const fragment = sanitizeHtmlFragment(
      '<div data-stage-slide><h2>Aktion</h2><img src="x" onerror="steal()"></div><script>steal()</script>',
    );
    const holder = document.createElement('div');
    holder.append(fragment);
    expect(holder.innerHTML).toBe('<div data-stage-slide=""><h2>Aktion</h2><img src="x"></div>');
  });
});

describe('under Trusted Types', () => {
  interface FakeTrusted {
    policy: string;
    value: string;
    toString(): string;
  }
  const created: string[] = [];
  let refuse = false;

  beforeEach(() => {
    created.length = 0;
    refuse = false;
    resetSanitizerPolicyForTests();
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy(name: string, rules: { createHTML(html: string): string }) {
        if (refuse) throw new TypeError(`Policy "${name}" disallowed.`);
        created.push(name);
        return {
          createHTML: (html: string): FakeTrusted => {
            const value = rules.createHTML(html);
            return { policy: name, value, toString: () => value };
          },
          createScriptURL: () => '',
        };
      },
    };
  });
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
    resetSanitizerPolicyForTests();
  });

  it('signs the clean HTML with the sanitiser policy, created once', () => {
    const first = sanitizeHtml('<p>Eins<script>steal()</script></p>') as unknown as FakeTrusted;
    sanitizeHtml('<p>Zwei</p>');
    expect(first.policy).toBe(SANITIZER_POLICY_NAME);
    expect(first.value).toBe('<p>Eins</p>');
    expect(created).toEqual([SANITIZER_POLICY_NAME]);
  });

  it('says clearly when the page does not allow the policy', () => {
    refuse = true;
    expect(() => sanitizeHtml('<p>x</p>')).toThrow(
      `does not allow the Trusted Types policy "${SANITIZER_POLICY_NAME}"`,
    );
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
