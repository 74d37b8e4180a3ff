// The local OpenID Connect provider as a process of its own, for the e2e suite (see
// e2e/playwright.config.ts): it stands in for Google and LinkedIn; its login page takes any password.
import { startLocalOidcProvider } from './oidcProvider';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function main() {
  const provider = await startLocalOidcProvider({
    port: Number(env('OIDC_PORT')),
    redirectBase: env('OIDC_REDIRECT_BASE'),
    googleClientId: env('GOOGLE_CLIENT_ID'),
    linkedinClientId: env('LINKEDIN_CLIENT_ID'),
    linkedinClientSecret: env('LINKEDIN_CLIENT_SECRET'),
  });
  console.log(`Local OpenID Connect provider at ${provider.issuer}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
