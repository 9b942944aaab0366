import { overrideMessages } from './remote-override-messages';

export const BANNER_ID = 'ctb-remote-override-banner';

function styled<K extends keyof HTMLElementTagNameMap>(
  root: Document,
  tag: K,
  style: Partial<CSSStyleDeclaration>,
): HTMLElementTagNameMap[K] {
  const element = root.createElement(tag);
  // Set through the CSSOM, which a strict CSP allows (a style attribute or element it would not).
  Object.assign(element.style, style);
  return element;
}

/**
 * A landmark at the bottom of the page that says which remotes are overridden, with a button that
 * clears the overrides and reloads. Plain DOM: the shell loads no React of its own.
 */
export function showOverrideBanner(
  root: Document,
  overrides: Record<string, string>,
  reset: () => void,
): HTMLElement {
  root.getElementById(BANNER_ID)?.remove();
  const text = overrideMessages(root.documentElement.lang);
  const banner = styled(root, 'aside', {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '2147483000',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0.5rem 1rem',
    padding: '0.75rem 1rem',
    background: '#1d1d1b',
    color: '#ffffff',
    borderTop: '4px solid #f5b400',
    font: '1rem/1.4 system-ui, sans-serif',
  });
  banner.id = BANNER_ID;
  banner.setAttribute('aria-labelledby', `${BANNER_ID}-title`);
  const title = styled(root, 'p', { margin: '0', fontWeight: '700' });
  title.id = `${BANNER_ID}-title`;
  title.textContent = text.title;
  const list = styled(root, 'ul', {
    margin: '0',
    padding: '0',
    listStyle: 'none',
    flex: '1 1 20rem',
  });
  for (const [domain, url] of Object.entries(overrides)) {
    const item = styled(root, 'li', { overflowWrap: 'anywhere' });
    item.textContent = text.item.replace('{domain}', domain).replace('{url}', url);
    list.append(item);
  }
  const button = styled(root, 'button', {
    font: 'inherit',
    padding: '0.5rem 1rem',
    minHeight: '44px',
    background: '#ffffff',
    color: '#1d1d1b',
    border: '2px solid #ffffff',
    borderRadius: '4px',
    cursor: 'pointer',
  });
  button.type = 'button';
  button.textContent = text.reset;
  // A clear focus ring on the dark banner (no stylesheet for :focus-visible).
  button.addEventListener('focus', () =>
    Object.assign(button.style, { outline: '3px solid #f5b400', outlineOffset: '2px' }),
  );
  button.addEventListener('blur', () =>
    Object.assign(button.style, { outline: '', outlineOffset: '' }),
  );
  button.addEventListener('click', reset);
  banner.append(title, list, button);
  // The shell may start before the body exists (async in the head).
  if (root.body) root.body.append(banner);
  else root.addEventListener('DOMContentLoaded', () => root.body.append(banner), { once: true });
  return banner;
}
