import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { LIMITS, ServerDataProvider, useAuth, type RemoteConfig } from 'mf-shared';
import { useMediaQuery } from 'mf-shared/kit/plain';
import { ExpertCompletionHost } from '../features/login/ExpertCompletionHost';
import { LoginDialogHost } from '../features/login/LoginDialogHost';
import { useRemoteRoutes } from '../features/remotes/useRemoteRoutes';
import { AppRoutes } from '../features/routing/AppRoutes';
import { RealtimeSession } from '../features/realtime/RealtimeSession';
import { AppBoundary } from '../features/resilience/AppBoundary';
import { ScrollToTop } from '../features/routing/ScrollToTop';
import { FullScreenLoader } from '../features/session/FullScreenLoader';
import { useSessionStart } from '../features/session/useSessionStart';

/**
 * Toasts sit bottom left, and on a phone at the top: there the bottom of the screen holds the
 * control a person needs next (a step's Finish, the Pay row), which a toast must not cover.
 */
function useToastPosition(): 'bottom-left' | 'top-center' {
  return useMediaQuery('(max-width: 575px)', false) ? 'top-center' : 'bottom-left';
}

export function App({ remotes }: { remotes: RemoteConfig[] }) {
  const { states, retryFailed, loadOnDemand } = useRemoteRoutes(remotes);
  const storeId = useAuth((s) => s.instanceId);
  const sessionReady = useSessionStart();
  const toastPosition = useToastPosition();
  return (
    <ServerDataProvider>
      <BrowserRouter>
        <div className="app" data-app="shell" data-auth-store-id={storeId}>
          <AppBoundary>
            <ScrollToTop />
            {sessionReady && <AppRoutes states={states} onRetry={retryFailed} onNeedRoutes={loadOnDemand} />}
            {sessionReady && <LoginDialogHost />}
            {sessionReady && <ExpertCompletionHost />}
            {sessionReady && <RealtimeSession />}
          </AppBoundary>
          <FullScreenLoader />
          <Toaster position={toastPosition} visibleToasts={LIMITS.MAX_TOASTS} richColors closeButton />
        </div>
      </BrowserRouter>
    </ServerDataProvider>
  );
}
