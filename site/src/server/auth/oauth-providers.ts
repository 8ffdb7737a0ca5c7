import type { OAuthProvider } from '@spotter/domain';
import { config } from '../config.ts';

/** Providers whose client id and secret are configured; their buttons are shown, others hidden. */
export function enabledProviders(): OAuthProvider[] {
  const env = config();
  const list: OAuthProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) list.push('google');
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) list.push('facebook');
  return list;
}
