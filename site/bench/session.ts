/** Signs a demo account in (every demo account shares the seed's password) and answers its session cookie. */
export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    // The server refuses cross-site unsafe requests: say we come from its own origin, as a browser would.
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email, password: 'spotter-demo-2026' }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.includes('spotter_session='));
  if (!cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie.split(';')[0]!;
}
