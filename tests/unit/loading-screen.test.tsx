import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import Loading from '../../src/theme/Loading';

const base = {isLoading: true, timedOut: false, retry: vi.fn()};

describe('route loading screen', () => {
  it('renders nothing before the 200 ms delay', () => {
    expect(renderToStaticMarkup(<Loading {...base} pastDelay={false} error={undefined} />)).toBe('');
  });

  it('shows an announced spinner after the delay', () => {
    const html = renderToStaticMarkup(<Loading {...base} pastDelay error={undefined} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Cargando la página…');
  });

  it('explains a failed chunk in Spanish with a retry button, and keeps the raw error off the page', () => {
    const html = renderToStaticMarkup(
      <Loading {...base} isLoading={false} pastDelay error={new Error('Loading chunk 12 failed.')} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('No se pudo cargar esta página.');
    expect(html).toContain('Revisa tu conexión y vuelve a intentarlo.');
    // The chunk number and URL are for whoever opens the console (the effect that logs them runs in the browser).
    expect(html).not.toContain('Loading chunk 12 failed.');
    expect(html).toMatch(/<button[^>]*>Reintentar<\/button>/);
  });
});
