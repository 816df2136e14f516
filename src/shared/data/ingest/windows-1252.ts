/**
 * Bytes 0x80–0x9F of Windows-1252 (the WHATWG Encoding Standard's index): the only place it differs from Latin-1.
 * Node 20.18.3+ decodes `windows-1252` as Latin-1 (nodejs/node#60888) while browsers follow the standard, so we
 * map this block ourselves and both sides read a file alike. Undefined bytes keep their C1 code points, as in WHATWG.
 */
const c1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** Windows-1252 bytes as text: Latin-1 for every byte, then the 0x80–0x9F block from the standard's table. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder('windows-1252').decode(bytes);
  return latin1.replace(/[\u0080-\u009f]/g, (char) => String.fromCharCode(c1[char.charCodeAt(0) - 0x80]!));
}
