/** Simple monochrome marks for the SPEC §3.5 networks (initials in a rounded square). */
const MARKS: Record<string, string> = {
  linkedin: "in",
  twitter: "X",
  facebook: "f",
  youtube: "▶",
  github: "GH",
  glassdoor: "G",
  xing: "X",
  kununu: "k",
  wechat: "W",
};

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className="social-icon">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="currentColor" />
      <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--anthracite)">
        {MARKS[network] ?? "?"}
      </text>
    </svg>
  );
}
