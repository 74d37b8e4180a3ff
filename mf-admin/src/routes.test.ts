import { expectValidRouteList } from 'mf-shared/test/routes';
import routes from './routes';

it('exposes a route list the shell can compose', async () => {
  await expectValidRouteList(routes);
});
