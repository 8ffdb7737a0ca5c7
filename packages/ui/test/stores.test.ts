import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { overwriteServerAsyncLocalStorage } from '@spotter/i18n';
import {
  $locale,
  $offline,
  $sidebarCollapsed,
  $unread,
  initLocale,
  initUnread,
  onServer,
  tabAtom,
} from '../src/stores/index.ts';

// Node has no document: these stores behave as they do while the server renders islands.
describe('shared stores on the server (one module instance for every request)', () => {
  it('knows it is on the server', () => {
    expect(onServer).toBe(true);
  });

  it('reads the language of the request being rendered, whatever an earlier request set', () => {
    const requests = new AsyncLocalStorage<{ locale?: string }>();
    overwriteServerAsyncLocalStorage(requests as never);
    requests.run({ locale: 'bs' }, () => {
      initLocale('bs');
      $locale.set('bs');
      expect($locale.get()).toBe('bs');
    });
    requests.run({ locale: 'de' }, () => {
      initLocale('de');
      expect($locale.get()).toBe('de');
    });
    requests.run({ locale: 'en' }, () => expect($locale.get()).toBe('en'));
  });

  it('drops writes, so one request’s badges, offline state or sidebar width never reach another', () => {
    initUnread({ messages: 3 });
    $unread.set({ messages: 7 });
    $offline.set(true);
    $sidebarCollapsed.set(true);
    expect($unread.get()).toEqual({});
    expect($offline.get()).toBe(false);
    expect($sidebarCollapsed.get()).toBe(false);
    const own = tabAtom<string | null>(null);
    own.set('changed');
    expect(own.get()).toBeNull();
  });
});
