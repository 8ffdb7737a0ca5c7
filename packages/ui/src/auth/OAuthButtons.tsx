import type { OAuthProvider } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { button } from '../primitives/Button/Button.css.ts';
import * as styles from './shared.css.ts';

const labels: Record<OAuthProvider, () => string> = {
  google: m.auth_continue_with_google,
  facebook: m.auth_continue_with_facebook,
};

/** Third-party sign-in links, shown only for configured providers. */
export function OAuthButtons({ providers, returnTo }: { providers: readonly OAuthProvider[]; returnTo?: string | undefined }) {
  if (!providers.length) return null;
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
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
