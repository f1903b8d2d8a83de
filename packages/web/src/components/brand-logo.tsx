/** The site's mark (the favicon, packages/web/public/favicon.svg) beside the brand name; decorative. */
export function BrandLogo() {
  return (
    <img
      src="/favicon.svg"
      alt=""
      aria-hidden="true"
      width={28}
      height={28}
      className="me-2 align-text-bottom rounded"
    />
  );
}
