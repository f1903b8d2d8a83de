// tz-lookup 6 ships no types. It exports one function (CommonJS `module.exports`).
declare module 'tz-lookup' {
  /** IANA zone at the point (oceans give `Etc/GMT±N`); throws RangeError for coordinates out of range. */
  export default function tzlookup(lat: number, lon: number): string;
}
