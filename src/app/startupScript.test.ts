import { PRERENDERED_PATH_ATTRIBUTE } from '@/lib/pagePath';
import { startupScript } from './startupScript';

/** Runs the inline start-up script as the page's <head> would, at `path`, on markup made for `prerendered`. */
function startAt(path: string, prerendered: string | null): string | null {
  const html = document.documentElement;
  html.removeAttribute('data-render');
  if (prerendered === null) html.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  else html.setAttribute(PRERENDERED_PATH_ATTRIBUTE, prerendered);
  window.history.replaceState(null, '', path);
  new Function(startupScript().script)();
  window.earlyInputHold?.stop(); // the hold it starts: earlyInput.test.ts
  return html.getAttribute('data-render');
}

describe('the start-up script', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hides the landing page served for another path before it is painted', () => {
    expect(startAt('/login', '/')).toBe('client');
    expect(startAt('/admin/users', '/')).toBe('client');
    expect(startAt('/login', '/signup')).toBe('client');
  });

  it("leaves a page's own markup shown: trailing slash and index.html included", () => {
    expect(startAt('/', '/')).toBeNull();
    expect(startAt('/index.html', '/')).toBeNull();
    expect(startAt('/login/', '/login')).toBeNull();
    expect(startAt('/login/index.html', '/login')).toBeNull();
  });

  it('leaves the page shell (no prerendered markup) alone', () => {
    expect(startAt('/admin/users', null)).toBeNull();
  });
});
