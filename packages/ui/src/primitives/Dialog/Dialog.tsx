import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
  composeRenderProps,
  type DialogProps as AriaDialogProps,
  type DialogRenderProps,
  type DialogTriggerProps as AriaDialogTriggerProps,
  type ModalOverlayProps as AriaModalOverlayProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import { cx, withClassName } from '../../styles/cx.ts';
import { CloseIcon } from '../../icons/index.ts';
import { IconButton } from '../Button/Button.tsx';
import * as styles from './Dialog.css.ts';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

/** Set by our ModalOverlay so a Modal inside it does not add a second backdrop. */
const InsideOverlayContext = createContext(false);

export type ModalOverlayProps = AriaModalOverlayProps;

/** The dimmed full-screen backdrop. Holds the open state (`isOpen`, `onOpenChange`, `isDismissable`). */
export function ModalOverlay({ className, children, ...props }: ModalOverlayProps) {
  return (
    <AriaModalOverlay {...props} className={withClassName(className, styles.overlay)}>
      {composeRenderProps(children, (content) => (
        <InsideOverlayContext.Provider value={true}>{content}</InsideOverlayContext.Provider>
      ))}
    </AriaModalOverlay>
  );
}

export interface ModalProps extends AriaModalOverlayProps {
  /** Maximum width of the panel: small 400px, medium 560px, large 800px. */
  size?: ModalSize;
}

/**
 * The modal panel. On its own it brings the backdrop too, so `<Modal isDismissable>` is enough;
 * inside a `ModalOverlay` it is only the panel and the overlay holds the state.
 */
export function Modal({ size, className, children, ...props }: ModalProps) {
  const insideOverlay = useContext(InsideOverlayContext);
  const panel = <AriaModal className={withClassName(className, styles.modal({ size }))}>{children}</AriaModal>;
  // Inside a ModalOverlay the overlay holds the state, so the overlay props are not needed here.
  if (insideOverlay) return panel;
  return <ModalOverlay {...props}>{panel}</ModalOverlay>;
}

export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'title'> {
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Show the close (×) button in the header. */
  showCloseButton?: boolean;
  /** Actions at the bottom, e.g. Cancel and Save buttons. Receives `close` when a function. */
  footer?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
}

/** A dialog with a heading, a close button, a scrolling body and an optional footer. Put it in a `Modal`. */
export function Dialog({
  title,
  headingLevel = 2,
  showCloseButton = true,
  footer,
  className,
  children,
  ...props
}: DialogProps) {
  return (
    <AriaDialog {...props} className={cx(styles.dialog, className)}>
      {(renderProps) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" level={headingLevel} className={styles.heading}>
              {title}
            </Heading>
            {showCloseButton ? (
              <IconButton slot="close" label={m.common_close()} className={styles.closeButton}>
                <CloseIcon size={20} />
              </IconButton>
            ) : null}
          </div>
          <DialogBody>{typeof children === 'function' ? children(renderProps) : children}</DialogBody>
          {footer ? (
            <div className={styles.footer}>{typeof footer === 'function' ? footer(renderProps) : footer}</div>
          ) : null}
        </>
      )}
    </AriaDialog>
  );
}

/** The body scrolls when the content is taller than the screen; it is then focusable so keyboards can scroll it. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  return (
    <div ref={ref} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
      <div>{children}</div>
    </div>
  );
}

function useIsScrollable(ref: RefObject<HTMLElement | null>) {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}

export type DialogTriggerProps = AriaDialogTriggerProps;

/** Opens the Modal it contains when its first child (a Button) is pressed. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
