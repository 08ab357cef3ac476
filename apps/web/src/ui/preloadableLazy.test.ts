import { createElement, lazy, type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `hola ${name}`);
const module = { default: Greeting };
/** What a render shows at once: the component, or the Suspense fallback while it would load. */
const renderNow = (element: ReactNode) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'cargando') }, element)).replace(
    /<!--.*?-->/g, // the Suspense boundary's markers
    '',
  );

describe('preloadableLazy', () => {
  it('renders at once once preloaded, where React.lazy still shows its fallback first', async () => {
    const Plain = lazy(async () => module);
    const Preloadable = preloadableLazy(async () => module);
    await Preloadable.preload();
    // The module is in memory for both; React.lazy suspends on its first render all the same.
    expect(renderNow(createElement(Plain, { name: 'Ana' }))).toContain('cargando');
    expect(renderNow(createElement(Preloadable, { name: 'Ana' }))).toBe('<p>hola Ana</p>');
  });

  it('suspends until loaded when nobody preloaded it, and fetches its code once', async () => {
    let loads = 0;
    const Preloadable = preloadableLazy(async () => {
      loads++;
      return module;
    });
    expect(renderNow(createElement(Preloadable, { name: 'Ana' }))).toContain('cargando');
    await Preloadable.preload();
    expect(renderNow(createElement(Preloadable, { name: 'Ana' }))).toBe('<p>hola Ana</p>');
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next preload', async () => {
    let fail = true;
    const Preloadable = preloadableLazy(async () => {
      if (fail) throw new Error('offline');
      return module;
    });
    await expect(Preloadable.preload()).rejects.toThrow('offline');
    fail = false;
    await Preloadable.preload();
    expect(renderNow(createElement(Preloadable, { name: 'Ana' }))).toBe('<p>hola Ana</p>');
  });
});
