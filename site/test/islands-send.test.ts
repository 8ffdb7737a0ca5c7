import { afterEach, describe, expect, it, vi } from 'vitest';
import { m, validationMessage } from '@spotter/i18n';
import { sendChecked } from '../src/islands/api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('islands send payloads checked with the endpoint contract', () => {
  it('refuses an invalid payload in the browser, with translated messages, before any request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const failure = await sendChecked('PATCH', '/api/users/update-language', 'updateLanguage', {
      language: 'xx' as 'en',
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      error: m.error_validation(),
      fieldErrors: { language: [validationMessage('validation_language_invalid')] },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a review with half a star and no text before it is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const failure = (await sendChecked('PUT', '/api/trainers/x/review', 'reviewWrite', {
      rating: 2.5,
      body: '   ',
    }).catch((error: unknown) => error)) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(failure.fieldErrors).sort()).toEqual(['body', 'rating']);
    expect(failure.fieldErrors.body).toEqual([validationMessage('validation_required')]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a valid payload as it is', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { language: 'de' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      sendChecked('PATCH', '/api/users/update-language', 'updateLanguage', { language: 'de' }),
    ).resolves.toEqual({ language: 'de' });
    expect(fetch).toHaveBeenCalledOnce();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      language: 'de',
    });
  });

  it('hands on the status of a refusal, so a stale save (409) can be told from others', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Changed elsewhere.' }), { status: 409 })),
    );
    const failure = await sendChecked('PUT', '/api/users/client/profile/health', 'clientHealth', {
      version: 1,
      medicalConditions: 'Asthma',
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ error: 'Changed elsewhere.', fieldErrors: {}, status: 409 });
  });
});
