/**
 * The site's mark beside its name in the header: the owner's logo (site settings), else the product's mark
 * (packages/web/public/favicon.svg); decorative, the name beside it says the same. A logo keeps its own
 * proportions at the header's height.
 */
export function BrandLogo({ src }: { src: string }) {
  return (
    <img
      src={src || '/favicon.svg'}
      alt=""
      aria-hidden="true"
      height={28}
      className="me-2 align-text-bottom rounded brand-logo"
    />
  );
}
