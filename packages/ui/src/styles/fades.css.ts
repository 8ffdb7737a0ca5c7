import { keyframes } from '@vanilla-extract/css';

/* The fade every overlay, drawer and panel uses to appear and go. */

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
