import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from 'mf-shared';
import 'mf-shared/theme/global.css';
import { App } from './app/App';
import { registerRemotes } from './features/remotes/remoteRegistry';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(config.remotes);
    root.render(<App remotes={config.remotes} />);
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert">PressPoint could not start: its settings (/config.json) did not load. Please reload.</p>,
    );
  }
}

void start();
