import { isPrerenderedFor, pagePath, withoutIndexFile } from './pagePath';

describe('pagePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['//', '/'],
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/login//', '/login'],
    ['/login/index.html', '/login'],
    ['/admin/users', '/admin/users'],
    ['/admin/users/', '/admin/users'],
  ])('%s is the page %s', (pathname, page) => {
    expect(pagePath(pathname)).toBe(page);
  });

  it('keeps what only looks like an index file', () => {
    expect(pagePath('/index.htm')).toBe('/index.htm');
    expect(pagePath('/myindex.html')).toBe('/myindex.html');
    expect(pagePath('/index.html/x')).toBe('/index.html/x');
  });

  it('needs nothing from its module: the start-up script carries its source', () => {
    const copy = new Function(`return (${pagePath.toString()})`)() as typeof pagePath;
    expect(copy('/login/index.html')).toBe('/login');
  });
});

describe('withoutIndexFile', () => {
  it('gives the router the folder of an index file and leaves other paths as they are', () => {
    expect(withoutIndexFile('/index.html')).toBe('/');
    expect(withoutIndexFile('/login/index.html')).toBe('/login/');
    expect(withoutIndexFile('/login/')).toBe('/login/');
    expect(withoutIndexFile('/admin/users')).toBe('/admin/users');
  });
});

describe('isPrerenderedFor', () => {
  it('hydrates only markup made for the page at that path', () => {
    expect(isPrerenderedFor('/login', '/login')).toBe(true);
    expect(isPrerenderedFor('/login', '/login/')).toBe(true);
    expect(isPrerenderedFor('/login', '/login/index.html')).toBe(true);
    expect(isPrerenderedFor('/', '/')).toBe(true);
    expect(isPrerenderedFor('/', '/index.html')).toBe(true);
  });

  it('renders afresh the landing page served for another path, and the page shell', () => {
    expect(isPrerenderedFor('/', '/login')).toBe(false);
    expect(isPrerenderedFor('/', '/admin/users')).toBe(false);
    expect(isPrerenderedFor('/privacy-policy', '/privacy')).toBe(false);
    // Router matching ignores case; a prerendered page is only its own path's.
    expect(isPrerenderedFor('/login', '/LOGIN')).toBe(false);
    expect(isPrerenderedFor(null, '/admin')).toBe(false);
    expect(isPrerenderedFor(undefined, '/')).toBe(false);
  });
});
