/**
 * A short readable device name from a User-Agent header, for the sessions list.
 * @example describeDevice('Mozilla/5.0 (X11; Linux x86_64) ... Chrome/120.0 Safari/537.36') // 'Chrome on Linux'
 */
export function describeDevice(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 1000);
  if (!ua) return 'Unknown device';
  const browser = firstMatch(ua, [
    [/Edg\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrom(e|ium)\//, 'Chrome'],
    [/Safari\//, 'Safari'],
    [/curl\//, 'curl'],
  ]);
  const os = firstMatch(ua, [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ]);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? ua.replace(/[^\x20-\x7e]/g, '').slice(0, 60);
}

function firstMatch(ua: string, table: Array<[RegExp, string]>): string | undefined {
  return table.find(([pattern]) => pattern.test(ua))?.[1];
}
