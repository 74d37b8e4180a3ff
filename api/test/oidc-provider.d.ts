// oidc-provider ships no types (and @types/oidc-provider is not installed): the part the local
// test provider (oidcProvider.ts) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      id: string,
    ) => { accountId: string; claims: () => Record<string, unknown> } | undefined;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    features?: Record<string, { enabled: boolean }>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: new (properties: { clientId: string; accountId: string }) => Grant;
    Client: unknown;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
