/** The Vireo Sensors word mark (inline SVG: no request, crisp at any size). */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 196 32" width="196" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="16" cy="16" r="7" fill="none" stroke="var(--green)" strokeWidth="3" />
      <circle cx="16" cy="16" r="2.5" fill="var(--green)" />
      <text x="38" y="22" fontFamily="inherit" fontSize="19" fontWeight="700" fill="currentColor" letterSpacing="0.5">
        VIREO
      </text>
      <text x="104" y="22" fontFamily="inherit" fontSize="19" fontWeight="400" fill="currentColor">
        sensors
      </text>
    </svg>
  );
}
