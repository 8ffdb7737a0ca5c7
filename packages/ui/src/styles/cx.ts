import { composeRenderProps, type ClassNameOrFunction } from 'react-aria-components';

/** A class name, or nothing (false, null, undefined, '') when a condition does not hold. */
export type ClassValue = string | false | null | undefined;

/** Joins the class names that are set, in order, with single spaces. */
export function cx(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * Puts a component's own classes before the caller's `className`, which react-aria components accept
 * either as a string or as a function of their render state.
 */
export function withClassName<RenderProps>(
  className: ClassNameOrFunction<RenderProps> | undefined,
  ...own: ClassValue[]
): (values: RenderProps & { defaultClassName: string | undefined }) => string {
  return composeRenderProps<string | undefined, RenderProps & { defaultClassName: string | undefined }, string>(
    className,
    (callerClassName) => cx(...own, callerClassName),
  );
}
