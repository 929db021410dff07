// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {zoomConfig} from '../../config/zoom';
import {attachZoom, zoomBackground, zoomLabel} from '../../src/lib/zoom';

describe('image zoom', () => {
  it('raises the CSS-selector error for an invalid selector', () => {
    expect(() => attachZoom('[[not a selector')).toThrow(
      /Expects a CSS selector, a Node element, a NodeList or an array/,
    );
  });

  it('uses the constants of config/zoom.ts', () => {
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

describe('keyboard access to zoomable images', () => {
  it('makes each zoomable image a focusable button named after its alt text', () => {
    document.body.innerHTML =
      '<div class="markdown"><img src="a.svg" alt="Flujo de consentimiento"><img src="b.svg"></div>';
    const zoom = attachZoom();
    const [a, b] = [...document.querySelectorAll('img')];
    expect([a.getAttribute('tabindex'), a.getAttribute('role'), a.getAttribute('aria-label')]).toEqual([
      '0',
      'button',
      'Flujo de consentimiento (ampliar)',
    ]);
    expect(b.getAttribute('aria-label')).toBe('Imagen (ampliar)');
    expect(zoomLabel('  Diagrama ')).toBe('Diagrama (ampliar)');
    zoom.detach();
  });

  it('opens the zoom on Enter and on Space, and ignores other keys', () => {
    document.body.innerHTML = '<div class="markdown"><img src="a.svg" alt="a"></div>';
    const zoom = attachZoom();
    const img = document.querySelector('img')!;
    const opened: string[] = [];
    zoom.on('open', () => opened.push('open'));
    img.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
    expect(opened).toEqual([]);
    const enter = new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true});
    img.dispatchEvent(enter);
    expect(opened).toEqual(['open']);
    expect(enter.defaultPrevented).toBe(true);
    void zoom.close();
    const space = new KeyboardEvent('keydown', {key: ' ', bubbles: true, cancelable: true});
    img.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    zoom.detach();
  });

  it('gives the image its own attributes back when zoom is detached', () => {
    document.body.innerHTML = '<div class="markdown"><img src="a.svg" alt="a" aria-label="propio"></div>';
    const zoom = attachZoom();
    const img = document.querySelector('img')!;
    zoom.detach();
    expect([img.getAttribute('tabindex'), img.getAttribute('role'), img.getAttribute('aria-label')]).toEqual([
      null,
      null,
      'propio',
    ]);
  });
});
