/**
 * The language a request asks for, among those an answer comes in. Browsers send an ordered list with
 * weights (`en-GB,en;q=0.9,de;q=0.8`); the web app sends its page's language alone (`fr`).
 */
export function preferredLanguage<Language extends string>(
  acceptLanguage: string | undefined,
  supported: readonly Language[],
  fallback: Language,
): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = weight === undefined ? 1 : Number(weight.slice(2));
      return {
        primary: tag.trim().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const match = supported.find((language) => language === range.primary);
    if (match !== undefined) return match;
  }
  return fallback;
}
