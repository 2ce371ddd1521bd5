import { SOCIAL_ICON_PATHS } from "./social-icon-paths";

/** A social network's mark (social-icon-paths.ts); the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: string }) {
  const path = SOCIAL_ICON_PATHS[network];
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="social-icon">
      {path ? (
        // The drawn LinkedIn square cuts its letters out (even-odd); Simple Icons paths use the default rule.
        <path d={path} fill="currentColor" fillRule={network === "linkedin" ? "evenodd" : undefined} />
      ) : (
        // A network without a mark: a plain ring, never a made-up glyph.
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}
