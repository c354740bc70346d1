import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { adoptPrerenderedStyles, createEmotionCache, markPrerenderedStyles } from './emotionCache';

const Tinted = styled.p({ color: 'rgb(10, 20, 30)' });

describe('the prerendered page styles', () => {
  afterEach(() => document.head.replaceChildren());

  it('are marked apart from the global styles, which emotion still takes over itself', () => {
    const tags =
      '<style data-emotion="mui-global 0">a{}</style><style data-emotion="mui abc def">.x{}</style>';
    expect(markPrerenderedStyles(tags)).toBe(
      '<style data-emotion="mui-global 0">a{}</style><style data-prerendered-styles="mui abc def">.x{}</style>',
    );
  });

  it('are adopted by the browser cache: not inserted again, and their element stays where it is', () => {
    // What the prerender step wrote for this component: its style name and rule, as emotion does.
    const server = createEmotionCache('ltr');
    render(
      <CacheProvider value={server}>
        <Tinted>text</Tinted>
      </CacheProvider>,
    );
    const names = Object.keys(server.inserted).filter((name) => server.inserted[name] !== undefined);
    const css = server.sheet.tags.map((tag) => tag.textContent).join('');
    expect(names.length).toBeGreaterThan(0);
    document.head.innerHTML = markPrerenderedStyles(
      `<style data-emotion="mui ${names.join(' ')}">${css}</style>`,
    );
    const element = document.head.firstElementChild;

    const browser = createEmotionCache('ltr');
    adoptPrerenderedStyles(browser);
    render(
      <CacheProvider value={browser}>
        <Tinted>text</Tinted>
      </CacheProvider>,
    );
    expect(browser.sheet.tags).toHaveLength(0); // nothing inserted
    expect(document.head.children).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(element);
  });

  it('of another cache (right to left) are left to it', () => {
    document.head.innerHTML = '<style data-prerendered-styles="mui abc">.x{}</style>';
    const rtl = createEmotionCache('rtl');
    adoptPrerenderedStyles(rtl);
    expect(rtl.inserted).not.toHaveProperty('abc');
  });
});
