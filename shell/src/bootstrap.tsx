import type { RuntimeConfig } from 'mf-shared';
import { handOverPrerendered, PRERENDER_STYLE_ID } from './features/prerender/handOver';

const PRERENDER_HAND_OVER_LIMIT_MS = 10_000;

/**
 * Lets the browser paint and answer input before the next part of the app is evaluated. The app's
 * modules evaluated in one go held a phone's main thread for about 400 ms (Lighthouse's total
 * blocking time, issue 25); in a few parts, each is a task of its own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A pre-rendered page declared the fonts already: declared again, a font that missed the first
// paint (font-display: optional) would be taken up now and the text would reflow under the reader.
function declareFonts() {
  if (document.getElementById(PRERENDER_STYLE_ID)) return;
  void import(/* webpackMode: "eager" */ 'mf-shared/theme/fonts.css');
}

async function start() {
  declareFonts();
  // In production these are in the first file already ("eager"): importing them only runs them,
  // each part in a task of its own (the libraries first, so the app's modules find them run).
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  const { loadRuntimeConfig } = await import(/* webpackMode: "eager" */ 'mf-shared');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'mf-shared/theme/global.css');
  await nextTask();
  const [{ startTransition }, { App }, { registerRemotes }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './features/remotes/remoteRegistry'),
  ]);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    handOverPrerendered();
    root.render(
      <p role="alert">PressPoint could not start: its settings (/config.json) did not load. Please reload.</p>,
    );
    return;
  }
  registerRemotes(config.remotes);
  // The pre-rendered page is on screen: the app's first render may yield to the browser every
  // few milliseconds (a transition) rather than hold the main thread in one long task.
  startTransition(() => root.render(<App remotes={config.remotes} />));
  // The app hands over as soon as it shows the page; should that never happen, not stay frozen.
  setTimeout(handOverPrerendered, PRERENDER_HAND_OVER_LIMIT_MS);
}

void start();
