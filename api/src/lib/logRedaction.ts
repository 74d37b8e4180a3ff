/**
 * Request URLs as the log may keep them. Some secrets travel in paths (a calendar feed's address,
 * a team invitation's token, a provider's ID token or code), and some clients put them in the query
 * string: whoever reads the logs must not be able to read a feed or accept an invitation.
 */
const SECRET_PATHS: RegExp[] = [
  /(\/calendar\/feed\/)[^/?#]+/,
  /(\/team-invitations\/)[^/?#]+/,
  /(\/social-auth\/(?:google|linkedin)\/)[^/?#]+/,
];

const SECRET_QUERY = /([?&](?:token|code|state|id_token|access_token|nonce|code_verifier|signature)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

export function redactedUrl(url: string): string {
  let safe = url;
  for (const pattern of SECRET_PATHS) safe = safe.replace(pattern, `$1${REDACTED}`);
  return safe.replace(SECRET_QUERY, `$1${REDACTED}`);
}
