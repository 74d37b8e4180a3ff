/** Query keys of the signed-in account: `['profile']` is who is signed in (GET /profile). */
export const profileKeys = {
  all: ['profile'] as const,
};
