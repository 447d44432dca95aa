/**
 * A stand-in for `tldts` in the portal's build (see vite.config.ts). The demo backend's msw keeps
 * cookies in tough-cookie, which asks tldts for a cookie domain's registrable domain; tldts answers
 * from the whole Public Suffix List, about 100 KiB gzip whose parsing cost about one second of script
 * evaluation at each demo start (Lighthouse, /dashboard). The demo backend lives on the portal's
 * own origin, so this answers with the list's default rule ('*': the suffix is the last label) and
 * no list: 'a.b.example' → 'b.example'; an IP address or a single label → null, as tldts does.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
