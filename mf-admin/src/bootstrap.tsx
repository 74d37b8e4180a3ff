// Runs this remote alone, without the shell (`npm run dev -w mf-admin`).
import { renderStandalone } from 'mf-shared/kit/standalone';
import 'mf-shared/theme/fonts.css';
import 'mf-shared/theme/global.css';
import routes from './routes';

void renderStandalone('mf-admin', routes);
