import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from 'mf-shared';
import 'mf-shared/theme/global.css';
import { App } from './app/App';
import { handOverPrerendered, PRERENDER_STYLE_ID } from './features/prerender/handOver';
import { registerRemotes } from './features/remotes/remoteRegistry';

const PRERENDER_HAND_OVER_LIMIT_MS = 10_000;

// A pre-rendered page declared the fonts already: declared again, a font that missed the first
// paint (font-display: optional) would be taken up now and the text would reflow under the reader.
function declareFonts() {
  if (document.getElementById(PRERENDER_STYLE_ID)) return;
  void import(/* webpackMode: "eager" */ 'mf-shared/theme/fonts.css');
}

async function start() {
  declareFonts();
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(config.remotes);
    // The pre-rendered page is on screen: the app's first render may yield to the browser every
    // few milliseconds (a transition) rather than hold the main thread in one long task.
    startTransition(() => root.render(<App remotes={config.remotes} />));
    // The app hands over as soon as it shows the page; should that never happen, not stay frozen.
    setTimeout(handOverPrerendered, PRERENDER_HAND_OVER_LIMIT_MS);
  } catch (error) {
    console.error(error);
    handOverPrerendered();
    root.render(
      <p role="alert">PressPoint could not start: its settings (/config.json) did not load. Please reload.</p>,
    );
  }
}

void start();
