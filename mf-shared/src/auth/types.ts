import type { ApiData } from '../contract';

/**
 * The signed-in user as `GET profile` returns it (spec section 3), from the API's contract. An
 * account made by social sign-in has `has_password` false until it sets its first password.
 */
export type User = Omit<ApiData<'/profile'>, 'team_account'>;
