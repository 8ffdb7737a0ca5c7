import type { SelfServiceRole } from '@spotter/domain';

/**
 * The link between sign-in and registration: it keeps where the visitor was going (`returnTo`) and
 * the role they were asked to register as, so switching forms never loses the way back.
 */
export function authSwitchHref(
  to: '/auth/login' | '/auth/register',
  returnTo: string | undefined,
  role: SelfServiceRole | undefined,
): string {
  const query = new URLSearchParams();
  if (role) query.set('role', role);
  if (returnTo) query.set('returnTo', returnTo);
  const search = query.toString();
  return search ? `${to}?${search}` : to;
}
