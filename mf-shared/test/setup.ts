import { File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';
// jsdom lacks what antd 6 and sonner call on start.
import '@testing-library/jest-dom';
// Relative, and only these: a module loaded here is loaded before a test file's jest.mock.
import { setRuntimeConfig } from '../src/config/runtimeConfig';
import { resetDb } from './api/db';
import { API_URL, forgetSent, server } from './api/server';

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

if (!globalThis.MessageChannel) {
  // A timer-based channel: node's own MessageChannel would keep jest from exiting.
  type Port = { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void };
  class TimerMessageChannel {
    port1: Port = { onmessage: null, postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })) };
    port2: Port = { onmessage: null, postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })) };
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}

// jest-fixed-jsdom gives node's FormData (the one msw reads request bodies with), which takes
// only node's Blob; a File a test makes (or an input holds) is jsdom's. Its bytes are copied
// into a node File of the same name and type as it is appended.
function asNodeFile(value: unknown, filename?: string): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Blob) return value;
  const impl = Object.getOwnPropertySymbols(value)
    .map((symbol) => (value as Record<symbol, unknown>)[symbol])
    .find((inner): inner is { _buffer: Buffer; type: string; name?: string; lastModified?: number } =>
      Buffer.isBuffer((inner as { _buffer?: unknown } | null)?._buffer),
    );
  if (!impl) return value;
  return new NodeFile([impl._buffer], filename ?? impl.name ?? 'blob', {
    type: impl.type,
    lastModified: impl.lastModified,
  });
}
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormData extends NodeFormData {
  append(name: string, value: string | Blob, filename?: string) {
    const part = asNodeFile(value, filename) as Blob;
    if (filename === undefined) super.append(name, part);
    else super.append(name, part, filename);
  }
  set(name: string, value: string | Blob, filename?: string) {
    const part = asNodeFile(value, filename) as Blob;
    if (filename === undefined) super.set(name, part);
    else super.set(name, part, filename);
  }
} as typeof FormData;

// jsdom's FileReader reads only jsdom's Blob (a File a test makes, or an input holds); a node
// Blob (what `new Blob` makes under jest-fixed-jsdom) is read through a jsdom File of its bytes.
for (const method of ['readAsText', 'readAsArrayBuffer', 'readAsDataURL', 'readAsBinaryString'] as const) {
  const read = FileReader.prototype[method] as (this: FileReader, blob: Blob, ...rest: unknown[]) => void;
  FileReader.prototype[method] = function (this: FileReader, blob: Blob, ...rest: unknown[]) {
    if (!(blob instanceof Blob)) return read.call(this, blob, ...rest);
    void blob.arrayBuffer().then((bytes) => read.call(this, new File([bytes], 'blob', { type: blob.type }), ...rest));
  };
}

// jest-fixed-jsdom's URL is node's own, shared by every test file of a worker: a test that sets
// URL.createObjectURL sets it on this file's subclass instead.
globalThis.URL = class URL extends globalThis.URL {};

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

// The API at the network edge (test/api): every call the API client makes is answered by the
// handlers from a fresh data set; one no handler answers fails the call and is said as an error.
// A test's own answers (server.use) and what it sent are forgotten after it.
setRuntimeConfig({ apiUrl: API_URL, remotes: [], realtime: {} as never });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  forgetSent();
});
afterAll(() => server.close());
