import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ANTD_THEME } from '../../theme/tokens';

/**
 * antd is not a federation singleton (it would ship whole, ~600 KB gzip, to every page), so each
 * app bundles the antd parts it uses and wraps its own tree with this provider. It lives in
 * the kit, which each app compiles in, so it always wraps that app's own antd.
 */
export default function ThemeProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={ANTD_THEME}>{children}</ConfigProvider>;
}
