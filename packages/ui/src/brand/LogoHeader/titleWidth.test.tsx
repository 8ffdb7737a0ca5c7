import { describe, expect, test } from 'vitest';
import { estimateTitleEm } from './titleWidth.ts';

// The heading font of the theme (themes.css.ts), bold like the logo title.
const family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';

function measuredEm(text: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  context.font = `700 100px ${family}`;
  return context.measureText(text).width / 100;
}

describe('estimateTitleEm', () => {
  test.each([
    'Amra Fit',
    'Walk Test Pro',
    'Ana Marija Kovačević Performance and Rehabilitation Studio 1',
    'WWWWWWWWWW MMMMMMMMMM WWWWWWWWWW',
    'iiiiiiii llllll jjjj',
    'Supercalifragilisticexpialidociousfitnessstudiosarajevo',
    'ŽELJKO ĆIRIĆ — SNAGA & KONDICIJA 2026',
    'Coach Luka · Zagreb',
    'Тренер Марко Петровић',
  ])('never falls short of the rendered width, and is close to it: %s', (title) => {
    const measured = measuredEm(title);
    expect(estimateTitleEm(title)).toBeGreaterThanOrEqual(measured);
    expect(estimateTitleEm(title)).toBeLessThan(measured * 1.2);
  });
});
