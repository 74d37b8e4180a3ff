import { configure } from '@testing-library/react';
// jsdom lacks what antd 6 and sonner call on start.
import '@testing-library/jest-dom';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (!globalThis.TextEncoder) {
  // react-router encodes with these; jsdom does not provide them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (!globalThis.MessageChannel) {
  // A timer-based channel: node's own MessageChannel would keep jest from exiting.
  type Port = { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void };
  class TimerMessageChannel {
    port1: Port = { onmessage: null, postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })) };
    port2: Port = { onmessage: null, postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })) };
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}

window.scrollTo = () => {};
// antd scrolls to a form's first wrong field.
Element.prototype.scrollIntoView = () => undefined;

// antd measures scroll bars with getComputedStyle on pseudo elements, which jsdom does not
// implement (it logs an error each time): the element's own style answers instead.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom lays nothing out; ProseMirror (the rich text editor) measures the text to scroll the
// cursor into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
if (!('getClientRects' in Text.prototype)) Object.assign(Text.prototype, { getClientRects: noRects });

// antd writes its CSS-in-JS into <style> elements. jsdom would parse each into a style sheet and
// match every rule against the element on every getComputedStyle, which testing-library calls
// for each role and name it checks: 85% of a page test's time went there (50 s to 7 s for the
// guests page). The styles are not applied here; what is shown or hidden by inline style and
// the DOM still counts, and the e2e suite sees the real styles in Chromium.
const createElement = Document.prototype.createElement;
Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
  const element = createElement.call(this, name, options);
  if (name.toLowerCase() === 'style') element.setAttribute('type', 'text/x-not-applied-in-jsdom');
  return element;
} as typeof Document.prototype.createElement;

// findBy/waitFor wait this long: the same slow-jsdom reason as jest's testTimeout (build/jest.cjs).
// CI's machine ran mf-shared 2.4 times slower than a quiet one (167 s against 69 s) beside the
// API suite; a wait that passes in 1 s here must not fail there. A passing wait ends at once.
configure({ asyncUtilTimeout: 30_000 });
