import { Button, Tooltip } from 'antd';
import { toast } from 'sonner';
import type { UserType } from 'mf-shared';
import { useSocialProviders, useStartSocialSignIn, type SocialProvider } from '../api';

const LABELS: Record<SocialProvider, string> = { google: 'Continue with Google', linkedin: 'Continue with LinkedIn' };

/**
 * "Continue with Google" and "Continue with LinkedIn": on when the server is configured for the
 * provider, off (with the reason) when not. A new account gets the role of `userType`.
 */
export function SocialButtons({ userType, block = false }: { userType: UserType; block?: boolean }) {
  const providers = useSocialProviders();
  const start = useStartSocialSignIn();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', flexDirection: block ? 'column' : 'row' }}>
      {(['google', 'linkedin'] as const).map((provider) => {
        const on = providers.data?.[provider] === true;
        const button = (
          <Button
            key={provider}
            block={block}
            disabled={!on}
            loading={start.isPending && start.variables?.provider === provider}
            onClick={() =>
              start.mutate(
                { provider, userType },
                { onError: () => toast.error('The sign-in could not start. Please try again.') },
              )
            }
          >
            {LABELS[provider]}
          </Button>
        );
        return on ? (
          button
        ) : (
          <Tooltip key={provider} title="Social sign-in is not configured on this server">
            {button}
          </Tooltip>
        );
      })}
    </div>
  );
}
