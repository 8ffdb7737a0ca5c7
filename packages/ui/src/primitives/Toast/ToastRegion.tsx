import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { CircleAlertIcon, CircleInfoIcon, CloseIcon, Icon, type IconProps } from '../../icons/index.ts';
import { IconButton } from '../Button/Button.tsx';
import { toastQueue, type ToastContent, type ToastQueue, type ToastTone } from './Toast.tsx';
import * as styles from './Toast.css.ts';

export interface ToastRegionProps extends Omit<
  AriaToastRegionProps<ToastContent>,
  'queue' | 'children' | 'aria-label'
> {
  /** Defaults to the app-wide `toastQueue`. */
  queue?: ToastQueue;
  /** Defaults to "Notifications". */
  'aria-label'?: string;
}

/**
 * The landmark where toasts appear (bottom of the screen; bottom-right from tablet up). Render it
 * once near the root of the app. F6 moves focus into it; each toast has a close button.
 */
export function ToastRegion({ queue = toastQueue, className, ...props }: ToastRegionProps) {
  // react-aria registers the region as an F6 landmark only when it mounts with its element present
  // (or when its label changes). With our fixed label it would never register, because the region
  // first renders empty. Remounting it when the first toast arrives makes F6 reach the toasts.
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const hasToasts = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const toneLabel: Record<ToastTone, string> = {
    success: m.common_success(),
    error: m.common_error(),
    info: m.common_info(),
  };
  return (
    <AriaToastRegion
      key={hasToasts ? 'active' : 'idle'}
      aria-label={m.common_notifications()}
      {...props}
      queue={queue}
      className={withClassName(className, styles.region)}
    >
      {({ toast }) => {
        const { tone, title, description } = toast.content;
        return (
          <AriaToast toast={toast} className={styles.toast({ tone })} data-tone={tone}>
            <span className={styles.icon({ tone })}>
              <ToneIcon tone={tone} />
            </span>
            <AriaToastContent className={styles.content}>
              <div className={visuallyHidden}>{toneLabel[tone]}</div>
              <Text slot="title" elementType="div" className={styles.title}>
                {title}
              </Text>
              {description ? (
                <Text slot="description" elementType="div" className={styles.description}>
                  {description}
                </Text>
              ) : null}
            </AriaToastContent>
            <IconButton slot="close" size="small" label={m.common_close()} className={styles.close}>
              <CloseIcon size={18} />
            </IconButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

/** A plain tick: a toast is small, so success needs no circle around it. */
function TickIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

const toneIcons: Record<ToastTone, ComponentType<IconProps>> = {
  success: TickIcon,
  error: CircleAlertIcon,
  info: CircleInfoIcon,
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  const ToneShape = toneIcons[tone];
  return <ToneShape size={20} strokeLinecap="round" />;
}

/** The region as a module's default export, for pages that load it with their first toast. */
export default ToastRegion;
