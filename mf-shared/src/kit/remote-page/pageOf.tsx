import type { ComponentType, ReactNode } from 'react';
// Runtime state always comes through the package name, which federation resolves to the one
// shared copy; a relative import here would compile a second auth store into each app.
import { useAuth } from 'mf-shared';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;
type Wrapper = ComponentType<{ children: ReactNode }>;

/**
 * Wraps each lazily loaded page of a remote in the remote's root element (named for tests and
 * debugging) and, where the remote uses antd, in its own theme provider. The wrapper is loaded
 * with the page, not with the route list, so the shell's start-up never pays for antd.
 */
export function pageOf(app: string, loadWrapper?: () => Promise<{ default: Wrapper }>) {
  return (load: PageLoader): PageLoader =>
    async () => {
      const [{ default: Page }, wrapper] = await Promise.all([load(), loadWrapper?.()]);
      const Wrapper = wrapper?.default;
      function RemotePageRoot() {
        const storeId = useAuth((s) => s.instanceId);
        return (
          <div className="remote-page" data-app={app} data-auth-store-id={storeId}>
            {Wrapper ? (
              <Wrapper>
                <Page />
              </Wrapper>
            ) : (
              <Page />
            )}
          </div>
        );
      }
      return { default: RemotePageRoot };
    };
}
