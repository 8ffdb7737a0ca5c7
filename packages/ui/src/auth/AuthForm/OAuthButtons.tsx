import type { OAuthProvider, SelfServiceRole } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { button } from '../../primitives/Button/Button.css.ts';
import * as styles from './AuthForm.css.ts';

const labels: Record<OAuthProvider, () => string> = {
  google: m.auth_continue_with_google,
  facebook: m.auth_continue_with_facebook,
};

/** Third-party sign-in links, shown only for configured providers. */
export function OAuthButtons({
  providers,
  returnTo,
  role,
}: {
  providers: readonly OAuthProvider[];
  returnTo?: string | undefined;
  /** The role a new account gets when the provider identity is not known yet. */
  role?: SelfServiceRole | undefined;
}) {
  if (!providers.length) return null;
  const params = new URLSearchParams();
  if (role) params.set('role', role);
  if (returnTo) params.set('returnTo', returnTo);
  const query = params.size ? `?${params}` : '';
  return (
    <>
      <div className={styles.divider}>{m.auth_or()}</div>
      <div className={styles.providers}>
        {providers.map((provider) => (
          <a
            key={provider}
            className={button({ variant: 'secondary', fullWidth: true })}
            href={`/auth/oauth/${provider}${query}`}
          >
            {labels[provider]()}
          </a>
        ))}
      </div>
    </>
  );
}
