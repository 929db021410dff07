// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {zoomConfig} from '../../config/zoom';
import {attachZoom, zoomBackground} from '../../src/lib/zoom';

describe('image zoom', () => {
  it('raises the CSS-selector error for an invalid selector', () => {
    expect(() => attachZoom('[[not a selector')).toThrow(
      /Expects a CSS selector, a Node element, a NodeList or an array/,
    );
  });

  it('uses the spec constants', () => {
    expect(zoomBackground('light')).toBe('rgb(255, 255, 255)');
    expect(zoomBackground('dark')).toBe('rgb(50, 50, 50)');
    expect(zoomConfig).toMatchObject({
      margin: 48,
      scrollOffset: 40,
      closeDelayMs: 150,
      attachDelayMs: 1000,
      transitionSeconds: 0.3,
    });
  });

  it('attaches to markdown images only', () => {
    document.body.innerHTML =
      '<div class="markdown"><img src="a.svg" alt="a"><img class="no-zoom" src="b.svg" alt="b"></div><img src="c.svg" alt="c">';
    const zoom = attachZoom();
    expect(zoom.getImages().map((img) => img.getAttribute('src'))).toEqual(['a.svg']);
    zoom.detach();
  });
});
